import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { UserRow } from '../modules/users/users.service';
import { BrandRow } from '../modules/brands/brands.service';
import { ProductRow, ColorRow } from '../modules/products/products.service';
import { ComparisonRow } from '../modules/comparisons/comparisons.service';
import { BlogRow } from '../modules/blogs/blogs.service';
import { LocationRow } from '../modules/locations/locations.service';
import { EnquiryRow } from '../modules/enquiries/enquiries.service';
import { ShopRow, ShopProductRow } from '../modules/shops/shops.service';
import { TestDriveRow } from '../modules/test-drives/test-drives.service';
import { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Calendar date without time, e.g. 2026-12-31 */
  Date: { input: string; output: string; }
  /** ISO-8601 timestamp, e.g. 2026-11-23T10:15:00.000Z */
  DateTime: { input: Date | string; output: Date | string; }
};

export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  blogCount: Scalars['Int']['output'];
  comparisonCount: Scalars['Int']['output'];
  locationCount: Scalars['Int']['output'];
  productCount: Scalars['Int']['output'];
  roleCounts: RoleCounts;
  userCount: Scalars['Int']['output'];
  vehicleTypeCounts: VehicleTypeCounts;
};

export type AgentDashboard = {
  __typename?: 'AgentDashboard';
  dealerCount: Scalars['Int']['output'];
  locationCount: Scalars['Int']['output'];
  productCount: Scalars['Int']['output'];
  wishlistCount: Scalars['Int']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** JWT to send as `Authorization: Bearer <token>` */
  token: Scalars['String']['output'];
  user: User;
};

export type Blog = {
  __typename?: 'Blog';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type BlogInput = {
  content: Scalars['String']['input'];
  image: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type BookTestDriveInput = {
  locationId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  shopId: Scalars['ID']['input'];
};

export type Brand = {
  __typename?: 'Brand';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  products: Array<Product>;
  website?: Maybe<Scalars['String']['output']>;
};

export type BrandInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  logoUrl: Scalars['String']['input'];
  name: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
};

export type City = {
  __typename?: 'City';
  /** state id and city name, e.g. IN-MH-Mumbai */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  stateId: Scalars['ID']['output'];
};

export type Color = {
  __typename?: 'Color';
  /** hex colour, e.g. #000000 */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  images: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** rupees */
  price: Scalars['Float']['output'];
  stock: Scalars['Int']['output'];
};

export type ColorInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  images: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  price: Scalars['Float']['input'];
  stock: Scalars['Int']['input'];
};

export type Comparison = {
  __typename?: 'Comparison';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  product1: Product;
  product2: Product;
};

export type ComparisonInput = {
  product1Id: Scalars['ID']['input'];
  product2Id: Scalars['ID']['input'];
};

export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code, e.g. IN */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CreateUserInput = {
  contact: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** USER, DEALER or AGENT */
  role: Role;
};

export type DealerDashboard = {
  __typename?: 'DealerDashboard';
  availableProductCount: Scalars['Int']['output'];
  testDriveCounts: TestDriveCounts;
};

export type Enquiry = {
  __typename?: 'Enquiry';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: EnquiryKind;
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type EnquiryInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type EnquiryKind =
  | 'CAREER'
  | 'CONTACT';

export type Location = {
  __typename?: 'Location';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  cityId: Scalars['String']['output'];
  cityName: Scalars['String']['output'];
  countryId: Scalars['String']['output'];
  countryName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** verified dealer shops in this location's city */
  shops: Array<Shop>;
  stateId: Scalars['String']['output'];
  stateName: Scalars['String']['output'];
};

export type LocationInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  cityId: Scalars['String']['input'];
  cityName: Scalars['String']['input'];
  countryId: Scalars['String']['input'];
  countryName: Scalars['String']['input'];
  stateId: Scalars['String']['input'];
  stateName: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addToWishlist: Product;
  bookTestDrive: TestDrive;
  /** a customer cancels an own pending ride; the record stays */
  cancelTestDrive: TestDrive;
  createBlog: Blog;
  createBrand: Brand;
  createComparison: Comparison;
  createLocation: Location;
  createProduct: Product;
  createUser: User;
  deleteBlog: Scalars['ID']['output'];
  deleteBrand: Scalars['ID']['output'];
  deleteComparison: Scalars['ID']['output'];
  deleteLocation: Scalars['ID']['output'];
  deleteProduct: Scalars['ID']['output'];
  deleteProductAvailability: Scalars['ID']['output'];
  deleteUser: Scalars['ID']['output'];
  login: AuthPayload;
  register: User;
  removeFromWishlist: Product;
  /** a dealer removes a ride from its list; recorded, not deleted */
  removeTestDrive: Scalars['ID']['output'];
  /** answers true whether or not the e-mail is known */
  requestPasswordReset: Scalars['Boolean']['output'];
  resetPassword: Scalars['Boolean']['output'];
  saveShop: Shop;
  sendEnquiry: Enquiry;
  setProductAvailability: ProductAvailability;
  setTestDriveStatus: TestDrive;
  setUserVerified: User;
  updateBlog: Blog;
  updateBrand: Brand;
  updateProduct: Product;
  updateProfile: User;
  updateUser: User;
};


export type MutationAddToWishlistArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationBookTestDriveArgs = {
  input: BookTestDriveInput;
};


export type MutationCancelTestDriveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateBlogArgs = {
  input: BlogInput;
};


export type MutationCreateBrandArgs = {
  input: BrandInput;
};


export type MutationCreateComparisonArgs = {
  input: ComparisonInput;
};


export type MutationCreateLocationArgs = {
  input: LocationInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteBlogArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBrandArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteComparisonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLocationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductAvailabilityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveFromWishlistArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationRemoveTestDriveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSaveShopArgs = {
  input: ShopInput;
};


export type MutationSendEnquiryArgs = {
  input: EnquiryInput;
  kind: EnquiryKind;
};


export type MutationSetProductAvailabilityArgs = {
  input: ProductAvailabilityInput;
};


export type MutationSetTestDriveStatusArgs = {
  id: Scalars['ID']['input'];
  status: TestDriveStatus;
};


export type MutationSetUserVerifiedArgs = {
  id: Scalars['ID']['input'];
  isVerified: Scalars['Boolean']['input'];
};


export type MutationUpdateBlogArgs = {
  id: Scalars['ID']['input'];
  input: BlogInput;
};


export type MutationUpdateBrandArgs = {
  id: Scalars['ID']['input'];
  input: BrandInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

export type Product = {
  __typename?: 'Product';
  /** seconds for 0-40 km/h */
  acceleration?: Maybe<Scalars['Float']['output']>;
  accessoriesDesc?: Maybe<Scalars['String']['output']>;
  additionalFeatures: Array<Scalars['String']['output']>;
  /** kWh */
  battery?: Maybe<Scalars['Float']['output']>;
  brand?: Maybe<Brand>;
  chargerType?: Maybe<Scalars['String']['output']>;
  /** hours */
  charging?: Maybe<Scalars['Float']['output']>;
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  cruiseControl?: Maybe<Scalars['Boolean']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  images: Array<Scalars['String']['output']>;
  mobileApp?: Maybe<Scalars['Boolean']['output']>;
  /** W */
  motorPower?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  navigation?: Maybe<Scalars['Boolean']['output']>;
  offerEndDate?: Maybe<Scalars['Date']['output']>;
  offerStartDate?: Maybe<Scalars['Date']['output']>;
  parentProduct?: Maybe<Product>;
  /** lowest colour price in rupees; null without colours */
  price?: Maybe<Scalars['Float']['output']>;
  /** certified range in km */
  range?: Maybe<Scalars['Float']['output']>;
  /** km */
  rangeMax?: Maybe<Scalars['Float']['output']>;
  /** km */
  rangeMin?: Maybe<Scalars['Float']['output']>;
  size?: Maybe<Scalars['String']['output']>;
  /** readable unique address: /products/{slug} is the canonical page (e.g. ather-450x) */
  slug: Scalars['String']['output'];
  /** km/hr */
  topSpeed?: Maybe<Scalars['Float']['output']>;
  /** Nm */
  torque?: Maybe<Scalars['Float']['output']>;
  transmission?: Maybe<Scalars['String']['output']>;
  /** the other products of the same variant group */
  variants: Array<Product>;
  vehicleType: VehicleType;
  /** years */
  warranty?: Maybe<Scalars['Float']['output']>;
  /** kg */
  weight?: Maybe<Scalars['Float']['output']>;
  /** whether the signed-in viewer keeps it in the wishlist (false for guests) */
  wishlisted: Scalars['Boolean']['output'];
};

export type ProductAvailability = {
  __typename?: 'ProductAvailability';
  id: Scalars['ID']['output'];
  isAvailable: Scalars['Boolean']['output'];
  product: Product;
  shop: Shop;
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductAvailabilityInput = {
  isAvailable: Scalars['Boolean']['input'];
  productId: Scalars['ID']['input'];
};

export type ProductFilter = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** at most 1000 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** 1-based */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** typo-tolerant text (the header search's results), closest first unless sort is given */
  q?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  vehicleType?: InputMaybe<VehicleType>;
};

export type ProductInput = {
  acceleration?: InputMaybe<Scalars['Float']['input']>;
  accessoriesDesc?: InputMaybe<Scalars['String']['input']>;
  additionalFeatures?: InputMaybe<Array<Scalars['String']['input']>>;
  battery?: InputMaybe<Scalars['Float']['input']>;
  brandId: Scalars['ID']['input'];
  chargerType?: InputMaybe<Scalars['String']['input']>;
  charging?: InputMaybe<Scalars['Float']['input']>;
  colors: Array<ColorInput>;
  cruiseControl?: InputMaybe<Scalars['Boolean']['input']>;
  description: Scalars['String']['input'];
  images: Array<Scalars['String']['input']>;
  mobileApp?: InputMaybe<Scalars['Boolean']['input']>;
  motorPower?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  navigation?: InputMaybe<Scalars['Boolean']['input']>;
  offerEndDate?: InputMaybe<Scalars['Date']['input']>;
  offerStartDate?: InputMaybe<Scalars['Date']['input']>;
  parentProductId?: InputMaybe<Scalars['ID']['input']>;
  range?: InputMaybe<Scalars['Float']['input']>;
  rangeMax?: InputMaybe<Scalars['Float']['input']>;
  rangeMin?: InputMaybe<Scalars['Float']['input']>;
  size?: InputMaybe<Scalars['String']['input']>;
  topSpeed?: InputMaybe<Scalars['Float']['input']>;
  torque?: InputMaybe<Scalars['Float']['input']>;
  transmission?: InputMaybe<Scalars['String']['input']>;
  vehicleType: VehicleType;
  warranty?: InputMaybe<Scalars['Float']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type ProductSort =
  | 'NAME'
  /** newest first (default) */
  | 'NEWEST'
  | 'OLDEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

export type Query = {
  __typename?: 'Query';
  adminDashboard: AdminDashboard;
  agentDashboard: AgentDashboard;
  blog?: Maybe<Blog>;
  blogs: Array<Blog>;
  brand?: Maybe<Brand>;
  brands: Array<Brand>;
  cities: Array<City>;
  /** 1 to 4 products by slug (or id), in the order given: the compare page */
  compareProducts: Array<Product>;
  comparison?: Maybe<Comparison>;
  comparisons: Array<Comparison>;
  countries: Array<Country>;
  dealerDashboard: DealerDashboard;
  dealerTestDrives: Array<TestDrive>;
  enquiries: Array<Enquiry>;
  locations: Array<Location>;
  /** the signed-in user */
  me: User;
  myProductAvailability: Array<ProductAvailability>;
  myShop?: Maybe<Shop>;
  myTestDrives: Array<TestDrive>;
  myWishlist: Array<Product>;
  /** id: a product's id or its slug */
  product?: Maybe<Product>;
  /** entries of verified shops in the location that have the product available */
  productAvailability: Array<ProductAvailability>;
  /** typo-tolerant suggestions for typed text, closest first; at most 8, none under 2 characters */
  productSuggestions: Array<Product>;
  products: ProductPage;
  /** products a verified shop of the location has available */
  searchProducts: Array<Product>;
  /** verified dealer shops of a location */
  shopsByLocation: Array<Shop>;
  states: Array<State>;
  user?: Maybe<User>;
  users: UserPage;
};


export type QueryBlogArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBlogsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBrandsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCitiesArgs = {
  stateId: Scalars['ID']['input'];
};


export type QueryCompareProductsArgs = {
  slugs: Array<Scalars['String']['input']>;
};


export type QueryComparisonArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEnquiriesArgs = {
  kind: EnquiryKind;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductAvailabilityArgs = {
  locationId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type QueryProductSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
};


export type QuerySearchProductsArgs = {
  locationId: Scalars['ID']['input'];
  shopId: Scalars['ID']['input'];
};


export type QueryShopsByLocationArgs = {
  locationId: Scalars['ID']['input'];
};


export type QueryStatesArgs = {
  countryId: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterInput = {
  contact: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** DEALER, AGENT or USER */
  role: Role;
  username: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};

/** What a ride's dealer may know of its customer. Contact, username and address stay private to the user and admins. */
export type RideCustomer = {
  __typename?: 'RideCustomer';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'DEALER'
  | 'SUPERADMIN'
  | 'USER';

export type RoleCounts = {
  __typename?: 'RoleCounts';
  admin: Scalars['Int']['output'];
  agent: Scalars['Int']['output'];
  dealer: Scalars['Int']['output'];
  superadmin: Scalars['Int']['output'];
  user: Scalars['Int']['output'];
};

/** A dealer's shop: the business with its address, stock and test rides (docs/decisions/0016). */
export type Shop = {
  __typename?: 'Shop';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  cityId: Scalars['String']['output'];
  cityName?: Maybe<Scalars['String']['output']>;
  countryId: Scalars['String']['output'];
  countryName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  landmark?: Maybe<Scalars['String']['output']>;
  shopName: Scalars['String']['output'];
  stateId: Scalars['String']['output'];
  stateName?: Maybe<Scalars['String']['output']>;
};

export type ShopInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  cityId: Scalars['String']['input'];
  cityName?: InputMaybe<Scalars['String']['input']>;
  countryId: Scalars['String']['input'];
  countryName?: InputMaybe<Scalars['String']['input']>;
  landmark?: InputMaybe<Scalars['String']['input']>;
  shopName: Scalars['String']['input'];
  stateId: Scalars['String']['input'];
  stateName?: InputMaybe<Scalars['String']['input']>;
};

export type State = {
  __typename?: 'State';
  countryId: Scalars['ID']['output'];
  /** country code and state code, e.g. IN-MH */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type TestDrive = {
  __typename?: 'TestDrive';
  createdAt: Scalars['DateTime']['output'];
  /** the customer who booked: to the ride's dealer only the name and e-mail, as the spec gives them */
  customer: RideCustomer;
  id: Scalars['ID']['output'];
  location: Location;
  product: Product;
  shop: Shop;
  status: TestDriveStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type TestDriveCounts = {
  __typename?: 'TestDriveCounts';
  cancelled: Scalars['Int']['output'];
  completed: Scalars['Int']['output'];
  confirmed: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
};

export type TestDriveStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CONFIRMED'
  | 'PENDING';

export type UpdateProfileInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  cityId: Scalars['String']['input'];
  cityName?: InputMaybe<Scalars['String']['input']>;
  contact: Scalars['String']['input'];
  countryId: Scalars['String']['input'];
  countryName?: InputMaybe<Scalars['String']['input']>;
  stateId: Scalars['String']['input'];
  stateName?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInput = {
  contact: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** USER, DEALER or AGENT */
  role: Role;
};

/**
 * A user account. `username`, `contact` and the address fields are private: only the user
 * themself (through `me`, `updateProfile`) and admins read them; anyone else gets null.
 */
export type User = {
  __typename?: 'User';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  cityId?: Maybe<Scalars['String']['output']>;
  cityName?: Maybe<Scalars['String']['output']>;
  contact?: Maybe<Scalars['String']['output']>;
  countryId?: Maybe<Scalars['String']['output']>;
  countryName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  role: Role;
  stateId?: Maybe<Scalars['String']['output']>;
  stateName?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type VehicleType =
  | 'BIKE'
  | 'COMMERCIAL'
  | 'FOUR_WHEELER'
  | 'SCOOTER';

export type VehicleTypeCounts = {
  __typename?: 'VehicleTypeCounts';
  bike: Scalars['Int']['output'];
  commercial: Scalars['Int']['output'];
  fourWheeler: Scalars['Int']['output'];
  scooter: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AdminDashboard: ResolverTypeWrapper<AdminDashboard>;
  AgentDashboard: ResolverTypeWrapper<AgentDashboard>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Blog: ResolverTypeWrapper<BlogRow>;
  BlogInput: BlogInput;
  BookTestDriveInput: BookTestDriveInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandRow>;
  BrandInput: BrandInput;
  City: ResolverTypeWrapper<City>;
  Color: ResolverTypeWrapper<ColorRow>;
  ColorInput: ColorInput;
  Comparison: ResolverTypeWrapper<ComparisonRow>;
  ComparisonInput: ComparisonInput;
  Country: ResolverTypeWrapper<Country>;
  CreateUserInput: CreateUserInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DealerDashboard: ResolverTypeWrapper<DealerDashboard>;
  Enquiry: ResolverTypeWrapper<EnquiryRow>;
  EnquiryInput: EnquiryInput;
  EnquiryKind: EnquiryKind;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Location: ResolverTypeWrapper<LocationRow>;
  LocationInput: LocationInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductAvailability: ResolverTypeWrapper<ShopProductRow>;
  ProductAvailabilityInput: ProductAvailabilityInput;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  RideCustomer: ResolverTypeWrapper<RideCustomer>;
  Role: Role;
  RoleCounts: ResolverTypeWrapper<RoleCounts>;
  Shop: ResolverTypeWrapper<ShopRow>;
  ShopInput: ShopInput;
  State: ResolverTypeWrapper<State>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TestDrive: ResolverTypeWrapper<TestDriveRow>;
  TestDriveCounts: ResolverTypeWrapper<TestDriveCounts>;
  TestDriveStatus: TestDriveStatus;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserRow>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  VehicleType: VehicleType;
  VehicleTypeCounts: ResolverTypeWrapper<VehicleTypeCounts>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminDashboard: AdminDashboard;
  AgentDashboard: AgentDashboard;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Blog: BlogRow;
  BlogInput: BlogInput;
  BookTestDriveInput: BookTestDriveInput;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandRow;
  BrandInput: BrandInput;
  City: City;
  Color: ColorRow;
  ColorInput: ColorInput;
  Comparison: ComparisonRow;
  ComparisonInput: ComparisonInput;
  Country: Country;
  CreateUserInput: CreateUserInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DealerDashboard: DealerDashboard;
  Enquiry: EnquiryRow;
  EnquiryInput: EnquiryInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Location: LocationRow;
  LocationInput: LocationInput;
  Mutation: Record<PropertyKey, never>;
  Product: ProductRow;
  ProductAvailability: ShopProductRow;
  ProductAvailabilityInput: ProductAvailabilityInput;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  RideCustomer: RideCustomer;
  RoleCounts: RoleCounts;
  Shop: ShopRow;
  ShopInput: ShopInput;
  State: State;
  String: Scalars['String']['output'];
  TestDrive: TestDriveRow;
  TestDriveCounts: TestDriveCounts;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  User: UserRow;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  VehicleTypeCounts: VehicleTypeCounts;
}>;

export type AuthDirectiveArgs = {
  requires?: Maybe<Array<Role>>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDashboard'] = ResolversParentTypes['AdminDashboard']> = ResolversObject<{
  blogCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparisonCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roleCounts?: Resolver<ResolversTypes['RoleCounts'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicleTypeCounts?: Resolver<ResolversTypes['VehicleTypeCounts'], ParentType, ContextType>;
}>;

export type AgentDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgentDashboard'] = ResolversParentTypes['AgentDashboard']> = ResolversObject<{
  dealerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wishlistCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BlogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Blog'] = ResolversParentTypes['Blog']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comparison'] = ResolversParentTypes['Comparison']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product1?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  product2?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DealerDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerDashboard'] = ResolversParentTypes['DealerDashboard']> = ResolversObject<{
  availableProductCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  testDriveCounts?: Resolver<ResolversTypes['TestDriveCounts'], ParentType, ContextType>;
}>;

export type EnquiryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Enquiry'] = ResolversParentTypes['Enquiry']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EnquiryKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shops?: Resolver<Array<ResolversTypes['Shop']>, ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addToWishlist?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'productId'>>;
  bookTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationBookTestDriveArgs, 'input'>>;
  cancelTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationCancelTestDriveArgs, 'id'>>;
  createBlog?: Resolver<ResolversTypes['Blog'], ParentType, ContextType, RequireFields<MutationCreateBlogArgs, 'input'>>;
  createBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationCreateBrandArgs, 'input'>>;
  createComparison?: Resolver<ResolversTypes['Comparison'], ParentType, ContextType, RequireFields<MutationCreateComparisonArgs, 'input'>>;
  createLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, RequireFields<MutationCreateLocationArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteBlog?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBlogArgs, 'id'>>;
  deleteBrand?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBrandArgs, 'id'>>;
  deleteComparison?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteComparisonArgs, 'id'>>;
  deleteLocation?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteLocationArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductAvailability?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProductAvailabilityArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeFromWishlist?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'productId'>>;
  removeTestDrive?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveTestDriveArgs, 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveShop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType, RequireFields<MutationSaveShopArgs, 'input'>>;
  sendEnquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationSendEnquiryArgs, 'input' | 'kind'>>;
  setProductAvailability?: Resolver<ResolversTypes['ProductAvailability'], ParentType, ContextType, RequireFields<MutationSetProductAvailabilityArgs, 'input'>>;
  setTestDriveStatus?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationSetTestDriveStatusArgs, 'id' | 'status'>>;
  setUserVerified?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserVerifiedArgs, 'id' | 'isVerified'>>;
  updateBlog?: Resolver<ResolversTypes['Blog'], ParentType, ContextType, RequireFields<MutationUpdateBlogArgs, 'id' | 'input'>>;
  updateBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationUpdateBrandArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  acceleration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  accessoriesDesc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  additionalFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  battery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  chargerType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charging?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cruiseControl?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mobileApp?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  motorPower?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  navigation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  offerEndDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  offerStartDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  parentProduct?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  range?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rangeMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rangeMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topSpeed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  torque?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  transmission?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  vehicleType?: Resolver<ResolversTypes['VehicleType'], ParentType, ContextType>;
  warranty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wishlisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProductAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAvailability'] = ResolversParentTypes['ProductAvailability']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminDashboard?: Resolver<ResolversTypes['AdminDashboard'], ParentType, ContextType>;
  agentDashboard?: Resolver<ResolversTypes['AgentDashboard'], ParentType, ContextType>;
  blog?: Resolver<Maybe<ResolversTypes['Blog']>, ParentType, ContextType, RequireFields<QueryBlogArgs, 'id'>>;
  blogs?: Resolver<Array<ResolversTypes['Blog']>, ParentType, ContextType, Partial<QueryBlogsArgs>>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, Partial<QueryBrandsArgs>>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'stateId'>>;
  compareProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryCompareProductsArgs, 'slugs'>>;
  comparison?: Resolver<Maybe<ResolversTypes['Comparison']>, ParentType, ContextType, RequireFields<QueryComparisonArgs, 'id'>>;
  comparisons?: Resolver<Array<ResolversTypes['Comparison']>, ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  dealerDashboard?: Resolver<ResolversTypes['DealerDashboard'], ParentType, ContextType>;
  dealerTestDrives?: Resolver<Array<ResolversTypes['TestDrive']>, ParentType, ContextType>;
  enquiries?: Resolver<Array<ResolversTypes['Enquiry']>, ParentType, ContextType, RequireFields<QueryEnquiriesArgs, 'kind'>>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myProductAvailability?: Resolver<Array<ResolversTypes['ProductAvailability']>, ParentType, ContextType>;
  myShop?: Resolver<Maybe<ResolversTypes['Shop']>, ParentType, ContextType>;
  myTestDrives?: Resolver<Array<ResolversTypes['TestDrive']>, ParentType, ContextType>;
  myWishlist?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productAvailability?: Resolver<Array<ResolversTypes['ProductAvailability']>, ParentType, ContextType, RequireFields<QueryProductAvailabilityArgs, 'locationId' | 'productId'>>;
  productSuggestions?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductSuggestionsArgs, 'query'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  searchProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'locationId' | 'shopId'>>;
  shopsByLocation?: Resolver<Array<ResolversTypes['Shop']>, ParentType, ContextType, RequireFields<QueryShopsByLocationArgs, 'locationId'>>;
  states?: Resolver<Array<ResolversTypes['State']>, ParentType, ContextType, RequireFields<QueryStatesArgs, 'countryId'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type RideCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RideCustomer'] = ResolversParentTypes['RideCustomer']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RoleCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleCounts'] = ResolversParentTypes['RoleCounts']> = ResolversObject<{
  admin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  agent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  superadmin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  landmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['State'] = ResolversParentTypes['State']> = ResolversObject<{
  countryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TestDriveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestDrive'] = ResolversParentTypes['TestDrive']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['RideCustomer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TestDriveStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TestDriveCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestDriveCounts'] = ResolversParentTypes['TestDriveCounts']> = ResolversObject<{
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  stateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VehicleTypeCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleTypeCounts'] = ResolversParentTypes['VehicleTypeCounts']> = ResolversObject<{
  bike?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commercial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fourWheeler?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scooter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AdminDashboard?: AdminDashboardResolvers<ContextType>;
  AgentDashboard?: AgentDashboardResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Blog?: BlogResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  Comparison?: ComparisonResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DealerDashboard?: DealerDashboardResolvers<ContextType>;
  Enquiry?: EnquiryResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAvailability?: ProductAvailabilityResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RideCustomer?: RideCustomerResolvers<ContextType>;
  RoleCounts?: RoleCountsResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  State?: StateResolvers<ContextType>;
  TestDrive?: TestDriveResolvers<ContextType>;
  TestDriveCounts?: TestDriveCountsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  VehicleTypeCounts?: VehicleTypeCountsResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphQLContext> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;
