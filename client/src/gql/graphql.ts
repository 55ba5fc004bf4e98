export type BlogInput = {
  content: string;
  image: string;
  title: string;
};

export type BookTestDriveInput = {
  /** one of the product's colours (Product.colors), the colour the customer would like to ride */
  colorId?: string | number | null | undefined;
  locationId: string | number;
  productId: string | number;
  shopId: string | number;
  /** a free slot of the shop (a start from testRideSlots); without it the booking is a request without a time */
  slotStart?: string | null | undefined;
};

export type BrandInput = {
  description?: string | null | undefined;
  logoUrl: string;
  name: string;
  website?: string | null | undefined;
};

export type ColorInput = {
  code?: string | null | undefined;
  images: Array<string>;
  name: string;
  price: number;
  stock: number;
};

export type ComparisonInput = {
  product1Id: string | number;
  product2Id: string | number;
};

export type CreateReviewInput = {
  productRating: number;
  shopRating: number;
  testDriveId: string | number;
  text: string;
};

export type CreateUserInput = {
  contact: string;
  email: string;
  name: string;
  password: string;
  /** USER, DEALER or AGENT */
  role: Role;
};

export type CreateWebhookEndpointInput = {
  description?: string | null | undefined;
  events: Array<WebhookEvent>;
  /** http(s) URL; https only in production, never a private, loopback or link-local address */
  url: string;
};

export type DayHoursInput = {
  close?: string | null | undefined;
  open?: string | null | undefined;
};

export type EnquiryInput = {
  email: string;
  message: string;
  name: string;
  phone: string;
};

export type EnquiryKind =
  | 'CAREER'
  | 'CONTACT';

export type FaqInput = {
  /** the answer: 1 to 5000 characters */
  desc: string;
  /** the question: 1 to 200 characters */
  title: string;
};

export type InviteMethod =
  /** removes the event */
  | 'CANCEL'
  /** adds or moves the event */
  | 'REQUEST';

/**
 * Where a line of the on-road price applies (docs/decisions/0030): INCLUDED lines are already inside the
 * maker's ex-showroom price and change no total; the on-road price adds the COUNTER lines; the effective
 * cost adds the AFTER_PURCHASE lines to the on-road price.
 */
export type LineAppliesTo =
  /** reimbursed to the buyer after purchase: a state subsidy the state pays later */
  | 'AFTER_PURCHASE'
  /** paid or deducted at purchase: road tax, registration, insurance, a subsidy the dealer deducts */
  | 'COUNTER'
  /** already inside the ex-showroom price (the central incentive): shown for information */
  | 'INCLUDED';

export type LocationInput = {
  address1: string;
  address2?: string | null | undefined;
  cityId: string;
  cityName: string;
  countryId: string;
  countryName: string;
  stateId: string;
  stateName: string;
};

export type MailStatus =
  /** a try failed: retried with back-off, or given up until an admin retries */
  | 'FAILING'
  | 'SENT'
  /** not tried yet, or due */
  | 'WAITING';

export type PricingStateInput = {
  electricityTariff: number;
  petrolPrice: number;
  petrolSource: string;
  petrolVerifiedOn: string;
  policy: string;
  tariffSource: string;
  tariffVerifiedOn: string;
};

export type ProductAvailabilityInput = {
  isAvailable: boolean;
  productId: string | number;
};

export type ProductFilter = {
  brandId?: string | number | null | undefined;
  /** any of these brands (at most 50) */
  brandIds?: Array<string | number> | null | undefined;
  /** at most 1000 */
  limit?: number | null | undefined;
  /** hours */
  maxCharging?: number | null | undefined;
  /** rupees, on the lowest colour price */
  maxPrice?: number | null | undefined;
  /** kWh */
  minBattery?: number | null | undefined;
  /** rupees, on the lowest colour price */
  minPrice?: number | null | undefined;
  /** km, on effectiveRange (products that state no range never match) */
  minRange?: number | null | undefined;
  /** km/hr */
  minTopSpeed?: number | null | undefined;
  /** 1-based */
  page?: number | null | undefined;
  /** typo-tolerant text (the header search's results), closest first unless sort is given */
  q?: string | null | undefined;
  search?: string | null | undefined;
  sort?: ProductSort | null | undefined;
  vehicleType?: VehicleType | null | undefined;
};

export type ProductInput = {
  acceleration?: number | null | undefined;
  accessoriesDesc?: string | null | undefined;
  additionalFeatures?: Array<string> | null | undefined;
  battery?: number | null | undefined;
  brandId: string | number;
  chargerType?: string | null | undefined;
  charging?: number | null | undefined;
  colors: Array<ColorInput>;
  cruiseControl?: boolean | null | undefined;
  description: string;
  images: Array<string>;
  mobileApp?: boolean | null | undefined;
  motorPower?: number | null | undefined;
  name: string;
  navigation?: boolean | null | undefined;
  offerEndDate?: string | null | undefined;
  offerStartDate?: string | null | undefined;
  /** at most 120 characters; null or blank clears it */
  offerText?: string | null | undefined;
  parentProductId?: string | number | null | undefined;
  range?: number | null | undefined;
  rangeMax?: number | null | undefined;
  rangeMin?: number | null | undefined;
  size?: string | null | undefined;
  topSpeed?: number | null | undefined;
  torque?: number | null | undefined;
  transmission?: string | null | undefined;
  vehicleType: VehicleType;
  warranty?: number | null | undefined;
  weight?: number | null | undefined;
};

export type ProductSort =
  | 'NAME'
  /** newest first (default) */
  | 'NEWEST'
  | 'OLDEST'
  /** most wishlisted first */
  | 'POPULAR'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** longest effectiveRange first; products that state no range last */
  | 'RANGE_DESC'
  /** best rated first: the higher average review rating, then the more reviews; unrated last */
  | 'RATING';

export type RateKind =
  /** rupees */
  | 'FIXED'
  /** percent of the ex-showroom price */
  | 'PERCENT'
  /** rupees per kWh of battery */
  | 'PER_KWH';

export type RateRuleInput = {
  cap?: number | null | undefined;
  capPercent?: number | null | undefined;
  kind: RateKind;
  maxExShowroom?: number | null | undefined;
  source: string;
  value: number;
  verifiedOn: string;
};

export type RegisterInput = {
  contact: string;
  email: string;
  name: string;
  password: string;
  /** DEALER, AGENT or USER */
  role: Role;
  username: string;
};

export type ResetPasswordInput = {
  confirmPassword: string;
  newPassword: string;
  resetToken: string;
};

export type ReviewStatus =
  | 'APPROVED'
  | 'HIDDEN'
  | 'PENDING';

export type RideCanceller =
  | 'CUSTOMER'
  | 'DEALER'
  /** EV Bazaar itself */
  | 'SYSTEM';

export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'DEALER'
  | 'SUPERADMIN'
  | 'USER';

export type ShopInput = {
  address1: string;
  address2?: string | null | undefined;
  cityId: string;
  cityName?: string | null | undefined;
  countryId: string;
  countryName?: string | null | undefined;
  landmark?: string | null | undefined;
  /** the shop's phone as people type it, stored as its 10 digits; required ("Phone is required"), nullable here so older integrations get a field error, not a schema break */
  phone?: string | null | undefined;
  shopName: string;
  stateId: string;
  stateName?: string | null | undefined;
};

export type ShopRideHoursInput = {
  capacity: number;
  closedDates?: Array<string> | null | undefined;
  horizonDays?: number | null | undefined;
  minNoticeMinutes?: number | null | undefined;
  slotMinutes: number;
  /** seven entries, Monday first */
  weekly: Array<DayHoursInput | null | undefined>;
};

export type TestDriveStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CONFIRMED'
  | 'PENDING';

export type UpdateProfileInput = {
  address1: string;
  address2?: string | null | undefined;
  cityId: string;
  cityName?: string | null | undefined;
  contact: string;
  countryId: string;
  countryName?: string | null | undefined;
  stateId: string;
  stateName?: string | null | undefined;
};

export type UpdateUserInput = {
  contact: string;
  email: string;
  name: string;
  /** USER, DEALER or AGENT */
  role: Role;
};

export type UpdateWebhookEndpointInput = {
  description?: string | null | undefined;
  /** false enables a disabled endpoint again */
  disabled?: boolean | null | undefined;
  events?: Array<WebhookEvent> | null | undefined;
  url?: string | null | undefined;
};

export type VehicleRatesInput = {
  centralIncentive?: RateRuleInput | null | undefined;
  insurance: RateRuleInput;
  petrolMileage: number;
  petrolMileageSource: string;
  registration: RateRuleInput;
  roadTax: RateRuleInput;
  stateSubsidy?: RateRuleInput | null | undefined;
  /** COUNTER or AFTER_PURCHASE; AFTER_PURCHASE when left out */
  stateSubsidyAppliesTo?: LineAppliesTo | null | undefined;
};

export type VehicleType =
  | 'BIKE'
  | 'COMMERCIAL'
  | 'FOUR_WHEELER'
  | 'SCOOTER';

export type WebhookDeliveryStatus =
  /** the endpoint answered 2xx */
  | 'DELIVERED'
  /** given up after its last try, until it is redelivered */
  | 'FAILED'
  /** waiting for its first try, or due again after a failed one */
  | 'PENDING';

/** An event a webhook endpoint subscribes to; the payload's `type` spells it test_ride.booked, product.created and so on. */
export type WebhookEvent =
  | 'PRODUCT_CREATED'
  | 'PRODUCT_DELETED'
  | 'PRODUCT_UPDATED'
  | 'REVIEW_APPROVED'
  | 'TEST_RIDE_BOOKED'
  /** cancelled by the customer or the dealer */
  | 'TEST_RIDE_CANCELLED'
  | 'TEST_RIDE_RESCHEDULED'
  /** confirmed, completed or set back to pending */
  | 'TEST_RIDE_STATUS_CHANGED';
