/** What an API key may be used for; a key never does more than its owner's role allows. */
export type ApiScope =
  /** read the audit trail (a dealer: only its own shop's events) */
  | 'AUDIT_READ'
  /** read the catalogue, content, prices and the owner's shop */
  | 'CATALOG_READ'
  /** change the catalogue, content and prices (admins) */
  | 'CATALOG_WRITE'
  /** read test rides */
  | 'RIDES_READ'
  /** confirm, complete, move, cancel or book test rides */
  | 'RIDES_WRITE'
  /** change the shop's profile, stock and ride hours (dealers) */
  | 'SHOP_WRITE'
  /** manage webhook endpoints and their deliveries */
  | 'WEBHOOKS';

/** Who made an audited change. */
export type AuditActorType =
  /** one of a person's API keys (acting as them) */
  | 'api_key'
  /** the server itself (workers, purges, the seed) */
  | 'system'
  /** a person signed in */
  | 'user';

/** Filters of the audit trail; all optional, combined with AND. */
export type AuditEventFilter = {
  /** one action: product.updated */
  action?: string | null | undefined;
  /** the person's or the key's id */
  actorId?: string | number | null | undefined;
  /** from this date (YYYY-MM-DD) or instant */
  from?: string | null | undefined;
  /** one record's id (with targetType) */
  targetId?: string | number | null | undefined;
  /** the kind of record: product, shop, user, test_ride, … */
  targetType?: string | null | undefined;
  /** to this date (the whole day) or instant */
  to?: string | null | undefined;
};

/** A blog post as an admin writes it. */
export type BlogInput = {
  /** the text */
  content: string;
  /** the text in Hindi: at most 100000 characters; left out it stays as stored, null or blank clears it */
  contentHi?: string | null | undefined;
  /** address of an uploaded header image */
  image: string;
  /** the headline */
  title: string;
  /** the headline in Hindi: at most 200 characters; left out it stays as stored, null or blank clears it */
  titleHi?: string | null | undefined;
};

/** What a customer books: the vehicle, the location, the shop and (optionally) a slot and a colour. */
export type BookTestDriveInput = {
  /** one of the product's colours (Product.colors), the colour the customer would like to ride */
  colorId?: string | number | null | undefined;
  /**
   * shopId by its name before the rename; both at once must carry the same id
   * @deprecated Use shopId; removed after 2027-06-30
   */
  dealerId?: string | number | null | undefined;
  /** the location chosen */
  locationId: string | number;
  /** the vehicle to ride */
  productId: string | number;
  /** required ("Shop is required"); nullable only while its old name dealerId is taken */
  shopId?: string | number | null | undefined;
  /** a free slot of the shop (a start from testRideSlots); without it the booking is a request without a time */
  slotStart?: string | null | undefined;
};

/** A brand as an admin creates or edits it. */
export type BrandInput = {
  /** a few lines about the brand */
  description?: string | null | undefined;
  /** the description in Hindi: at most 5000 characters; left out it stays as stored, null or blank clears it */
  descriptionHi?: string | null | undefined;
  /** address of an uploaded logo image */
  logoUrl: string;
  /** the brand name, unique */
  name: string;
  /** the maker's own site */
  website?: string | null | undefined;
};

/** A colour of a product as an admin saves it. */
export type ColorInput = {
  /** hex colour, e.g. #000000 */
  code?: string | null | undefined;
  /** addresses of uploaded pictures */
  images: Array<string>;
  /** e.g. Space Grey */
  name: string;
  /** ex-showroom price of this colour, rupees */
  price: number;
  /** units in stock */
  stock: number;
};

/** The two products of a new comparison. */
export type ComparisonInput = {
  /** the first product */
  product1Id: string | number;
  /** the second product, another one */
  product2Id: string | number;
};

/** A new API key: its name, scopes and lifetime. */
export type CreateApiKeyInput = {
  /** 1 to 365 days; the key never expires when absent */
  expiresInDays?: number | null | undefined;
  /** up to 80 characters, e.g. the system that will use the key */
  name: string;
  /** at least one; the same scope twice is one */
  scopes: Array<ApiScope>;
};

/** A customer's review of a completed ride: the vehicle and the shop each get 1 to 5 stars. */
export type CreateReviewInput = {
  /** 1 to 5 stars for the vehicle */
  productRating: number;
  /** 1 to 5 stars for the shop */
  shopRating: number;
  /** an own completed ride */
  testDriveId: string | number;
  /** what you would tell another rider */
  text: string;
};

/** A new account, as an admin creates it. */
export type CreateUserInput = {
  /** contact number as people type it; stored as its 10 digits */
  contact: string;
  /** e-mail address */
  email: string;
  /** full name */
  name: string;
  /** the first password; the user can change it */
  password: string;
  /** USER, DEALER or AGENT */
  role: Role;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** up to 200 characters */
  description?: string | null | undefined;
  /** at least one; a dealer only TEST_RIDE_ events */
  events: Array<WebhookEvent>;
  /** http(s) URL; https only in production, never a private, loopback or link-local address */
  url: string;
};

/** Opening hours of one weekday as the dealer sets them ("HH:MM" in India time); both null when closed. */
export type DayHoursInput = {
  /** closing time, HH:MM; null when closed */
  close?: string | null | undefined;
  /** opening time, HH:MM; null when closed */
  open?: string | null | undefined;
};

/** A visitor's message through the contact or the career form. */
export type EnquiryInput = {
  /** your e-mail address */
  email: string;
  /** your message */
  message: string;
  /** your name */
  name: string;
  /** your phone as you type it; stored as its 10 digits */
  phone: string;
};

/** The public forms whose submissions admins read: contact and career. */
export type EnquiryKind =
  /** the career form */
  | 'CAREER'
  /** the contact form */
  | 'CONTACT';

/** A question of the FAQ and its answer, as an admin writes them. */
export type FaqInput = {
  /** the answer: 1 to 5000 characters */
  desc: string;
  /** the answer in Hindi: 1 to 5000 characters; left out it stays as stored, null or blank clears it */
  descHi?: string | null | undefined;
  /** the question: 1 to 200 characters */
  title: string;
  /** the question in Hindi: 1 to 200 characters; left out it stays as stored, null or blank clears it */
  titleHi?: string | null | undefined;
};

/** What a calendar invite does to the event. */
export type InviteMethod =
  /** removes the event */
  | 'CANCEL'
  /** adds or moves the event */
  | 'REQUEST';

/** What an entry of a lead's timeline records. */
export type LeadEventKind =
  /** the lead was given to an agent */
  | 'ASSIGNED'
  /** the next follow-up date was set or cleared */
  | 'FOLLOW_UP_SET'
  /** an agent wrote a note */
  | 'NOTE'
  /** a dealer sent an offer */
  | 'OFFER_SENT'
  /** the lead was opened */
  | 'OPENED'
  /** the lead's test ride changed (booked, confirmed, completed, cancelled, moved) */
  | 'RIDE_CHANGED'
  /** the lead's status changed */
  | 'STATUS_CHANGED';

/** The admins' filter of leads. */
export type LeadFilter = {
  /** only leads of this agent */
  agentId?: string | number | null | undefined;
  /** only leads of this city (any case) */
  cityName?: string | null | undefined;
  /** only leads of this status */
  status?: LeadStatus | null | undefined;
  /** only leads no agent works */
  unassigned?: boolean | null | undefined;
};

/** How the funnel is split. */
export type LeadFunnelGroup =
  /** one row per agent */
  | 'AGENT'
  /** one row per city */
  | 'CITY';

/** What opened a lead. */
export type LeadSource =
  /** a contact enquiry */
  | 'ENQUIRY'
  /** the product page's "Get the best on-road offer" form */
  | 'OFFER_REQUEST'
  /** a test-ride request */
  | 'TEST_RIDE';

/** Where a lead stands. New leads are NEW; LOST needs a reason. */
export type LeadStatus =
  /** the agent has reached the person */
  | 'CONTACTED'
  /** the person wants to buy */
  | 'INTERESTED'
  /** the person will not buy (with a reason) */
  | 'LOST'
  /** not contacted yet */
  | 'NEW'
  /** a test ride is booked */
  | 'TEST_RIDE_BOOKED'
  /** the person bought */
  | 'WON';

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

/**
 * A language of the site and its content (issue 26). Localized fields take `locale: Locale = EN`;
 * HI answers the Hindi text where an admin has written it, else the English one. Each localized
 * type's `locales` lists the languages its texts are wholly written in.
 */
export type Locale =
  /** English, the default */
  | 'EN'
  /** Hindi (हिन्दी) */
  | 'HI';

/** A location as an admin adds it. */
export type LocationInput = {
  /** first address line */
  address1: string;
  /** second address line, when there is one */
  address2?: string | null | undefined;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId: string;
  /** the city as shown, e.g. Mumbai */
  cityName: string;
  /** a Country id, e.g. IN */
  countryId: string;
  /** the country as shown, e.g. India */
  countryName: string;
  /** a State id, e.g. IN-MH */
  stateId: string;
  /** the state as shown, e.g. Maharashtra */
  stateName: string;
};

/** Where a mail of the outbox stands. */
export type MailStatus =
  /** a try failed: retried with back-off, or given up until an admin retries */
  | 'FAILING'
  /** handed to the mail server */
  | 'SENT'
  /** not tried yet, or due */
  | 'WAITING';

/** Where the finder may search from: a point, else a PIN code, else a city (a City id or a name). */
export type NearPlace = {
  /** a City id (IN-MH-Pune) or an Indian city's name */
  city?: string | null | undefined;
  /** latitude in degrees (with lng) */
  lat?: number | null | undefined;
  /** longitude in degrees (with lat) */
  lng?: number | null | undefined;
  /** a 6-digit Indian PIN code */
  pin?: string | null | undefined;
};

/** A state's policy, tariff and petrol price, as an admin saves them. */
export type PricingStateInput = {
  /** ₹/kWh */
  electricityTariff: number;
  /** ₹/L */
  petrolPrice: number;
  /** where the petrol price comes from */
  petrolSource: string;
  /** when the petrol price was last checked */
  petrolVerifiedOn: string;
  /** the name of the state's EV policy */
  policy: string;
  /** where the tariff comes from */
  tariffSource: string;
  /** when the tariff was last checked */
  tariffVerifiedOn: string;
};

/** Whether the dealer's shop has a product available. */
export type ProductAvailabilityInput = {
  /** whether the shop has it available for test rides now */
  isAvailable: boolean;
  /** the product */
  productId: string | number;
};

/** What the product list is narrowed to, how it is sorted and which page is asked for. Every field is optional. */
export type ProductFilter = {
  /** only this brand */
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
  /** words in the name (plain match) */
  search?: string | null | undefined;
  /** the order (NEWEST when left out) */
  sort?: ProductSort | null | undefined;
  /** only this kind of vehicle */
  vehicleType?: VehicleType | null | undefined;
};

/** A product as an admin creates or edits it. */
export type ProductInput = {
  /** seconds for 0-40 km/h */
  acceleration?: number | null | undefined;
  /** what comes with it */
  accessoriesDesc?: string | null | undefined;
  /** further features, one line each */
  additionalFeatures?: Array<string> | null | undefined;
  /** the key features in Hindi, one line each (at most 50 of 255 characters); left out they stay as stored, null or an empty list clear them */
  additionalFeaturesHi?: Array<string> | null | undefined;
  /** kWh */
  battery?: number | null | undefined;
  /** the maker */
  brandId: string | number;
  /** e.g. portable 700 W */
  chargerType?: string | null | undefined;
  /** hours */
  charging?: number | null | undefined;
  /** at least one colour with its price */
  colors: Array<ColorInput>;
  /** whether it has cruise control */
  cruiseControl?: boolean | null | undefined;
  /** the maker's description */
  description: string;
  /** the description in Hindi: at most 5000 characters; left out it stays as stored, null or blank clears it */
  descriptionHi?: string | null | undefined;
  /** addresses of uploaded pictures */
  images: Array<string>;
  /** whether a mobile app works with it */
  mobileApp?: boolean | null | undefined;
  /** W */
  motorPower?: number | null | undefined;
  /** the model name */
  name: string;
  /** whether it has navigation */
  navigation?: boolean | null | undefined;
  /** last day of the offer */
  offerEndDate?: string | null | undefined;
  /** first day of the offer */
  offerStartDate?: string | null | undefined;
  /** at most 120 characters; null or blank clears it */
  offerText?: string | null | undefined;
  /** the product this one is a variant of, if any */
  parentProductId?: string | number | null | undefined;
  /** certified range, km */
  range?: number | null | undefined;
  /** km */
  rangeMax?: number | null | undefined;
  /** km */
  rangeMin?: number | null | undefined;
  /** as the maker states it */
  size?: string | null | undefined;
  /** km/h */
  topSpeed?: number | null | undefined;
  /** Nm */
  torque?: number | null | undefined;
  /** e.g. belt drive */
  transmission?: string | null | undefined;
  /** the kind of vehicle */
  vehicleType: VehicleType;
  /** years */
  warranty?: number | null | undefined;
  /** kg */
  weight?: number | null | undefined;
};

/** The orders the product list can be sorted in. */
export type ProductSort =
  /** by name, A to Z */
  | 'NAME'
  /** newest first (default) */
  | 'NEWEST'
  /** oldest first */
  | 'OLDEST'
  /** most wishlisted first */
  | 'POPULAR'
  /** cheapest first, on the lowest colour price */
  | 'PRICE_ASC'
  /** dearest first, on the lowest colour price */
  | 'PRICE_DESC'
  /** longest effectiveRange first; products that state no range last */
  | 'RANGE_DESC'
  /** best rated first: the higher average review rating, then the more reviews; unrated last */
  | 'RATING';

/** How a rate is counted. */
export type RateKind =
  /** rupees */
  | 'FIXED'
  /** percent of the ex-showroom price */
  | 'PERCENT'
  /** rupees per kWh of battery */
  | 'PER_KWH';

/** One rate as an admin saves it. */
export type RateRuleInput = {
  /** at most this many rupees */
  cap?: number | null | undefined;
  /** at most this percent of the ex-showroom price */
  capPercent?: number | null | undefined;
  /** how the value is counted */
  kind: RateKind;
  /** applies only up to this ex-showroom price (rupees) */
  maxExShowroom?: number | null | undefined;
  /** where the figure comes from (the policy, tariff order or rate card it is taken from) */
  source: string;
  /** a percent, rupees or rupees per kWh, as kind says */
  value: number;
  /** when the figure was last checked against its source */
  verifiedOn: string;
};

/** A new account, as the registration form sends it. */
export type RegisterInput = {
  /** contact number as people type it (+91, 0, spaces); stored as its 10 digits */
  contact: string;
  /** e-mail address: the account's sign-in */
  email: string;
  /** the language of the site and mails; EN when left out */
  language?: Locale | null | undefined;
  /** full name */
  name: string;
  /** at least 6 characters */
  password: string;
  /** DEALER, AGENT or USER */
  role: Role;
  /** a name to sign in with */
  username: string;
};

/** The product page's "Get the best on-road offer" form. */
export type RequestOfferInput = {
  /** the shopper's city, up to 100 characters */
  cityName: string;
  /** phone as typed (+91, 0, spaces): stored as 10 digits */
  contact: string;
  /** e-mail address for the offers */
  email: string;
  /** up to 100 characters */
  name: string;
  /** the vehicle */
  productId: string | number;
};

/** A new password, with the token of the reset mail. */
export type ResetPasswordInput = {
  /** the new password again */
  confirmPassword: string;
  /** the new password */
  newPassword: string;
  /** the token from the reset mail's link (single use, valid for an hour) */
  resetToken: string;
};

/** Where a review stands: new reviews wait for an admin, who approves or hides them. */
export type ReviewStatus =
  /** published on the product page */
  | 'APPROVED'
  /** hidden by an admin, with a reason */
  | 'HIDDEN'
  /** waiting for an admin */
  | 'PENDING';

/** Who cancelled a ride. */
export type RideCanceller =
  /** the customer who booked */
  | 'CUSTOMER'
  /** the shop's dealer */
  | 'DEALER'
  /** EV Bazaar itself */
  | 'SYSTEM';

/** The kind of account: customers (USER), dealers, agents, admins and superadmins. SUPERADMIN can do all that ADMIN can. */
export type Role =
  /** runs the catalogue, content and accounts */
  | 'ADMIN'
  /** an EV Bazaar agent: works leads */
  | 'AGENT'
  /** runs a shop: its profile, stock and test rides */
  | 'DEALER'
  /** can do all that an admin can */
  | 'SUPERADMIN'
  /** a customer: books test rides, keeps a wishlist, writes reviews */
  | 'USER';

/** A dealer's offer. */
export type SendOfferInput = {
  /** up to 1000 characters */
  note?: string | null | undefined;
  /** on-road price in whole rupees */
  price: number;
  /** the last day the offer holds: today to 90 days ahead */
  validUntil: string;
};

/** The dealer's own shop profile as the dealer saves it. */
export type ShopInput = {
  /** first address line */
  address1: string;
  /** second address line, when there is one */
  address2?: string | null | undefined;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId: string;
  /** the city as shown, e.g. Mumbai */
  cityName?: string | null | undefined;
  /** a Country id, e.g. IN */
  countryId: string;
  /** the country as shown, e.g. India */
  countryName?: string | null | undefined;
  /** a landmark near the shop, to find it */
  landmark?: string | null | undefined;
  /** latitude to pin the shop at (with lng, inside India); without both the shop stays where it was in its city, else at the city's centre */
  lat?: number | null | undefined;
  /** longitude to pin the shop at (with lat) */
  lng?: number | null | undefined;
  /** the shop's phone as people type it, stored as its 10 digits; required ("Phone is required"), nullable here so older integrations get a field error, not a schema break */
  phone?: string | null | undefined;
  /** the shop's trading name */
  shopName: string;
  /** a State id, e.g. IN-MH */
  stateId: string;
  /** the state as shown, e.g. Maharashtra */
  stateName?: string | null | undefined;
};

/** The shop's test-ride calendar as the dealer saves it. */
export type ShopRideHoursInput = {
  /** test rides that can run at once */
  capacity: number;
  /** dates the shop is closed (holidays) */
  closedDates?: Array<string> | null | undefined;
  /** how many days ahead slots can be booked */
  horizonDays?: number | null | undefined;
  /** how long before a slot it can still be booked */
  minNoticeMinutes?: number | null | undefined;
  /** length of a slot */
  slotMinutes: number;
  /** seven entries, Monday first */
  weekly: Array<DayHoursInput | null | undefined>;
};

/** Where a test ride stands. New rides are PENDING; the dealer confirms and completes them; either side may cancel an open ride. */
export type TestDriveStatus =
  /** cancelled by the customer, the dealer or EV Bazaar (the record stays) */
  | 'CANCELLED'
  /** the ride took place */
  | 'COMPLETED'
  /** the dealer confirmed it */
  | 'CONFIRMED'
  /** booked, waiting for the dealer */
  | 'PENDING';

/** A change of a lead; absent fields stay as they are. */
export type UpdateLeadInput = {
  /** why the lead was lost, up to 500 characters */
  lostReason?: string | null | undefined;
  /** India date of the next follow-up; null clears it */
  nextFollowUpOn?: string | null | undefined;
  /** a note for the timeline, up to 2000 characters */
  note?: string | null | undefined;
  /** the new status; LOST needs lostReason */
  status?: LeadStatus | null | undefined;
};

/** The signed-in user's own contact number and address. */
export type UpdateProfileInput = {
  /** first address line */
  address1: string;
  /** second address line, when there is one */
  address2?: string | null | undefined;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId: string;
  /** the city as shown, e.g. Mumbai */
  cityName?: string | null | undefined;
  /** contact number as people type it; stored as its 10 digits */
  contact: string;
  /** a Country id, e.g. IN */
  countryId: string;
  /** the country as shown, e.g. India */
  countryName?: string | null | undefined;
  /** the language of the site and mails; left out, it stays as it is */
  language?: Locale | null | undefined;
  /** a State id, e.g. IN-MH */
  stateId: string;
  /** the state as shown, e.g. Maharashtra */
  stateName?: string | null | undefined;
};

/** An account as an admin edits it. */
export type UpdateUserInput = {
  /** contact number as people type it; stored as its 10 digits */
  contact: string;
  /** e-mail address */
  email: string;
  /** full name */
  name: string;
  /** USER, DEALER or AGENT */
  role: Role;
};

/** What changes of an endpoint: an absent or null field stays as it is. */
export type UpdateWebhookEndpointInput = {
  /** a blank one removes it */
  description?: string | null | undefined;
  /** false enables a disabled endpoint again */
  disabled?: boolean | null | undefined;
  /** the events it receives from now on */
  events?: Array<WebhookEvent> | null | undefined;
  /** a new http(s) URL */
  url?: string | null | undefined;
};

/** A state's rates for one vehicle type, as an admin saves them. */
export type VehicleRatesInput = {
  /** the central incentive, if any */
  centralIncentive?: RateRuleInput | null | undefined;
  /** first-year insurance */
  insurance: RateRuleInput;
  /** km/L of a comparable petrol vehicle */
  petrolMileage: number;
  /** where the petrol mileage comes from */
  petrolMileageSource: string;
  /** registration fee */
  registration: RateRuleInput;
  /** road tax */
  roadTax: RateRuleInput;
  /** the state's subsidy, if any */
  stateSubsidy?: RateRuleInput | null | undefined;
  /** COUNTER or AFTER_PURCHASE; AFTER_PURCHASE when left out */
  stateSubsidyAppliesTo?: LineAppliesTo | null | undefined;
};

/** The kinds of electric vehicle the catalogue lists. */
export type VehicleType =
  /** two-wheeler motorcycles */
  | 'BIKE'
  /** commercial vehicles: three-wheelers, goods carriers */
  | 'COMMERCIAL'
  /** cars */
  | 'FOUR_WHEELER'
  /** two-wheeler scooters */
  | 'SCOOTER';

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** the endpoint answered 2xx */
  | 'DELIVERED'
  /** given up after its last try, until it is redelivered */
  | 'FAILED'
  /** waiting for its first try, or due again after a failed one */
  | 'PENDING';

/** An event a webhook endpoint subscribes to; the payload's `type` spells it test_ride.booked, product.created and so on. */
export type WebhookEvent =
  /** an admin added a product */
  | 'PRODUCT_CREATED'
  /** an admin deleted a product */
  | 'PRODUCT_DELETED'
  /** an admin changed a product */
  | 'PRODUCT_UPDATED'
  /** a review was approved and shows on its product */
  | 'REVIEW_APPROVED'
  /** a customer booked a test ride */
  | 'TEST_RIDE_BOOKED'
  /** cancelled by the customer or the dealer */
  | 'TEST_RIDE_CANCELLED'
  /** the ride moved to another slot */
  | 'TEST_RIDE_RESCHEDULED'
  /** confirmed, completed or set back to pending */
  | 'TEST_RIDE_STATUS_CHANGED';
