/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type BlogInput = {
  content: string;
  image: string;
  title: string;
};

export type BookTestDriveInput = {
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
  /** km: the certified range, else the highest claimed */
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
  /** longest range first (the certified range, else the highest claimed) */
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
  | 'DEALER';

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

export type VehicleRatesInput = {
  centralIncentive?: RateRuleInput | null | undefined;
  insurance: RateRuleInput;
  petrolMileage: number;
  petrolMileageSource: string;
  registration: RateRuleInput;
  roadTax: RateRuleInput;
  stateSubsidy?: RateRuleInput | null | undefined;
};

export type VehicleType =
  | 'BIKE'
  | 'COMMERCIAL'
  | 'FOUR_WHEELER'
  | 'SCOOTER';

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ id: string, name: string }> };

export type StatesQueryVariables = Exact<{
  countryId: string | number;
}>;


export type StatesQuery = { states: Array<{ id: string, name: string }> };

export type CitiesQueryVariables = Exact<{
  stateId: string | number;
}>;


export type CitiesQuery = { cities: Array<{ id: string, name: string }> };

export type ProductSuggestionsQueryVariables = Exact<{
  query: string;
}>;


export type ProductSuggestionsQuery = { productSuggestions: Array<{ id: string, slug: string, name: string, vehicleType: VehicleType, price: number | null, brand: { id: string, name: string } | null }> };

export type LocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationsQuery = { locations: Array<{ id: string, stateName: string, cityName: string }> };

export type RateRuleFieldsFragment = { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string };

export type VehicleRatesFieldsFragment = { vehicleType: VehicleType, petrolMileage: number, petrolMileageSource: string, roadTax: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string }, registration: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string }, insurance: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string }, stateSubsidy: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string } | null, centralIncentive: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string } | null };

export type PricingStateListQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingStateListQuery = { pricingStates: Array<{ stateId: string, stateName: string }> };

export type StateRatesQueryVariables = Exact<{
  stateId: string | number;
}>;


export type StateRatesQuery = { pricingState: { stateId: string, stateName: string, policy: string, electricityTariff: number, tariffSource: string, tariffVerifiedOn: string, petrolPrice: number, petrolSource: string, petrolVerifiedOn: string, rates: Array<{ vehicleType: VehicleType, petrolMileage: number, petrolMileageSource: string, roadTax: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string }, registration: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string }, insurance: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string }, stateSubsidy: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string } | null, centralIncentive: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string } | null }> } | null };

export type VisitorProfileStateQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitorProfileStateQuery = { me: { id: string, stateId: string | null } };

export type ProductCardFieldsFragment = { id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, topSpeed: number | null, range: number | null, rangeMax: number | null, charging: number | null, battery: number | null, rating: { average: number, count: number } | null };

export type AddToWishlistMutationVariables = Exact<{
  productId: string | number;
}>;


export type AddToWishlistMutation = { addToWishlist: { id: string, wishlisted: boolean } };

export type RemoveFromWishlistMutationVariables = Exact<{
  productId: string | number;
}>;


export type RemoveFromWishlistMutation = { removeFromWishlist: { id: string, wishlisted: boolean } };

export type AdminUserFieldsFragment = { id: string, name: string | null, email: string, contact: string | null, role: Role, isVerified: boolean };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminUsersQuery = { users: { total: number, page: number, totalPages: number, items: Array<{ id: string, name: string | null, email: string, contact: string | null, role: Role, isVerified: boolean }> } };

export type AdminCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type AdminCreateUserMutation = { createUser: { id: string, name: string | null, email: string, contact: string | null, role: Role, isVerified: boolean } };

export type AdminUpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type AdminUpdateUserMutation = { updateUser: { id: string, name: string | null, email: string, contact: string | null, role: Role, isVerified: boolean } };

export type AdminDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteUserMutation = { deleteUser: string };

export type AdminSetUserVerifiedMutationVariables = Exact<{
  id: string | number;
  isVerified: boolean;
}>;


export type AdminSetUserVerifiedMutation = { setUserVerified: { id: string, isVerified: boolean } };

export type AdminBlogFieldsFragment = { id: string, title: string, content: string, image: string | null, createdAt: string };

export type AdminBlogsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminBlogsQuery = { blogCount: number, blogs: Array<{ id: string, title: string, content: string, image: string | null, createdAt: string }> };

export type AdminBlogQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBlogQuery = { blog: { id: string, title: string, content: string, image: string | null, createdAt: string } | null };

export type AdminCreateBlogMutationVariables = Exact<{
  input: BlogInput;
}>;


export type AdminCreateBlogMutation = { createBlog: { id: string, title: string, content: string, image: string | null, createdAt: string } };

export type AdminUpdateBlogMutationVariables = Exact<{
  id: string | number;
  input: BlogInput;
}>;


export type AdminUpdateBlogMutation = { updateBlog: { id: string, title: string, content: string, image: string | null, createdAt: string } };

export type AdminDeleteBlogMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteBlogMutation = { deleteBlog: string };

export type AdminBrandFieldsFragment = { id: string, name: string, logoUrl: string | null, website: string | null, description: string | null };

export type AdminBrandsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminBrandsQuery = { brandCount: number, brands: Array<{ id: string, name: string, logoUrl: string | null, website: string | null, description: string | null }> };

export type AdminCreateBrandMutationVariables = Exact<{
  input: BrandInput;
}>;


export type AdminCreateBrandMutation = { createBrand: { id: string, name: string, logoUrl: string | null, website: string | null, description: string | null } };

export type AdminUpdateBrandMutationVariables = Exact<{
  id: string | number;
  input: BrandInput;
}>;


export type AdminUpdateBrandMutation = { updateBrand: { id: string, name: string, logoUrl: string | null, website: string | null, description: string | null } };

export type AdminDeleteBrandMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteBrandMutation = { deleteBrand: string };

export type AdminProductsQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
}>;


export type AdminProductsQuery = { products: { total: number, page: number, totalPages: number, items: Array<{ id: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, brand: { id: string, name: string } | null }> } };

export type AdminProductChoicesQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
}>;


export type AdminProductChoicesQuery = { products: { items: Array<{ id: string, name: string }> } };

export type AdminProductFieldsFragment = { id: string, name: string, description: string, images: Array<string>, vehicleType: VehicleType, offerStartDate: string | null, offerEndDate: string | null, additionalFeatures: Array<string>, size: string | null, rangeMin: number | null, rangeMax: number | null, range: number | null, battery: number | null, charging: number | null, topSpeed: number | null, motorPower: number | null, weight: number | null, warranty: number | null, accessoriesDesc: string | null, acceleration: number | null, transmission: string | null, torque: number | null, chargerType: string | null, cruiseControl: boolean | null, navigation: boolean | null, mobileApp: boolean | null, brand: { id: string } | null, parentProduct: { id: string, name: string } | null, colors: Array<{ id: string, name: string, code: string, price: number, stock: number, images: Array<string> }> };

export type AdminProductQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminProductQuery = { product: { id: string, name: string, description: string, images: Array<string>, vehicleType: VehicleType, offerStartDate: string | null, offerEndDate: string | null, additionalFeatures: Array<string>, size: string | null, rangeMin: number | null, rangeMax: number | null, range: number | null, battery: number | null, charging: number | null, topSpeed: number | null, motorPower: number | null, weight: number | null, warranty: number | null, accessoriesDesc: string | null, acceleration: number | null, transmission: string | null, torque: number | null, chargerType: string | null, cruiseControl: boolean | null, navigation: boolean | null, mobileApp: boolean | null, brand: { id: string } | null, parentProduct: { id: string, name: string } | null, colors: Array<{ id: string, name: string, code: string, price: number, stock: number, images: Array<string> }> } | null };

export type AdminCreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type AdminCreateProductMutation = { createProduct: { id: string, name: string, description: string, images: Array<string>, vehicleType: VehicleType, offerStartDate: string | null, offerEndDate: string | null, additionalFeatures: Array<string>, size: string | null, rangeMin: number | null, rangeMax: number | null, range: number | null, battery: number | null, charging: number | null, topSpeed: number | null, motorPower: number | null, weight: number | null, warranty: number | null, accessoriesDesc: string | null, acceleration: number | null, transmission: string | null, torque: number | null, chargerType: string | null, cruiseControl: boolean | null, navigation: boolean | null, mobileApp: boolean | null, brand: { id: string } | null, parentProduct: { id: string, name: string } | null, colors: Array<{ id: string, name: string, code: string, price: number, stock: number, images: Array<string> }> } };

export type AdminUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type AdminUpdateProductMutation = { updateProduct: { id: string, name: string, description: string, images: Array<string>, vehicleType: VehicleType, offerStartDate: string | null, offerEndDate: string | null, additionalFeatures: Array<string>, size: string | null, rangeMin: number | null, rangeMax: number | null, range: number | null, battery: number | null, charging: number | null, topSpeed: number | null, motorPower: number | null, weight: number | null, warranty: number | null, accessoriesDesc: string | null, acceleration: number | null, transmission: string | null, torque: number | null, chargerType: string | null, cruiseControl: boolean | null, navigation: boolean | null, mobileApp: boolean | null, brand: { id: string } | null, parentProduct: { id: string, name: string } | null, colors: Array<{ id: string, name: string, code: string, price: number, stock: number, images: Array<string> }> } };

export type AdminDeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteProductMutation = { deleteProduct: string };

export type AdminComparisonsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminComparisonsQuery = { comparisonCount: number, comparisons: Array<{ id: string, createdAt: string, product1: { id: string, name: string, images: Array<string>, price: number | null }, product2: { id: string, name: string, images: Array<string>, price: number | null } }> };

export type AdminCreateComparisonMutationVariables = Exact<{
  input: ComparisonInput;
}>;


export type AdminCreateComparisonMutation = { createComparison: { id: string } };

export type AdminDeleteComparisonMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteComparisonMutation = { deleteComparison: string };

export type AdminLocationsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminLocationsQuery = { locationCount: number, locations: Array<{ id: string, countryId: string, countryName: string, stateId: string, stateName: string, cityId: string, cityName: string, address1: string, address2: string | null }> };

export type AdminCreateLocationMutationVariables = Exact<{
  input: LocationInput;
}>;


export type AdminCreateLocationMutation = { createLocation: { id: string } };

export type AdminDeleteLocationMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteLocationMutation = { deleteLocation: string };

export type AdminEnquiriesQueryVariables = Exact<{
  kind: EnquiryKind;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminEnquiriesQuery = { enquiryCount: number, enquiries: Array<{ id: string, name: string, email: string, phone: string, message: string, createdAt: string }> };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, name: string | null, email: string, role: Role } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type BlogsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type BlogsQuery = { blogs: Array<{ id: string, title: string, content: string, image: string | null, createdAt: string }> };

export type BlogQueryVariables = Exact<{
  id: string | number;
}>;


export type BlogQuery = { blog: { id: string, title: string, content: string, image: string | null, createdAt: string } | null };

export type CompareProductsQueryVariables = Exact<{
  slugs: Array<string> | string;
}>;


export type CompareProductsQuery = { compareProducts: Array<{ id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, topSpeed: number | null, rangeMin: number | null, rangeMax: number | null, range: number | null, charging: number | null, battery: number | null, motorPower: number | null, weight: number | null, warranty: number | null, acceleration: number | null, torque: number | null, brand: { id: string, name: string } | null }> };

export type ComparisonVehicleFragment = { id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, topSpeed: number | null, range: number | null, rangeMax: number | null, acceleration: number | null, transmission: string | null, motorPower: number | null, torque: number | null, battery: number | null, chargerType: string | null, cruiseControl: boolean | null, navigation: boolean | null, mobileApp: boolean | null, brand: { id: string, name: string } | null };

export type PublicComparisonsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicComparisonsQuery = { comparisons: Array<{ id: string, product1: { id: string, name: string, images: Array<string>, price: number | null }, product2: { id: string, name: string, images: Array<string>, price: number | null } }> };

export type PublicComparisonQueryVariables = Exact<{
  id: string | number;
}>;


export type PublicComparisonQuery = { comparison: { id: string, product1: { id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, topSpeed: number | null, range: number | null, rangeMax: number | null, acceleration: number | null, transmission: string | null, motorPower: number | null, torque: number | null, battery: number | null, chargerType: string | null, cruiseControl: boolean | null, navigation: boolean | null, mobileApp: boolean | null, brand: { id: string, name: string } | null }, product2: { id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, topSpeed: number | null, range: number | null, rangeMax: number | null, acceleration: number | null, transmission: string | null, motorPower: number | null, torque: number | null, battery: number | null, chargerType: string | null, cruiseControl: boolean | null, navigation: boolean | null, mobileApp: boolean | null, brand: { id: string, name: string } | null } } | null };

export type ComparisonVehicleByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ComparisonVehicleByIdQuery = { product: { id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, topSpeed: number | null, range: number | null, rangeMax: number | null, acceleration: number | null, transmission: string | null, motorPower: number | null, torque: number | null, battery: number | null, chargerType: string | null, cruiseControl: boolean | null, navigation: boolean | null, mobileApp: boolean | null, brand: { id: string, name: string } | null } | null };

export type ComparisonBrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type ComparisonBrandsQuery = { brands: Array<{ id: string, name: string }> };

export type ComparisonBrandModelsQueryVariables = Exact<{
  brandId: string | number;
  search?: string | null | undefined;
  limit: number;
}>;


export type ComparisonBrandModelsQuery = { products: { items: Array<{ id: string, name: string }> } };

export type DealerDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DealerDashboardQuery = { dealerDashboard: { availableProductCount: number, testDriveCounts: { pending: number, confirmed: number, completed: number, cancelled: number } } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminDashboard: { userCount: number, blogCount: number, locationCount: number, productCount: number, comparisonCount: number, roleCounts: { user: number, dealer: number, agent: number, admin: number, superadmin: number }, vehicleTypeCounts: { scooter: number, bike: number, fourWheeler: number, commercial: number } } };

export type AgentDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentDashboardQuery = { agentDashboard: { wishlistCount: number, productCount: number, dealerCount: number, locationCount: number } };

export type ShopFieldsFragment = { id: string, shopName: string, countryId: string, countryName: string | null, stateId: string, stateName: string | null, cityId: string, cityName: string | null, address1: string, address2: string | null, landmark: string | null };

export type MyShopQueryVariables = Exact<{ [key: string]: never; }>;


export type MyShopQuery = { myShop: { id: string, shopName: string, countryId: string, countryName: string | null, stateId: string, stateName: string | null, cityId: string, cityName: string | null, address1: string, address2: string | null, landmark: string | null } | null };

export type SaveShopMutationVariables = Exact<{
  input: ShopInput;
}>;


export type SaveShopMutation = { saveShop: { id: string, shopName: string, countryId: string, countryName: string | null, stateId: string, stateName: string | null, cityId: string, cityName: string | null, address1: string, address2: string | null, landmark: string | null } };

export type MyProductAvailabilityQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MyProductAvailabilityQuery = { myProductAvailabilityCount: number, myProductAvailability: Array<{ id: string, isAvailable: boolean, updatedAt: string, product: { id: string, name: string } }> };

export type DealerProductChoicesQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
}>;


export type DealerProductChoicesQuery = { products: { items: Array<{ id: string, name: string }> } };

export type SetProductAvailabilityMutationVariables = Exact<{
  input: ProductAvailabilityInput;
}>;


export type SetProductAvailabilityMutation = { setProductAvailability: { id: string, isAvailable: boolean, updatedAt: string, product: { id: string, name: string } } };

export type DeleteProductAvailabilityMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductAvailabilityMutation = { deleteProductAvailability: string };

export type RideHoursFieldsFragment = { closedDates: Array<string>, slotMinutes: number, capacity: number, minNoticeMinutes: number, horizonDays: number, days: Array<{ weekday: number, open: string | null, close: string | null }> };

export type MyShopRideHoursQueryVariables = Exact<{ [key: string]: never; }>;


export type MyShopRideHoursQuery = { myShopRideHours: { closedDates: Array<string>, slotMinutes: number, capacity: number, minNoticeMinutes: number, horizonDays: number, days: Array<{ weekday: number, open: string | null, close: string | null }> } | null };

export type SetShopRideHoursMutationVariables = Exact<{
  input: ShopRideHoursInput;
}>;


export type SetShopRideHoursMutation = { setShopRideHours: { closedDates: Array<string>, slotMinutes: number, capacity: number, minNoticeMinutes: number, horizonDays: number, days: Array<{ weekday: number, open: string | null, close: string | null }> } };

export type SendEnquiryMutationVariables = Exact<{
  kind: EnquiryKind;
  input: EnquiryInput;
}>;


export type SendEnquiryMutation = { sendEnquiry: { id: string } };

export type HomeBrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeBrandsQuery = { brands: Array<{ id: string, name: string, slug: string, logoUrl: string | null }> };

export type HomeComparisonsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeComparisonsQuery = { comparisons: Array<{ id: string, product1: { id: string, name: string, images: Array<string>, price: number | null }, product2: { id: string, name: string, images: Array<string>, price: number | null } }> };

export type MailOutboxQueryVariables = Exact<{
  status?: MailStatus | null | undefined;
  page?: number | null | undefined;
}>;


export type MailOutboxQuery = { mailOutbox: { total: number, page: number, totalPages: number, items: Array<{ id: string, kind: string, recipient: string, subject: string, status: MailStatus, attempts: number, lastError: string | null, hasInvite: boolean, nextAttemptAt: string, sentAt: string | null, createdAt: string }> } };

export type RetryMailMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryMailMutation = { retryMail: { id: string, status: MailStatus, attempts: number, lastError: string | null, nextAttemptAt: string } };

export type OnRoadPriceQueryVariables = Exact<{
  productId: string | number;
  colorId?: string | number | null | undefined;
  stateId: string | number;
}>;


export type OnRoadPriceQuery = { onRoadPrice: { stateId: string, stateName: string, colorId: string, exShowroom: number, onRoad: number, indicative: boolean, lines: Array<{ label: string, amount: number, source: string, verifiedOn: string }> } };

export type AdminPricingStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPricingStatesQuery = { pricingStates: Array<{ stateId: string, stateName: string, policy: string, electricityTariff: number, tariffSource: string, tariffVerifiedOn: string, petrolPrice: number, petrolSource: string, petrolVerifiedOn: string, updatedAt: string, rates: Array<{ updatedAt: string, vehicleType: VehicleType, petrolMileage: number, petrolMileageSource: string, roadTax: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string }, registration: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string }, insurance: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string }, stateSubsidy: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string } | null, centralIncentive: { kind: RateKind, value: number, cap: number | null, capPercent: number | null, maxExShowroom: number | null, source: string, verifiedOn: string } | null }> }> };

export type SavePricingStateMutationVariables = Exact<{
  stateId: string | number;
  input: PricingStateInput;
}>;


export type SavePricingStateMutation = { savePricingState: { stateId: string, stateName: string, policy: string, electricityTariff: number, petrolPrice: number, updatedAt: string } };

export type SavePricingRatesMutationVariables = Exact<{
  stateId: string | number;
  vehicleType: VehicleType;
  input: VehicleRatesInput;
}>;


export type SavePricingRatesMutation = { savePricingRates: { stateId: string, updatedAt: string } };

export type ProductsQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
}>;


export type ProductsQuery = { products: { total: number, page: number, totalPages: number, items: Array<{ id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, topSpeed: number | null, range: number | null, rangeMax: number | null, charging: number | null, battery: number | null, rating: { average: number, count: number } | null }> } };

export type ProductDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductDetailQuery = { product: { id: string, slug: string, name: string, description: string, images: Array<string>, vehicleType: VehicleType, price: number | null, topSpeed: number | null, rangeMin: number | null, rangeMax: number | null, range: number | null, charging: number | null, battery: number | null, motorPower: number | null, weight: number | null, warranty: number | null, offerStartDate: string | null, offerEndDate: string | null, colors: Array<{ id: string, name: string, code: string, price: number, images: Array<string> }>, variants: Array<{ id: string, slug: string, name: string }> } | null };

export type ProductWishlistedQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductWishlistedQuery = { product: { id: string, wishlisted: boolean } | null };

export type ProductFacetsQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
}>;


export type ProductFacetsQuery = { productFacets: { total: number, brands: Array<{ id: string, name: string, slug: string, count: number }>, price: { min: number | null, max: number | null }, range: { min: number | null, max: number | null }, topSpeed: { min: number | null, max: number | null }, battery: { min: number | null, max: number | null }, charging: { min: number | null, max: number | null } } };

export type BrandBySlugQueryVariables = Exact<{
  slug: string;
}>;


export type BrandBySlugQuery = { brandBySlug: { id: string, name: string, slug: string, logoUrl: string | null, description: string | null } | null };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { me: { id: string, username: string | null, name: string | null, email: string, contact: string | null, role: Role, countryId: string | null, countryName: string | null, stateId: string | null, stateName: string | null, cityId: string | null, cityName: string | null, address1: string | null, address2: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, name: string | null, email: string, contact: string | null, countryId: string | null, countryName: string | null, stateId: string | null, stateName: string | null, cityId: string | null, cityName: string | null, address1: string | null, address2: string | null } };

export type ProductReviewsQueryVariables = Exact<{
  productId: string | number;
  page?: number | null | undefined;
}>;


export type ProductReviewsQuery = { product: { id: string, rating: { average: number, count: number } | null } | null, productReviews: { total: number, page: number, totalPages: number, items: Array<{ id: string, productRating: number, shopRating: number, text: string, authorName: string | null, verifiedRide: boolean, createdAt: string, shop: { id: string, shopName: string } }> } };

export type CreateReviewMutationVariables = Exact<{
  input: CreateReviewInput;
}>;


export type CreateReviewMutation = { createReview: { id: string, status: ReviewStatus } };

export type ModerationReviewsQueryVariables = Exact<{
  status?: ReviewStatus | null | undefined;
  page?: number | null | undefined;
}>;


export type ModerationReviewsQuery = { reviews: { total: number, page: number, totalPages: number, items: Array<{ id: string, status: ReviewStatus, productRating: number, shopRating: number, text: string, authorName: string | null, moderationReason: string | null, createdAt: string, product: { id: string, name: string }, shop: { id: string, shopName: string } }> } };

export type SetReviewStatusMutationVariables = Exact<{
  id: string | number;
  status: ReviewStatus;
  reason?: string | null | undefined;
}>;


export type SetReviewStatusMutation = { setReviewStatus: { id: string, status: ReviewStatus, moderationReason: string | null } };

export type MyShopReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type MyShopReviewsQuery = { myShopReviews: { total: number, page: number, totalPages: number, items: Array<{ id: string, productRating: number, shopRating: number, text: string, authorName: string | null, createdAt: string, product: { id: string, name: string } }> } };

export type ShopsByLocationQueryVariables = Exact<{
  locationId: string | number;
}>;


export type ShopsByLocationQuery = { shopsByLocation: Array<{ id: string, shopName: string }> };

export type SearchProductsQueryVariables = Exact<{
  locationId: string | number;
  shopId: string | number;
}>;


export type SearchProductsQuery = { searchProducts: Array<{ id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, topSpeed: number | null, range: number | null, rangeMax: number | null, charging: number | null, battery: number | null, rating: { average: number, count: number } | null }> };

export type MyTestDrivesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTestDrivesQuery = { myTestDrives: Array<{ id: string, status: TestDriveStatus, createdAt: string, reviewStatus: ReviewStatus | null, slotStart: string | null, slotEnd: string | null, cancelledBy: RideCanceller | null, cancelReason: string | null, product: { id: string, slug: string, name: string, images: Array<string> }, shop: { id: string, shopName: string, address1: string, address2: string | null, landmark: string | null }, location: { id: string, cityName: string, stateName: string } }> };

export type CancelTestDriveMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type CancelTestDriveMutation = { cancelTestDrive: { id: string, status: TestDriveStatus, cancelledBy: RideCanceller | null, cancelReason: string | null } };

export type RescheduleTestDriveMutationVariables = Exact<{
  id: string | number;
  slotStart: string;
}>;


export type RescheduleTestDriveMutation = { rescheduleTestDrive: { id: string, status: TestDriveStatus, slotStart: string | null, slotEnd: string | null } };

export type TestRideSlotsQueryVariables = Exact<{
  shopId: string | number;
  productId: string | number;
  from?: string | null | undefined;
  days?: number | null | undefined;
}>;


export type TestRideSlotsQuery = { testRideSlots: Array<{ date: string, slots: Array<{ start: string, end: string, remaining: number }> }> };

export type ProductAvailabilityQueryVariables = Exact<{
  locationId: string | number;
  productId: string | number;
}>;


export type ProductAvailabilityQuery = { productAvailability: Array<{ id: string, shop: { id: string, shopName: string, rideResponse: { medianMinutes: number, label: string } | null } }> };

export type BookTestDriveMutationVariables = Exact<{
  input: BookTestDriveInput;
}>;


export type BookTestDriveMutation = { bookTestDrive: { id: string, status: TestDriveStatus, slotStart: string | null } };

export type DealerTestDrivesQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DealerTestDrivesQuery = { dealerTestDriveCount: number, dealerTestDrives: Array<{ id: string, status: TestDriveStatus, createdAt: string, slotStart: string | null, slotEnd: string | null, cancelledBy: RideCanceller | null, cancelReason: string | null, product: { id: string, name: string }, shop: { id: string }, customer: { id: string, name: string | null, email: string } }> };

export type SetTestDriveStatusMutationVariables = Exact<{
  id: string | number;
  status: TestDriveStatus;
  reason?: string | null | undefined;
}>;


export type SetTestDriveStatusMutation = { setTestDriveStatus: { id: string, status: TestDriveStatus, cancelledBy: RideCanceller | null, cancelReason: string | null } };

export type RemoveTestDriveMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveTestDriveMutation = { removeTestDrive: string };

export type MyWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWishlistQuery = { myWishlist: Array<{ id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: VehicleType, topSpeed: number | null, range: number | null, rangeMax: number | null, charging: number | null, battery: number | null, rating: { average: number, count: number } | null }> };

export const RateRuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"capPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxExShowroom"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedOn"}}]}}]} as unknown as DocumentNode;
export const VehicleRatesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehicleRatesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleRates"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"roadTax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insurance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateSubsidy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centralIncentive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"petrolMileage"}},{"kind":"Field","name":{"kind":"Name","value":"petrolMileageSource"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"capPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxExShowroom"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedOn"}}]}}]} as unknown as DocumentNode;
export const ProductCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]} as unknown as DocumentNode;
export const AdminBlogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Blog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const AdminBrandFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode;
export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"offerEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"additionalFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMin"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"accessoriesDesc"}},{"kind":"Field","name":{"kind":"Name","value":"acceleration"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"torque"}},{"kind":"Field","name":{"kind":"Name","value":"chargerType"}},{"kind":"Field","name":{"kind":"Name","value":"cruiseControl"}},{"kind":"Field","name":{"kind":"Name","value":"navigation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileApp"}}]}}]} as unknown as DocumentNode;
export const ComparisonVehicleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"acceleration"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"torque"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"chargerType"}},{"kind":"Field","name":{"kind":"Name","value":"cruiseControl"}},{"kind":"Field","name":{"kind":"Name","value":"navigation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileApp"}}]}}]} as unknown as DocumentNode;
export const ShopFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}}]}}]} as unknown as DocumentNode;
export const RideHoursFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RideHoursFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopRideHours"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"close"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedDates"}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}}]}}]} as unknown as DocumentNode;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useCountriesQuery(options?: Omit<Urql.UseQueryArgs<CountriesQueryVariables>, 'query'>) {
  return Urql.useQuery<CountriesQuery, CountriesQueryVariables>({ query: CountriesDocument, ...options });
};
export const StatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"States"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"states"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"countryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useStatesQuery(options: Omit<Urql.UseQueryArgs<StatesQueryVariables>, 'query'>) {
  return Urql.useQuery<StatesQuery, StatesQueryVariables>({ query: StatesDocument, ...options });
};
export const CitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useCitiesQuery(options: Omit<Urql.UseQueryArgs<CitiesQueryVariables>, 'query'>) {
  return Urql.useQuery<CitiesQuery, CitiesQueryVariables>({ query: CitiesDocument, ...options });
};
export const ProductSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useProductSuggestionsQuery(options: Omit<Urql.UseQueryArgs<ProductSuggestionsQueryVariables>, 'query'>) {
  return Urql.useQuery<ProductSuggestionsQuery, ProductSuggestionsQueryVariables>({ query: ProductSuggestionsDocument, ...options });
};
export const LocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}}]}}]}}]} as unknown as DocumentNode;

export function useLocationsQuery(options?: Omit<Urql.UseQueryArgs<LocationsQueryVariables>, 'query'>) {
  return Urql.useQuery<LocationsQuery, LocationsQueryVariables>({ query: LocationsDocument, ...options });
};
export const PricingStateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingStateList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}}]}}]}}]} as unknown as DocumentNode;

export function usePricingStateListQuery(options?: Omit<Urql.UseQueryArgs<PricingStateListQueryVariables>, 'query'>) {
  return Urql.useQuery<PricingStateListQuery, PricingStateListQueryVariables>({ query: PricingStateListDocument, ...options });
};
export const StateRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"electricityTariff"}},{"kind":"Field","name":{"kind":"Name","value":"tariffSource"}},{"kind":"Field","name":{"kind":"Name","value":"tariffVerifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"petrolPrice"}},{"kind":"Field","name":{"kind":"Name","value":"petrolSource"}},{"kind":"Field","name":{"kind":"Name","value":"petrolVerifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VehicleRatesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"capPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxExShowroom"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehicleRatesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleRates"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"roadTax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insurance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateSubsidy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centralIncentive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"petrolMileage"}},{"kind":"Field","name":{"kind":"Name","value":"petrolMileageSource"}}]}}]} as unknown as DocumentNode;

export function useStateRatesQuery(options: Omit<Urql.UseQueryArgs<StateRatesQueryVariables>, 'query'>) {
  return Urql.useQuery<StateRatesQuery, StateRatesQueryVariables>({ query: StateRatesDocument, ...options });
};
export const VisitorProfileStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitorProfileState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}}]}}]}}]} as unknown as DocumentNode;

export function useVisitorProfileStateQuery(options?: Omit<Urql.UseQueryArgs<VisitorProfileStateQueryVariables>, 'query'>) {
  return Urql.useQuery<VisitorProfileStateQuery, VisitorProfileStateQueryVariables>({ query: VisitorProfileStateDocument, ...options });
};
export const AddToWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wishlisted"}}]}}]}}]} as unknown as DocumentNode;

export function useAddToWishlistMutation() {
  return Urql.useMutation<AddToWishlistMutation, AddToWishlistMutationVariables>(AddToWishlistDocument);
};
export const RemoveFromWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wishlisted"}}]}}]}}]} as unknown as DocumentNode;

export function useRemoveFromWishlistMutation() {
  return Urql.useMutation<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables>(RemoveFromWishlistDocument);
};
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]} as unknown as DocumentNode;

export function useAdminUsersQuery(options?: Omit<Urql.UseQueryArgs<AdminUsersQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminUsersQuery, AdminUsersQueryVariables>({ query: AdminUsersDocument, ...options });
};
export const AdminCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]} as unknown as DocumentNode;

export function useAdminCreateUserMutation() {
  return Urql.useMutation<AdminCreateUserMutation, AdminCreateUserMutationVariables>(AdminCreateUserDocument);
};
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]} as unknown as DocumentNode;

export function useAdminUpdateUserMutation() {
  return Urql.useMutation<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>(AdminUpdateUserDocument);
};
export const AdminDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useAdminDeleteUserMutation() {
  return Urql.useMutation<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>(AdminDeleteUserDocument);
};
export const AdminSetUserVerifiedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserVerified"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isVerified"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserVerified"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isVerified"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isVerified"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode;

export function useAdminSetUserVerifiedMutation() {
  return Urql.useMutation<AdminSetUserVerifiedMutation, AdminSetUserVerifiedMutationVariables>(AdminSetUserVerifiedDocument);
};
export const AdminBlogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogCount"}},{"kind":"Field","name":{"kind":"Name","value":"blogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBlogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Blog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

export function useAdminBlogsQuery(options?: Omit<Urql.UseQueryArgs<AdminBlogsQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminBlogsQuery, AdminBlogsQueryVariables>({ query: AdminBlogsDocument, ...options });
};
export const AdminBlogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBlogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Blog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

export function useAdminBlogQuery(options: Omit<Urql.UseQueryArgs<AdminBlogQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminBlogQuery, AdminBlogQueryVariables>({ query: AdminBlogDocument, ...options });
};
export const AdminCreateBlogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateBlog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBlog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBlogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Blog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

export function useAdminCreateBlogMutation() {
  return Urql.useMutation<AdminCreateBlogMutation, AdminCreateBlogMutationVariables>(AdminCreateBlogDocument);
};
export const AdminUpdateBlogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateBlog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBlog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBlogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Blog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

export function useAdminUpdateBlogMutation() {
  return Urql.useMutation<AdminUpdateBlogMutation, AdminUpdateBlogMutationVariables>(AdminUpdateBlogDocument);
};
export const AdminDeleteBlogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteBlog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBlog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useAdminDeleteBlogMutation() {
  return Urql.useMutation<AdminDeleteBlogMutation, AdminDeleteBlogMutationVariables>(AdminDeleteBlogDocument);
};
export const AdminBrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBrands"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandCount"}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBrandFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode;

export function useAdminBrandsQuery(options?: Omit<Urql.UseQueryArgs<AdminBrandsQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminBrandsQuery, AdminBrandsQueryVariables>({ query: AdminBrandsDocument, ...options });
};
export const AdminCreateBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBrandFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode;

export function useAdminCreateBrandMutation() {
  return Urql.useMutation<AdminCreateBrandMutation, AdminCreateBrandMutationVariables>(AdminCreateBrandDocument);
};
export const AdminUpdateBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBrandFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode;

export function useAdminUpdateBrandMutation() {
  return Urql.useMutation<AdminUpdateBrandMutation, AdminUpdateBrandMutationVariables>(AdminUpdateBrandDocument);
};
export const AdminDeleteBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useAdminDeleteBrandMutation() {
  return Urql.useMutation<AdminDeleteBrandMutation, AdminDeleteBrandMutationVariables>(AdminDeleteBrandDocument);
};
export const AdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]} as unknown as DocumentNode;

export function useAdminProductsQuery(options?: Omit<Urql.UseQueryArgs<AdminProductsQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminProductsQuery, AdminProductsQueryVariables>({ query: AdminProductsDocument, ...options });
};
export const AdminProductChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useAdminProductChoicesQuery(options: Omit<Urql.UseQueryArgs<AdminProductChoicesQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminProductChoicesQuery, AdminProductChoicesQueryVariables>({ query: AdminProductChoicesDocument, ...options });
};
export const AdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"offerEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"additionalFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMin"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"accessoriesDesc"}},{"kind":"Field","name":{"kind":"Name","value":"acceleration"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"torque"}},{"kind":"Field","name":{"kind":"Name","value":"chargerType"}},{"kind":"Field","name":{"kind":"Name","value":"cruiseControl"}},{"kind":"Field","name":{"kind":"Name","value":"navigation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileApp"}}]}}]} as unknown as DocumentNode;

export function useAdminProductQuery(options: Omit<Urql.UseQueryArgs<AdminProductQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminProductQuery, AdminProductQueryVariables>({ query: AdminProductDocument, ...options });
};
export const AdminCreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"offerEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"additionalFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMin"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"accessoriesDesc"}},{"kind":"Field","name":{"kind":"Name","value":"acceleration"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"torque"}},{"kind":"Field","name":{"kind":"Name","value":"chargerType"}},{"kind":"Field","name":{"kind":"Name","value":"cruiseControl"}},{"kind":"Field","name":{"kind":"Name","value":"navigation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileApp"}}]}}]} as unknown as DocumentNode;

export function useAdminCreateProductMutation() {
  return Urql.useMutation<AdminCreateProductMutation, AdminCreateProductMutationVariables>(AdminCreateProductDocument);
};
export const AdminUpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"offerEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"additionalFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMin"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"accessoriesDesc"}},{"kind":"Field","name":{"kind":"Name","value":"acceleration"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"torque"}},{"kind":"Field","name":{"kind":"Name","value":"chargerType"}},{"kind":"Field","name":{"kind":"Name","value":"cruiseControl"}},{"kind":"Field","name":{"kind":"Name","value":"navigation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileApp"}}]}}]} as unknown as DocumentNode;

export function useAdminUpdateProductMutation() {
  return Urql.useMutation<AdminUpdateProductMutation, AdminUpdateProductMutationVariables>(AdminUpdateProductDocument);
};
export const AdminDeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useAdminDeleteProductMutation() {
  return Urql.useMutation<AdminDeleteProductMutation, AdminDeleteProductMutationVariables>(AdminDeleteProductDocument);
};
export const AdminComparisonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminComparisons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comparisonCount"}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"product1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useAdminComparisonsQuery(options?: Omit<Urql.UseQueryArgs<AdminComparisonsQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminComparisonsQuery, AdminComparisonsQueryVariables>({ query: AdminComparisonsDocument, ...options });
};
export const AdminCreateComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

export function useAdminCreateComparisonMutation() {
  return Urql.useMutation<AdminCreateComparisonMutation, AdminCreateComparisonMutationVariables>(AdminCreateComparisonDocument);
};
export const AdminDeleteComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useAdminDeleteComparisonMutation() {
  return Urql.useMutation<AdminDeleteComparisonMutation, AdminDeleteComparisonMutationVariables>(AdminDeleteComparisonDocument);
};
export const AdminLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationCount"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}}]}}]}}]} as unknown as DocumentNode;

export function useAdminLocationsQuery(options?: Omit<Urql.UseQueryArgs<AdminLocationsQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminLocationsQuery, AdminLocationsQueryVariables>({ query: AdminLocationsDocument, ...options });
};
export const AdminCreateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

export function useAdminCreateLocationMutation() {
  return Urql.useMutation<AdminCreateLocationMutation, AdminCreateLocationMutationVariables>(AdminCreateLocationDocument);
};
export const AdminDeleteLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useAdminDeleteLocationMutation() {
  return Urql.useMutation<AdminDeleteLocationMutation, AdminDeleteLocationMutationVariables>(AdminDeleteLocationDocument);
};
export const AdminEnquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEnquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enquiryCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]},{"kind":"Field","name":{"kind":"Name","value":"enquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

export function useAdminEnquiriesQuery(options: Omit<Urql.UseQueryArgs<AdminEnquiriesQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminEnquiriesQuery, AdminEnquiriesQueryVariables>({ query: AdminEnquiriesDocument, ...options });
};
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useLoginMutation() {
  return Urql.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument);
};
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

export function useRegisterMutation() {
  return Urql.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument);
};
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode;

export function useRequestPasswordResetMutation() {
  return Urql.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument);
};
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode;

export function useResetPasswordMutation() {
  return Urql.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument);
};
export const BlogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Blogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

export function useBlogsQuery(options?: Omit<Urql.UseQueryArgs<BlogsQueryVariables>, 'query'>) {
  return Urql.useQuery<BlogsQuery, BlogsQueryVariables>({ query: BlogsDocument, ...options });
};
export const BlogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Blog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

export function useBlogQuery(options: Omit<Urql.UseQueryArgs<BlogQueryVariables>, 'query'>) {
  return Urql.useQuery<BlogQuery, BlogQueryVariables>({ query: BlogDocument, ...options });
};
export const CompareProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compareProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slugs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMin"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"acceleration"}},{"kind":"Field","name":{"kind":"Name","value":"torque"}}]}}]}}]} as unknown as DocumentNode;

export function useCompareProductsQuery(options: Omit<Urql.UseQueryArgs<CompareProductsQueryVariables>, 'query'>) {
  return Urql.useQuery<CompareProductsQuery, CompareProductsQueryVariables>({ query: CompareProductsDocument, ...options });
};
export const PublicComparisonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicComparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode;

export function usePublicComparisonsQuery(options?: Omit<Urql.UseQueryArgs<PublicComparisonsQueryVariables>, 'query'>) {
  return Urql.useQuery<PublicComparisonsQuery, PublicComparisonsQueryVariables>({ query: PublicComparisonsDocument, ...options });
};
export const PublicComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonVehicle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonVehicle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"acceleration"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"torque"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"chargerType"}},{"kind":"Field","name":{"kind":"Name","value":"cruiseControl"}},{"kind":"Field","name":{"kind":"Name","value":"navigation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileApp"}}]}}]} as unknown as DocumentNode;

export function usePublicComparisonQuery(options: Omit<Urql.UseQueryArgs<PublicComparisonQueryVariables>, 'query'>) {
  return Urql.useQuery<PublicComparisonQuery, PublicComparisonQueryVariables>({ query: PublicComparisonDocument, ...options });
};
export const ComparisonVehicleByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComparisonVehicleById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonVehicle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"acceleration"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"torque"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"chargerType"}},{"kind":"Field","name":{"kind":"Name","value":"cruiseControl"}},{"kind":"Field","name":{"kind":"Name","value":"navigation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileApp"}}]}}]} as unknown as DocumentNode;

export function useComparisonVehicleByIdQuery(options: Omit<Urql.UseQueryArgs<ComparisonVehicleByIdQueryVariables>, 'query'>) {
  return Urql.useQuery<ComparisonVehicleByIdQuery, ComparisonVehicleByIdQueryVariables>({ query: ComparisonVehicleByIdDocument, ...options });
};
export const ComparisonBrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComparisonBrands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useComparisonBrandsQuery(options?: Omit<Urql.UseQueryArgs<ComparisonBrandsQueryVariables>, 'query'>) {
  return Urql.useQuery<ComparisonBrandsQuery, ComparisonBrandsQueryVariables>({ query: ComparisonBrandsDocument, ...options });
};
export const ComparisonBrandModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComparisonBrandModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brandId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"brandId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brandId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useComparisonBrandModelsQuery(options: Omit<Urql.UseQueryArgs<ComparisonBrandModelsQueryVariables>, 'query'>) {
  return Urql.useQuery<ComparisonBrandModelsQuery, ComparisonBrandModelsQueryVariables>({ query: ComparisonBrandModelsDocument, ...options });
};
export const DealerDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testDriveCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableProductCount"}}]}}]}}]} as unknown as DocumentNode;

export function useDealerDashboardQuery(options?: Omit<Urql.UseQueryArgs<DealerDashboardQueryVariables>, 'query'>) {
  return Urql.useQuery<DealerDashboardQuery, DealerDashboardQueryVariables>({ query: DealerDashboardDocument, ...options });
};
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"blogCount"}},{"kind":"Field","name":{"kind":"Name","value":"locationCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"comparisonCount"}},{"kind":"Field","name":{"kind":"Name","value":"roleCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"}},{"kind":"Field","name":{"kind":"Name","value":"dealer"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"superadmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scooter"}},{"kind":"Field","name":{"kind":"Name","value":"bike"}},{"kind":"Field","name":{"kind":"Name","value":"fourWheeler"}},{"kind":"Field","name":{"kind":"Name","value":"commercial"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useAdminDashboardQuery(options?: Omit<Urql.UseQueryArgs<AdminDashboardQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminDashboardQuery, AdminDashboardQueryVariables>({ query: AdminDashboardDocument, ...options });
};
export const AgentDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCount"}},{"kind":"Field","name":{"kind":"Name","value":"locationCount"}}]}}]}}]} as unknown as DocumentNode;

export function useAgentDashboardQuery(options?: Omit<Urql.UseQueryArgs<AgentDashboardQueryVariables>, 'query'>) {
  return Urql.useQuery<AgentDashboardQuery, AgentDashboardQueryVariables>({ query: AgentDashboardDocument, ...options });
};
export const MyShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}}]}}]} as unknown as DocumentNode;

export function useMyShopQuery(options?: Omit<Urql.UseQueryArgs<MyShopQueryVariables>, 'query'>) {
  return Urql.useQuery<MyShopQuery, MyShopQueryVariables>({ query: MyShopDocument, ...options });
};
export const SaveShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveShop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShopInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveShop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}}]}}]} as unknown as DocumentNode;

export function useSaveShopMutation() {
  return Urql.useMutation<SaveShopMutation, SaveShopMutationVariables>(SaveShopDocument);
};
export const MyProductAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProductAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProductAvailabilityCount"}},{"kind":"Field","name":{"kind":"Name","value":"myProductAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useMyProductAvailabilityQuery(options?: Omit<Urql.UseQueryArgs<MyProductAvailabilityQueryVariables>, 'query'>) {
  return Urql.useQuery<MyProductAvailabilityQuery, MyProductAvailabilityQueryVariables>({ query: MyProductAvailabilityDocument, ...options });
};
export const DealerProductChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealerProductChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useDealerProductChoicesQuery(options?: Omit<Urql.UseQueryArgs<DealerProductChoicesQueryVariables>, 'query'>) {
  return Urql.useQuery<DealerProductChoicesQuery, DealerProductChoicesQueryVariables>({ query: DealerProductChoicesDocument, ...options });
};
export const SetProductAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useSetProductAvailabilityMutation() {
  return Urql.useMutation<SetProductAvailabilityMutation, SetProductAvailabilityMutationVariables>(SetProductAvailabilityDocument);
};
export const DeleteProductAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useDeleteProductAvailabilityMutation() {
  return Urql.useMutation<DeleteProductAvailabilityMutation, DeleteProductAvailabilityMutationVariables>(DeleteProductAvailabilityDocument);
};
export const MyShopRideHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShopRideHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShopRideHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RideHoursFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RideHoursFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopRideHours"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"close"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedDates"}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}}]}}]} as unknown as DocumentNode;

export function useMyShopRideHoursQuery(options?: Omit<Urql.UseQueryArgs<MyShopRideHoursQueryVariables>, 'query'>) {
  return Urql.useQuery<MyShopRideHoursQuery, MyShopRideHoursQueryVariables>({ query: MyShopRideHoursDocument, ...options });
};
export const SetShopRideHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetShopRideHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShopRideHoursInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setShopRideHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RideHoursFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RideHoursFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopRideHours"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"close"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedDates"}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}}]}}]} as unknown as DocumentNode;

export function useSetShopRideHoursMutation() {
  return Urql.useMutation<SetShopRideHoursMutation, SetShopRideHoursMutationVariables>(SetShopRideHoursDocument);
};
export const SendEnquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

export function useSendEnquiryMutation() {
  return Urql.useMutation<SendEnquiryMutation, SendEnquiryMutationVariables>(SendEnquiryDocument);
};
export const HomeBrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBrands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode;

export function useHomeBrandsQuery(options?: Omit<Urql.UseQueryArgs<HomeBrandsQueryVariables>, 'query'>) {
  return Urql.useQuery<HomeBrandsQuery, HomeBrandsQueryVariables>({ query: HomeBrandsDocument, ...options });
};
export const HomeComparisonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeComparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useHomeComparisonsQuery(options?: Omit<Urql.UseQueryArgs<HomeComparisonsQueryVariables>, 'query'>) {
  return Urql.useQuery<HomeComparisonsQuery, HomeComparisonsQueryVariables>({ query: HomeComparisonsDocument, ...options });
};
export const MailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"hasInvite"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useMailOutboxQuery(options?: Omit<Urql.UseQueryArgs<MailOutboxQueryVariables>, 'query'>) {
  return Urql.useQuery<MailOutboxQuery, MailOutboxQueryVariables>({ query: MailOutboxDocument, ...options });
};
export const RetryMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]} as unknown as DocumentNode;

export function useRetryMailMutation() {
  return Urql.useMutation<RetryMailMutation, RetryMailMutationVariables>(RetryMailDocument);
};
export const OnRoadPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnRoadPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"colorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onRoadPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"colorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"colorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"colorId"}},{"kind":"Field","name":{"kind":"Name","value":"exShowroom"}},{"kind":"Field","name":{"kind":"Name","value":"onRoad"}},{"kind":"Field","name":{"kind":"Name","value":"indicative"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedOn"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useOnRoadPriceQuery(options: Omit<Urql.UseQueryArgs<OnRoadPriceQueryVariables>, 'query'>) {
  return Urql.useQuery<OnRoadPriceQuery, OnRoadPriceQueryVariables>({ query: OnRoadPriceDocument, ...options });
};
export const AdminPricingStatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPricingStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"electricityTariff"}},{"kind":"Field","name":{"kind":"Name","value":"tariffSource"}},{"kind":"Field","name":{"kind":"Name","value":"tariffVerifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"petrolPrice"}},{"kind":"Field","name":{"kind":"Name","value":"petrolSource"}},{"kind":"Field","name":{"kind":"Name","value":"petrolVerifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VehicleRatesFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"capPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxExShowroom"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehicleRatesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleRates"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"roadTax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insurance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateSubsidy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centralIncentive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"petrolMileage"}},{"kind":"Field","name":{"kind":"Name","value":"petrolMileageSource"}}]}}]} as unknown as DocumentNode;

export function useAdminPricingStatesQuery(options?: Omit<Urql.UseQueryArgs<AdminPricingStatesQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminPricingStatesQuery, AdminPricingStatesQueryVariables>({ query: AdminPricingStatesDocument, ...options });
};
export const SavePricingStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePricingState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PricingStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePricingState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"electricityTariff"}},{"kind":"Field","name":{"kind":"Name","value":"petrolPrice"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

export function useSavePricingStateMutation() {
  return Urql.useMutation<SavePricingStateMutation, SavePricingStateMutationVariables>(SavePricingStateDocument);
};
export const SavePricingRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePricingRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleRatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePricingRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"vehicleType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleType"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

export function useSavePricingRatesMutation() {
  return Urql.useMutation<SavePricingRatesMutation, SavePricingRatesMutationVariables>(SavePricingRatesDocument);
};
export const ProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode;

export function useProductsQuery(options?: Omit<Urql.UseQueryArgs<ProductsQueryVariables>, 'query'>) {
  return Urql.useQuery<ProductsQuery, ProductsQueryVariables>({ query: ProductsDocument, ...options });
};
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMin"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"offerStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"offerEndDate"}}]}}]}}]} as unknown as DocumentNode;

export function useProductDetailQuery(options: Omit<Urql.UseQueryArgs<ProductDetailQueryVariables>, 'query'>) {
  return Urql.useQuery<ProductDetailQuery, ProductDetailQueryVariables>({ query: ProductDetailDocument, ...options });
};
export const ProductWishlistedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductWishlisted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wishlisted"}}]}}]}}]} as unknown as DocumentNode;

export function useProductWishlistedQuery(options: Omit<Urql.UseQueryArgs<ProductWishlistedQueryVariables>, 'query'>) {
  return Urql.useQuery<ProductWishlistedQuery, ProductWishlistedQueryVariables>({ query: ProductWishlistedDocument, ...options });
};
export const ProductFacetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductFacets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productFacets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"battery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useProductFacetsQuery(options?: Omit<Urql.UseQueryArgs<ProductFacetsQueryVariables>, 'query'>) {
  return Urql.useQuery<ProductFacetsQuery, ProductFacetsQueryVariables>({ query: ProductFacetsDocument, ...options });
};
export const BrandBySlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandBySlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;

export function useBrandBySlugQuery(options: Omit<Urql.UseQueryArgs<BrandBySlugQueryVariables>, 'query'>) {
  return Urql.useQuery<BrandBySlugQuery, BrandBySlugQueryVariables>({ query: BrandBySlugDocument, ...options });
};
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}}]}}]}}]} as unknown as DocumentNode;

export function useMyProfileQuery(options?: Omit<Urql.UseQueryArgs<MyProfileQueryVariables>, 'query'>) {
  return Urql.useQuery<MyProfileQuery, MyProfileQueryVariables>({ query: MyProfileDocument, ...options });
};
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}}]}}]}}]} as unknown as DocumentNode;

export function useUpdateProfileMutation() {
  return Urql.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument);
};
export const ProductReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productRating"}},{"kind":"Field","name":{"kind":"Name","value":"shopRating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedRide"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

export function useProductReviewsQuery(options: Omit<Urql.UseQueryArgs<ProductReviewsQueryVariables>, 'query'>) {
  return Urql.useQuery<ProductReviewsQuery, ProductReviewsQueryVariables>({ query: ProductReviewsDocument, ...options });
};
export const CreateReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

export function useCreateReviewMutation() {
  return Urql.useMutation<CreateReviewMutation, CreateReviewMutationVariables>(CreateReviewDocument);
};
export const ModerationReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productRating"}},{"kind":"Field","name":{"kind":"Name","value":"shopRating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"moderationReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

export function useModerationReviewsQuery(options?: Omit<Urql.UseQueryArgs<ModerationReviewsQueryVariables>, 'query'>) {
  return Urql.useQuery<ModerationReviewsQuery, ModerationReviewsQueryVariables>({ query: ModerationReviewsDocument, ...options });
};
export const SetReviewStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetReviewStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReviewStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moderationReason"}}]}}]}}]} as unknown as DocumentNode;

export function useSetReviewStatusMutation() {
  return Urql.useMutation<SetReviewStatusMutation, SetReviewStatusMutationVariables>(SetReviewStatusDocument);
};
export const MyShopReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShopReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShopReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productRating"}},{"kind":"Field","name":{"kind":"Name","value":"shopRating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

export function useMyShopReviewsQuery(options?: Omit<Urql.UseQueryArgs<MyShopReviewsQueryVariables>, 'query'>) {
  return Urql.useQuery<MyShopReviewsQuery, MyShopReviewsQueryVariables>({ query: MyShopReviewsDocument, ...options });
};
export const ShopsByLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopsByLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopsByLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}}]}}]}}]} as unknown as DocumentNode;

export function useShopsByLocationQuery(options: Omit<Urql.UseQueryArgs<ShopsByLocationQueryVariables>, 'query'>) {
  return Urql.useQuery<ShopsByLocationQuery, ShopsByLocationQueryVariables>({ query: ShopsByLocationDocument, ...options });
};
export const SearchProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shopId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode;

export function useSearchProductsQuery(options: Omit<Urql.UseQueryArgs<SearchProductsQueryVariables>, 'query'>) {
  return Urql.useQuery<SearchProductsQuery, SearchProductsQueryVariables>({ query: SearchProductsDocument, ...options });
};
export const MyTestDrivesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTestDrives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTestDrives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useMyTestDrivesQuery(options?: Omit<Urql.UseQueryArgs<MyTestDrivesQueryVariables>, 'query'>) {
  return Urql.useQuery<MyTestDrivesQuery, MyTestDrivesQueryVariables>({ query: MyTestDrivesDocument, ...options });
};
export const CancelTestDriveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTestDrive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTestDrive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]}}]} as unknown as DocumentNode;

export function useCancelTestDriveMutation() {
  return Urql.useMutation<CancelTestDriveMutation, CancelTestDriveMutationVariables>(CancelTestDriveDocument);
};
export const RescheduleTestDriveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleTestDrive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slotStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleTestDrive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"slotStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slotStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}}]}}]}}]} as unknown as DocumentNode;

export function useRescheduleTestDriveMutation() {
  return Urql.useMutation<RescheduleTestDriveMutation, RescheduleTestDriveMutationVariables>(RescheduleTestDriveDocument);
};
export const TestRideSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRideSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRideSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shopId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useTestRideSlotsQuery(options: Omit<Urql.UseQueryArgs<TestRideSlotsQueryVariables>, 'query'>) {
  return Urql.useQuery<TestRideSlotsQuery, TestRideSlotsQueryVariables>({ query: TestRideSlotsDocument, ...options });
};
export const ProductAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"rideResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medianMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

export function useProductAvailabilityQuery(options: Omit<Urql.UseQueryArgs<ProductAvailabilityQueryVariables>, 'query'>) {
  return Urql.useQuery<ProductAvailabilityQuery, ProductAvailabilityQueryVariables>({ query: ProductAvailabilityDocument, ...options });
};
export const BookTestDriveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookTestDrive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookTestDriveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookTestDrive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}}]}}]}}]} as unknown as DocumentNode;

export function useBookTestDriveMutation() {
  return Urql.useMutation<BookTestDriveMutation, BookTestDriveMutationVariables>(BookTestDriveDocument);
};
export const DealerTestDrivesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealerTestDrives"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealerTestDriveCount"}},{"kind":"Field","name":{"kind":"Name","value":"dealerTestDrives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useDealerTestDrivesQuery(options?: Omit<Urql.UseQueryArgs<DealerTestDrivesQueryVariables>, 'query'>) {
  return Urql.useQuery<DealerTestDrivesQuery, DealerTestDrivesQueryVariables>({ query: DealerTestDrivesDocument, ...options });
};
export const SetTestDriveStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTestDriveStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestDriveStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTestDriveStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]}}]} as unknown as DocumentNode;

export function useSetTestDriveStatusMutation() {
  return Urql.useMutation<SetTestDriveStatusMutation, SetTestDriveStatusMutationVariables>(SetTestDriveStatusDocument);
};
export const RemoveTestDriveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTestDrive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTestDrive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useRemoveTestDriveMutation() {
  return Urql.useMutation<RemoveTestDriveMutation, RemoveTestDriveMutationVariables>(RemoveTestDriveDocument);
};
export const MyWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode;

export function useMyWishlistQuery(options?: Omit<Urql.UseQueryArgs<MyWishlistQueryVariables>, 'query'>) {
  return Urql.useQuery<MyWishlistQuery, MyWishlistQueryVariables>({ query: MyWishlistDocument, ...options });
};