import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { UserRow } from '../modules/users/users.service';
import { BrandRow } from '../modules/brands/brands.service';
import { ProductRow, ColorRow } from '../modules/products/products.service';
import { ComparisonRow } from '../modules/comparisons/comparisons.service';
import { BlogRow } from '../modules/blogs/blogs.service';
import { FaqRow } from '../modules/faqs/faqs.service';
import { LocationRow } from '../modules/locations/locations.service';
import { EnquiryRow } from '../modules/enquiries/enquiries.service';
import { ShopRow, ShopProductRow } from '../modules/shops/shops.service';
import { TestDriveRow } from '../modules/test-drives/test-drives.service';
import { OutboxRow, OutboxMailDetailRow } from '../modules/notifications/notifications.service';
import { ReviewRow } from '../modules/reviews/reviews.service';
import { EndpointRow, DeliveryWithAttempts, AttemptRow } from '../modules/webhooks/webhooks.service';
import { LeadRow, LeadEventRow, LeadOfferWithShop, LeadAgentRow } from '../modules/leads/leads.service';
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

/** The figures of the admins' dashboard. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  /** blog posts */
  blogCount: Scalars['Int']['output'];
  /** comparisons */
  comparisonCount: Scalars['Int']['output'];
  /** locations */
  locationCount: Scalars['Int']['output'];
  /** products */
  productCount: Scalars['Int']['output'];
  /** accounts by role */
  roleCounts: RoleCounts;
  /** accounts */
  userCount: Scalars['Int']['output'];
  /** products by vehicle type */
  vehicleTypeCounts: VehicleTypeCounts;
};

/** The figures of an agent's dashboard. */
export type AgentDashboard = {
  __typename?: 'AgentDashboard';
  /** dealers */
  dealerCount: Scalars['Int']['output'];
  /** locations */
  locationCount: Scalars['Int']['output'];
  /** products */
  productCount: Scalars['Int']['output'];
  /** products in the agent's wishlist */
  wishlistCount: Scalars['Int']['output'];
};

/** A credential for an integration: sent as `Authorization: Bearer evb_…`, it acts as its owner, narrowed to its scopes. */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** when the key was made */
  createdAt: Scalars['DateTime']['output'];
  /** null when the key does not expire */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** the key's id, for revokeApiKey */
  id: Scalars['ID']['output'];
  /** the last request made with the key, to the minute; null when never used */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** what the owner called it, e.g. the system that uses it */
  name: Scalars['String']['output'];
  /** the secret's first 12 characters, to tell keys apart (the secret itself is shown once, at creation) */
  prefix: Scalars['String']['output'];
  /** null while the key works */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** what the key may be used for, within its owner's role */
  scopes: Array<ApiScope>;
};

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

/** Who made an audited change: a person, their API key or the server. */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** the person's or the key's id; null for the server and for a guest */
  id?: Maybe<Scalars['ID']['output']>;
  /** the person's name (or e-mail) at the time */
  name?: Maybe<Scalars['String']['output']>;
  /** the person's role at the time */
  role?: Maybe<Scalars['String']['output']>;
  /** a person, a key or the server */
  type: AuditActorType;
};

/** Who made an audited change. */
export type AuditActorType =
  /** one of a person's API keys (acting as them) */
  | 'api_key'
  /** the server itself (workers, purges, the seed) */
  | 'system'
  /** a person signed in */
  | 'user';

/** One field of an audited change, before and after (personal values read "changed"). */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** the field, dotted for nested ones: colors.Red.price */
  field: Scalars['String']['output'];
  /** the value before as JSON text (the text null for a creation) */
  from: Scalars['String']['output'];
  /** the value after as JSON text ("null" for a deletion) */
  to: Scalars['String']['output'];
};

/** One change made by a person, a key or the server, recorded with the change itself (append-only). */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** what happened: product.updated, test_ride.status_changed, login.failed, … */
  action: Scalars['String']['output'];
  /** who did it */
  actor: AuditActor;
  /** the fields it changed, before and after */
  changes: Array<AuditChange>;
  /** unique id of the event */
  id: Scalars['ID']['output'];
  /** the address the request came from */
  ip?: Maybe<Scalars['String']['output']>;
  /** when it happened */
  occurredAt: Scalars['DateTime']['output'];
  /** the request's id in the server's logs */
  requestId?: Maybe<Scalars['String']['output']>;
  /** the records it touched */
  targets: Array<AuditTarget>;
};

/** Filters of the audit trail; all optional, combined with AND. */
export type AuditEventFilter = {
  /** one action: product.updated */
  action?: InputMaybe<Scalars['String']['input']>;
  /** the person's or the key's id */
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** from this date (YYYY-MM-DD) or instant */
  from?: InputMaybe<Scalars['String']['input']>;
  /** one record's id (with targetType) */
  targetId?: InputMaybe<Scalars['ID']['input']>;
  /** the kind of record: product, shop, user, test_ride, … */
  targetType?: InputMaybe<Scalars['String']['input']>;
  /** to this date (the whole day) or instant */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the audit trail; the total is exact up to a cap (totalCapped says it was reached). */
export type AuditEventPage = Page & {
  __typename?: 'AuditEventPage';
  /** the events of this page, newest first */
  items: Array<AuditEvent>;
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** how many events match, counted up to the cap plus one */
  total: Scalars['Int']['output'];
  /** true when more events match than were counted: show the total as "10,000+" */
  totalCapped: Scalars['Boolean']['output'];
  /** how many pages the counted events fill at this page size */
  totalPages: Scalars['Int']['output'];
};

/** A record an audited change touched. */
export type AuditTarget = {
  __typename?: 'AuditTarget';
  /** the record's id */
  id: Scalars['ID']['output'];
  /** the record's name at the time, when it has one */
  label?: Maybe<Scalars['String']['output']>;
  /** what kind of record: product, shop, user, test_ride, … */
  type: Scalars['String']['output'];
};

/** What signing in answers: a short-lived session token and the account. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** JWT to send as `Authorization: Bearer <token>`; it lasts 15 minutes (ACCESS_TOKEN_MINUTES) */
  token: Scalars['String']['output'];
  /** the signed-in account */
  user: User;
};

/** A post of the blog. */
export type Blog = {
  __typename?: 'Blog';
  /** the text, in the language asked (HI: the Hindi text where written, else the English one) */
  content: Scalars['String']['output'];
  /** the text in Hindi as an admin wrote it; null until written */
  contentHi?: Maybe<Scalars['String']['output']>;
  /** when the blog post was created */
  createdAt: Scalars['DateTime']['output'];
  /** unique id of the blog post */
  id: Scalars['ID']['output'];
  /** address of the header image */
  image?: Maybe<Scalars['String']['output']>;
  /** the languages the post is wholly written in: EN always, HI once its headline and text have their Hindi twins */
  locales: Array<Locale>;
  /** the headline, in the language asked (HI: the Hindi headline where written, else the English one) */
  title: Scalars['String']['output'];
  /** the headline in Hindi as an admin wrote it; null until written */
  titleHi?: Maybe<Scalars['String']['output']>;
  /** when the blog post last changed */
  updatedAt: Scalars['DateTime']['output'];
};


/** A post of the blog. */
export type BlogContentArgs = {
  locale?: InputMaybe<Locale>;
};


/** A post of the blog. */
export type BlogTitleArgs = {
  locale?: InputMaybe<Locale>;
};

/** A blog post as an admin writes it. */
export type BlogInput = {
  /** the text */
  content: Scalars['String']['input'];
  /** the text in Hindi: at most 100000 characters; left out it stays as stored, null or blank clears it */
  contentHi?: InputMaybe<Scalars['String']['input']>;
  /** address of an uploaded header image */
  image: Scalars['String']['input'];
  /** the headline */
  title: Scalars['String']['input'];
  /** the headline in Hindi: at most 200 characters; left out it stays as stored, null or blank clears it */
  titleHi?: InputMaybe<Scalars['String']['input']>;
};

/** What a customer books: the vehicle, the location, the shop and (optionally) a slot and a colour. */
export type BookTestDriveInput = {
  /** one of the product's colours (Product.colors), the colour the customer would like to ride */
  colorId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * shopId by its name before the rename; both at once must carry the same id
   * @deprecated Use shopId; removed after 2027-06-30
   */
  dealerId?: InputMaybe<Scalars['ID']['input']>;
  /** the location chosen */
  locationId: Scalars['ID']['input'];
  /** the vehicle to ride */
  productId: Scalars['ID']['input'];
  /** required ("Shop is required"); nullable only while its old name dealerId is taken */
  shopId?: InputMaybe<Scalars['ID']['input']>;
  /** a free slot of the shop (a start from testRideSlots); without it the booking is a request without a time */
  slotStart?: InputMaybe<Scalars['String']['input']>;
};

/** A maker of electric vehicles, with its own page at /brands/{slug}. */
export type Brand = {
  __typename?: 'Brand';
  /** when the brand was created */
  createdAt: Scalars['DateTime']['output'];
  /** a few lines about the brand, in the language asked (HI: the Hindi text where written, else the English one) */
  description?: Maybe<Scalars['String']['output']>;
  /** the description in Hindi as an admin wrote it; null until written (the back-office edits it, pages read description(locale: HI)) */
  descriptionHi?: Maybe<Scalars['String']['output']>;
  /** unique id of the brand */
  id: Scalars['ID']['output'];
  /** the languages the brand's texts are wholly written in: EN always, HI once every text written in English has its Hindi twin */
  locales: Array<Locale>;
  /** address of the logo image */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** the brand's name */
  name: Scalars['String']['output'];
  /** the brand's products */
  products: Array<Product>;
  /** stable address of the brand page, /brands/{slug} */
  slug: Scalars['String']['output'];
  /** the maker's own site */
  website?: Maybe<Scalars['String']['output']>;
};


/** A maker of electric vehicles, with its own page at /brands/{slug}. */
export type BrandDescriptionArgs = {
  locale?: InputMaybe<Locale>;
};

/** A brand among the filtered products, with how many of them it makes. */
export type BrandFacet = {
  __typename?: 'BrandFacet';
  /** products of the brand that match every other filter */
  count: Scalars['Int']['output'];
  /** unique id of the brand */
  id: Scalars['ID']['output'];
  /** the brand's name */
  name: Scalars['String']['output'];
  /** the brand page's address part */
  slug: Scalars['String']['output'];
};

/** A brand as an admin creates or edits it. */
export type BrandInput = {
  /** a few lines about the brand */
  description?: InputMaybe<Scalars['String']['input']>;
  /** the description in Hindi: at most 5000 characters; left out it stays as stored, null or blank clears it */
  descriptionHi?: InputMaybe<Scalars['String']['input']>;
  /** address of an uploaded logo image */
  logoUrl: Scalars['String']['input'];
  /** the brand name, unique */
  name: Scalars['String']['input'];
  /** the maker's own site */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A city of a state. */
export type City = {
  __typename?: 'City';
  /** state id and city name, e.g. IN-MH-Mumbai */
  id: Scalars['ID']['output'];
  /** the city's name */
  name: Scalars['String']['output'];
  /** the state it belongs to */
  stateId: Scalars['ID']['output'];
};

/** One colour of a product, with its own ex-showroom price, stock and pictures. */
export type Color = {
  __typename?: 'Color';
  /** hex colour, e.g. #000000 */
  code: Scalars['String']['output'];
  /** unique id of the colour */
  id: Scalars['ID']['output'];
  /** addresses of the pictures of this colour */
  images: Array<Scalars['String']['output']>;
  /** e.g. Space Grey */
  name: Scalars['String']['output'];
  /** rupees */
  price: Scalars['Float']['output'];
  /** units in stock */
  stock: Scalars['Int']['output'];
};

/** A colour of a product as an admin saves it. */
export type ColorInput = {
  /** hex colour, e.g. #000000 */
  code?: InputMaybe<Scalars['String']['input']>;
  /** addresses of uploaded pictures */
  images: Array<Scalars['String']['input']>;
  /** e.g. Space Grey */
  name: Scalars['String']['input'];
  /** ex-showroom price of this colour, rupees */
  price: Scalars['Float']['input'];
  /** units in stock */
  stock: Scalars['Int']['input'];
};

/** A pair of products an admin has put side by side for the comparison pages. */
export type Comparison = {
  __typename?: 'Comparison';
  /** when the comparison was created */
  createdAt: Scalars['DateTime']['output'];
  /** unique id of the comparison */
  id: Scalars['ID']['output'];
  /** the first product, on the left */
  product1: Product;
  /** the second product, on the right */
  product2: Product;
};

/** The two products of a new comparison. */
export type ComparisonInput = {
  /** the first product */
  product1Id: Scalars['ID']['input'];
  /** the second product, another one */
  product2Id: Scalars['ID']['input'];
};

/** A country of the shipped geo dataset. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code, e.g. IN */
  id: Scalars['ID']['output'];
  /** the country's name */
  name: Scalars['String']['output'];
};

/** A new API key: its name, scopes and lifetime. */
export type CreateApiKeyInput = {
  /** 1 to 365 days; the key never expires when absent */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** up to 80 characters, e.g. the system that will use the key */
  name: Scalars['String']['input'];
  /** at least one; the same scope twice is one */
  scopes: Array<ApiScope>;
};

/** A customer's review of a completed ride: the vehicle and the shop each get 1 to 5 stars. */
export type CreateReviewInput = {
  /** 1 to 5 stars for the vehicle */
  productRating: Scalars['Int']['input'];
  /** 1 to 5 stars for the shop */
  shopRating: Scalars['Int']['input'];
  /** an own completed ride */
  testDriveId: Scalars['ID']['input'];
  /** what you would tell another rider */
  text: Scalars['String']['input'];
};

/** A new account, as an admin creates it. */
export type CreateUserInput = {
  /** contact number as people type it; stored as its 10 digits */
  contact: Scalars['String']['input'];
  /** e-mail address */
  email: Scalars['String']['input'];
  /** full name */
  name: Scalars['String']['input'];
  /** the first password; the user can change it */
  password: Scalars['String']['input'];
  /** USER, DEALER or AGENT */
  role: Role;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** up to 200 characters */
  description?: InputMaybe<Scalars['String']['input']>;
  /** at least one; a dealer only TEST_RIDE_ events */
  events: Array<WebhookEvent>;
  /** http(s) URL; https only in production, never a private, loopback or link-local address */
  url: Scalars['String']['input'];
};

/** A new API key and its secret. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** the key as its owner's list shows it */
  apiKey: ApiKey;
  /** the whole secret: shown in this answer only, never again */
  secret: Scalars['String']['output'];
};

/** An endpoint with its signing secret (whsec_ followed by base64), answered only at creation and rotation. */
export type CreatedWebhookEndpoint = {
  __typename?: 'CreatedWebhookEndpoint';
  /** the endpoint as its list shows it */
  endpoint: WebhookEndpoint;
  /** the signing secret: shown in this answer only */
  secret: Scalars['String']['output'];
};

/** Opening hours of one weekday in India time; open and close null when closed. */
export type DayHours = {
  __typename?: 'DayHours';
  /** closing time, HH:MM; null when closed */
  close?: Maybe<Scalars['String']['output']>;
  /** opening time, HH:MM; null when closed */
  open?: Maybe<Scalars['String']['output']>;
  /** 1 = Monday … 7 = Sunday */
  weekday: Scalars['Int']['output'];
};

/** Opening hours of one weekday as the dealer sets them ("HH:MM" in India time); both null when closed. */
export type DayHoursInput = {
  /** closing time, HH:MM; null when closed */
  close?: InputMaybe<Scalars['String']['input']>;
  /** opening time, HH:MM; null when closed */
  open?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Deprecated: use Shop; removed after 2027-06-30. A shop in the shape it had before the rename
 * (docs/decisions/0056), answered only by the deprecated fields.
 */
export type Dealer = {
  __typename?: 'Dealer';
  /** first address line */
  address1: Scalars['String']['output'];
  /** second address line */
  address2?: Maybe<Scalars['String']['output']>;
  /** a City id */
  cityId: Scalars['String']['output'];
  /** the city as shown */
  cityName?: Maybe<Scalars['String']['output']>;
  /** a Country id, as Shop.countryId */
  countryId: Scalars['String']['output'];
  /** the country as shown */
  countryName?: Maybe<Scalars['String']['output']>;
  /** the shop's id, as Shop.id */
  id: Scalars['ID']['output'];
  /** a landmark near the shop */
  landmark?: Maybe<Scalars['String']['output']>;
  /** the shop's trading name, as Shop.shopName */
  shopName: Scalars['String']['output'];
  /** a State id */
  stateId: Scalars['String']['output'];
  /** the state as shown */
  stateName?: Maybe<Scalars['String']['output']>;
};

/** The figures of a dealer's dashboard. */
export type DealerDashboard = {
  __typename?: 'DealerDashboard';
  /** products the shop has available */
  availableProductCount: Scalars['Int']['output'];
  /** the shop's rides by status */
  testDriveCounts: TestDriveCounts;
};

/**
 * Deprecated: use ShopInput; removed after 2027-06-30. ShopInput by its name before the rename
 * (docs/decisions/0056), taken only by saveDealerProfile.
 */
export type DealerProfileInput = {
  /** first address line */
  address1: Scalars['String']['input'];
  /** second address line */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** a City id */
  cityId: Scalars['String']['input'];
  /** the city as shown */
  cityName?: InputMaybe<Scalars['String']['input']>;
  /** a Country id, as Shop.countryId */
  countryId: Scalars['String']['input'];
  /** the country as shown */
  countryName?: InputMaybe<Scalars['String']['input']>;
  /** a landmark near the shop */
  landmark?: InputMaybe<Scalars['String']['input']>;
  /** the shop's phone, as ShopInput.phone (required since shops have one; added after the rename) */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** the shop's trading name, as Shop.shopName */
  shopName: Scalars['String']['input'];
  /** a State id */
  stateId: Scalars['String']['input'];
  /** the state as shown */
  stateName?: InputMaybe<Scalars['String']['input']>;
};

/** A submission of the contact or the career form (admins only: it holds personal data). */
export type Enquiry = {
  __typename?: 'Enquiry';
  /** when the submission was created */
  createdAt: Scalars['DateTime']['output'];
  /** the sender's e-mail address */
  email: Scalars['String']['output'];
  /** when an admin marked it handled; null while unhandled */
  handledAt?: Maybe<Scalars['DateTime']['output']>;
  /** the admin who handled it; null while unhandled, or when that account was deleted */
  handledBy?: Maybe<User>;
  /** unique id of the submission */
  id: Scalars['ID']['output'];
  /** contact or career */
  kind: EnquiryKind;
  /** what the sender wrote */
  message: Scalars['String']['output'];
  /** the sender's name */
  name: Scalars['String']['output'];
  /** the sender's phone (10 digits) */
  phone: Scalars['String']['output'];
};

/** A visitor's message through the contact or the career form. */
export type EnquiryInput = {
  /** your e-mail address */
  email: Scalars['String']['input'];
  /** your message */
  message: Scalars['String']['input'];
  /** your name */
  name: Scalars['String']['input'];
  /** your phone as you type it; stored as its 10 digits */
  phone: Scalars['String']['input'];
};

/** The public forms whose submissions admins read: contact and career. */
export type EnquiryKind =
  /** the career form */
  | 'CAREER'
  /** the contact form */
  | 'CONTACT';

/** A question of the FAQ page and its answer (the spec's FAQ item: title, desc). */
export type Faq = {
  __typename?: 'Faq';
  /** when the question was created */
  createdAt: Scalars['DateTime']['output'];
  /** the answer: plain text, a blank line between paragraphs, in the language asked (HI: the Hindi answer where written, else the English one) */
  desc: Scalars['String']['output'];
  /** the answer in Hindi as an admin wrote it; null until written */
  descHi?: Maybe<Scalars['String']['output']>;
  /** unique id of the question */
  id: Scalars['ID']['output'];
  /** the languages the question and answer are wholly written in: EN always, HI once both have their Hindi twins */
  locales: Array<Locale>;
  /** place on the page, lowest first */
  position: Scalars['Int']['output'];
  /** the question, in the language asked (HI: the Hindi question where written, else the English one) */
  title: Scalars['String']['output'];
  /** the question in Hindi as an admin wrote it; null until written */
  titleHi?: Maybe<Scalars['String']['output']>;
  /** when the question last changed */
  updatedAt: Scalars['DateTime']['output'];
};


/** A question of the FAQ page and its answer (the spec's FAQ item: title, desc). */
export type FaqDescArgs = {
  locale?: InputMaybe<Locale>;
};


/** A question of the FAQ page and its answer (the spec's FAQ item: title, desc). */
export type FaqTitleArgs = {
  locale?: InputMaybe<Locale>;
};

/** A question of the FAQ and its answer, as an admin writes them. */
export type FaqInput = {
  /** the answer: 1 to 5000 characters */
  desc: Scalars['String']['input'];
  /** the answer in Hindi: 1 to 5000 characters; left out it stays as stored, null or blank clears it */
  descHi?: InputMaybe<Scalars['String']['input']>;
  /** the question: 1 to 200 characters */
  title: Scalars['String']['input'];
  /** the question in Hindi: 1 to 200 characters; left out it stays as stored, null or blank clears it */
  titleHi?: InputMaybe<Scalars['String']['input']>;
};

/** What a spreadsheet row would do */
export type ImportAction =
  /** a new record */
  | 'CREATE'
  /** a row that cannot be imported: see its errors */
  | 'ERROR'
  /** a stored record with the same values */
  | 'UNCHANGED'
  /** a stored record with different values */
  | 'UPDATE';

/** An applied plan */
export type ImportApplied = {
  __typename?: 'ImportApplied';
  /** rows per action */
  counts: ImportCounts;
  /** the import's id, for its undo */
  importId: Scalars['ID']['output'];
  /** the undo is possible until then (7 days) */
  undoUntil: Scalars['DateTime']['output'];
};

/** One cell a row changes */
export type ImportCellChange = {
  __typename?: 'ImportCellChange';
  /** the spreadsheet's column */
  column: Scalars['String']['output'];
  /** the stored value; null when empty or new */
  from?: Maybe<Scalars['String']['output']>;
  /** the spreadsheet's value; null when empty */
  to?: Maybe<Scalars['String']['output']>;
};

/** How many rows of each action a plan holds */
export type ImportCounts = {
  __typename?: 'ImportCounts';
  /** rows making new records */
  create: Scalars['Int']['output'];
  /** rows with errors */
  error: Scalars['Int']['output'];
  /** rows equal to what is stored */
  unchanged: Scalars['Int']['output'];
  /** rows changing stored records */
  update: Scalars['Int']['output'];
};

/** A record an undo left as it was */
export type ImportKept = {
  __typename?: 'ImportKept';
  /** the record: product slug, product slug for stock, or shop id */
  key: Scalars['String']['output'];
  /** why it was kept */
  reason: Scalars['String']['output'];
};

/** What a spreadsheet import or export works on */
export type ImportKind =
  /** the catalogue: one row per product and colour (admins) */
  | 'PRODUCTS'
  /** shops by id (admins) */
  | 'SHOPS'
  /** the own shop's stock: product slug and available yes/no (dealers) */
  | 'STOCK';

/** A checked spreadsheet: what each row would do; nothing is written until it is applied */
export type ImportPlan = {
  __typename?: 'ImportPlan';
  /** when it was applied; null before */
  appliedAt?: Maybe<Scalars['DateTime']['output']>;
  /** rows per action */
  counts: ImportCounts;
  /** after this it can no longer be applied (a day after it was made) */
  expiresAt: Scalars['DateTime']['output'];
  /** the plan's id */
  id: Scalars['ID']['output'];
  /** what it imports */
  kind: ImportKind;
  /** every row, in file order */
  rows: Array<ImportPlanRow>;
};

/** One row of a plan */
export type ImportPlanRow = {
  __typename?: 'ImportPlanRow';
  /** what the row would do */
  action: ImportAction;
  /** the cells that differ from what is stored */
  changes: Array<ImportCellChange>;
  /** why it cannot be imported (empty unless action is ERROR) */
  errors: Array<ImportRowError>;
  /** the record it touches: product slug and colour, product slug, or shop id */
  key: Scalars['String']['output'];
  /** 1 for the first row after the header */
  row: Scalars['Int']['output'];
};

/** An applied import and its undo */
export type ImportResult = {
  __typename?: 'ImportResult';
  /** when it was applied */
  appliedAt: Scalars['DateTime']['output'];
  /** rows per action */
  counts: ImportCounts;
  /** the import's id */
  id: Scalars['ID']['output'];
  /** what it imported */
  kind: ImportKind;
  /** what the undo did; null before */
  undo?: Maybe<ImportUndone>;
  /** the undo is possible until then */
  undoUntil: Scalars['DateTime']['output'];
  /** when it was undone; null before */
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Why a row cannot be imported */
export type ImportRowError = {
  __typename?: 'ImportRowError';
  /** the spreadsheet's column */
  column: Scalars['String']['output'];
  /** the reason, in words (the editors' messages) */
  message: Scalars['String']['output'];
};

/** What an undo did */
export type ImportUndone = {
  __typename?: 'ImportUndone';
  /** records changed by someone since the import, kept and listed */
  kept: Array<ImportKept>;
  /** records the import created, removed */
  removed: Scalars['Int']['output'];
  /** records the import changed, restored to their previous values */
  restored: Scalars['Int']['output'];
};

/** What a calendar invite does to the event. */
export type InviteMethod =
  /** removes the event */
  | 'CANCEL'
  /** adds or moves the event */
  | 'REQUEST';

/** Someone who may buy: opened by a test-ride request, a contact enquiry or an offer request, worked by an agent. */
export type Lead = {
  __typename?: 'Lead';
  /** the agent working it; null while unassigned */
  agent?: Maybe<LeadAgent>;
  /** the city the lead is for; null when unknown (a contact enquiry) */
  cityName?: Maybe<Scalars['String']['output']>;
  /** when it was opened */
  createdAt: Scalars['DateTime']['output'];
  /** the person's e-mail */
  email: Scalars['String']['output'];
  /** unique id of the lead */
  id: Scalars['ID']['output'];
  /** why it was lost */
  lostReason?: Maybe<Scalars['String']['output']>;
  /** the person's name */
  name: Scalars['String']['output'];
  /** India date of the next follow-up */
  nextFollowUpOn?: Maybe<Scalars['Date']['output']>;
  /** dealers' offers, newest first */
  offers: Array<LeadOffer>;
  /** whether the follow-up date has passed on a lead still worked */
  overdue: Scalars['Boolean']['output'];
  /** the person's phone (10 digits); null when none was given */
  phone?: Maybe<Scalars['String']['output']>;
  /** the vehicle asked about; null when none */
  product?: Maybe<Product>;
  /** what opened it */
  source: LeadSource;
  /** where it stands */
  status: LeadStatus;
  /** everything that happened to it, oldest first (at most 200 entries) */
  timeline: Array<LeadEvent>;
  /** when it last changed */
  updatedAt: Scalars['DateTime']['output'];
};

/** An agent who works leads, with the cities whose leads go to the agent first. */
export type LeadAgent = {
  __typename?: 'LeadAgent';
  /** cities whose leads the rule gives this agent first */
  cities: Array<Scalars['String']['output']>;
  /** the agent's e-mail */
  email: Scalars['String']['output'];
  /** the agent's user id */
  id: Scalars['ID']['output'];
  /** the agent's name */
  name?: Maybe<Scalars['String']['output']>;
};

/** One entry of a lead's timeline. */
export type LeadEvent = {
  __typename?: 'LeadEvent';
  /** who did it; null for EV Bazaar itself */
  actorName?: Maybe<Scalars['String']['output']>;
  /** when it happened */
  createdAt: Scalars['DateTime']['output'];
  /** unique id of the entry */
  id: Scalars['ID']['output'];
  /** what happened */
  kind: LeadEventKind;
  /** the entry in words */
  text: Scalars['String']['output'];
};

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
  agentId?: InputMaybe<Scalars['ID']['input']>;
  /** only leads of this city (any case) */
  cityName?: InputMaybe<Scalars['String']['input']>;
  /** only leads of this status */
  status?: InputMaybe<LeadStatus>;
  /** only leads no agent works */
  unassigned?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How the funnel is split. */
export type LeadFunnelGroup =
  /** one row per agent */
  | 'AGENT'
  /** one row per city */
  | 'CITY';

/** One row of the funnel: a city's or an agent's leads and how far they got. */
export type LeadFunnelRow = {
  __typename?: 'LeadFunnelRow';
  /** of them, contacted */
  contacted: Scalars['Int']['output'];
  /** the city's name (lower case) or the agent's id; empty for no city or no agent */
  key: Scalars['String']['output'];
  /** the city or the agent's name */
  label: Scalars['String']['output'];
  /** leads opened in the range */
  leads: Scalars['Int']['output'];
  /** of them, with a test ride */
  testRide: Scalars['Int']['output'];
  /** of them, won */
  won: Scalars['Int']['output'];
};

/** A dealer's offer on an offer request. */
export type LeadOffer = {
  __typename?: 'LeadOffer';
  /** when it was sent */
  createdAt: Scalars['DateTime']['output'];
  /** unique id of the offer */
  id: Scalars['ID']['output'];
  /** the dealer's note */
  note?: Maybe<Scalars['String']['output']>;
  /** on-road price in whole rupees */
  price: Scalars['Int']['output'];
  /** the shop that sent it */
  shopName: Scalars['String']['output'];
  /** the last day the offer holds (India date) */
  validUntil: Scalars['Date']['output'];
};

/** One page of leads. */
export type LeadPage = Page & {
  __typename?: 'LeadPage';
  /** the leads of this page, newest first */
  items: Array<Lead>;
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** how many leads the whole list has */
  total: Scalars['Int']['output'];
  /** how many pages the whole list has at this page size */
  totalPages: Scalars['Int']['output'];
};

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

/** A city where EV Bazaar has dealers: customers choose one to book a test ride. */
export type Location = Place & {
  __typename?: 'Location';
  /** first address line */
  address1: Scalars['String']['output'];
  /** second address line, when there is one */
  address2?: Maybe<Scalars['String']['output']>;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId: Scalars['String']['output'];
  /** the city as shown, e.g. Mumbai */
  cityName: Scalars['String']['output'];
  /** a Country id, e.g. IN */
  countryId: Scalars['String']['output'];
  /** the country as shown, e.g. India */
  countryName: Scalars['String']['output'];
  /** when the location was created */
  createdAt: Scalars['DateTime']['output'];
  /**
   * the shops by their name before the rename (docs/decisions/0056)
   * @deprecated Use shops; removed after 2027-06-30
   */
  dealers: Array<Dealer>;
  /** unique id of the location */
  id: Scalars['ID']['output'];
  /** verified dealer shops in this location's city */
  shops: Array<Shop>;
  /** a State id, e.g. IN-MH */
  stateId: Scalars['String']['output'];
  /** the state as shown, e.g. Maharashtra */
  stateName: Scalars['String']['output'];
};

/** A location as an admin adds it. */
export type LocationInput = {
  /** first address line */
  address1: Scalars['String']['input'];
  /** second address line, when there is one */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId: Scalars['String']['input'];
  /** the city as shown, e.g. Mumbai */
  cityName: Scalars['String']['input'];
  /** a Country id, e.g. IN */
  countryId: Scalars['String']['input'];
  /** the country as shown, e.g. India */
  countryName: Scalars['String']['input'];
  /** a State id, e.g. IN-MH */
  stateId: Scalars['String']['input'];
  /** the state as shown, e.g. Maharashtra */
  stateName: Scalars['String']['input'];
};

/** The calendar event a mail's invite (.ics) carries. */
export type MailInvite = {
  __typename?: 'MailInvite';
  /** end of the event */
  end: Scalars['DateTime']['output'];
  /** the shop's address */
  location?: Maybe<Scalars['String']['output']>;
  /** adds, moves or removes the event */
  method: InviteMethod;
  /** start of the event */
  start: Scalars['DateTime']['output'];
  /** the event's title */
  summary: Scalars['String']['output'];
};

/** Where a mail of the outbox stands. */
export type MailStatus =
  /** a try failed: retried with back-off, or given up until an admin retries */
  | 'FAILING'
  /** handed to the mail server */
  | 'SENT'
  /** not tried yet, or due */
  | 'WAITING';

/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type Mutation = {
  __typename?: 'Mutation';
  /** adds a product to the signed-in user's wishlist */
  addToWishlist: Product;
  /** writes an own plan in one transaction; CONFLICT naming the rows changed since the plan (extensions.fields) */
  applyImportPlan: ImportApplied;
  /** an admin gives a lead to an agent */
  assignLead: Lead;
  /** a customer books a test ride: it starts PENDING, the customer and the shop are mailed */
  bookTestDrive: TestDrive;
  /** a customer cancels an own pending or confirmed ride, with an optional reason; the record stays */
  cancelTestDrive: TestDrive;
  /** a new API key for the signed-in dealer or admin; its secret is in this answer only */
  createApiKey: CreatedApiKey;
  /** an admin publishes a blog post */
  createBlog: Blog;
  /** an admin adds a brand */
  createBrand: Brand;
  /** an admin puts two products side by side */
  createComparison: Comparison;
  /** an admin adds a question at the end of the FAQ (at most 100 questions) */
  createFaq: Faq;
  /** an admin adds a location */
  createLocation: Location;
  /** an admin adds a product */
  createProduct: Product;
  /** a customer reviews an own completed ride, once */
  createReview: Review;
  /** an admin creates an account (a customer, a dealer or an agent) */
  createUser: User;
  /** a new webhook endpoint of the caller's own (at most 10); its secret is shown this once */
  createWebhookEndpoint: CreatedWebhookEndpoint;
  /** an admin removes a blog post; answers its id */
  deleteBlog: Scalars['ID']['output'];
  /** an admin removes a brand; answers its id */
  deleteBrand: Scalars['ID']['output'];
  /** an admin removes a comparison; answers its id */
  deleteComparison: Scalars['ID']['output'];
  /** an admin removes a question of the FAQ; answers its id */
  deleteFaq: Scalars['ID']['output'];
  /** an admin removes a location; answers its id */
  deleteLocation: Scalars['ID']['output'];
  /** an admin removes a product; answers its id */
  deleteProduct: Scalars['ID']['output'];
  /** the dealer removes a product from its shop's stock list; answers the entry's id */
  deleteProductAvailability: Scalars['ID']['output'];
  /** an admin deletes an account; answers its id */
  deleteUser: Scalars['ID']['output'];
  /** deletes an own endpoint and its delivery log */
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** Signs in. In a browser it also sets the HttpOnly refresh cookie that keeps the session across tabs (renewed at POST /api/auth/refresh): for 30 days of use with keepSignedIn (the default), until the browser closes without. */
  login: AuthPayload;
  /** checks a CSV (its text; REST takes the file as multipart) and answers the plan; nothing is written */
  planImport: ImportPlan;
  /** sends a delivered or failed delivery again, with the same webhook-id */
  redeliverWebhook: WebhookDelivery;
  /** creates an account (a dealer, an agent or a customer); customers are verified at once, dealers and agents wait for an admin */
  register: User;
  /** removes a product from the signed-in user's wishlist */
  removeFromWishlist: Product;
  /** a dealer removes a ride from its list; recorded, not deleted */
  removeTestDrive: Scalars['ID']['output'];
  /** an admin puts the questions in a new order: every question's id once, first shown first; answers the FAQ in that order */
  reorderFaqs: Array<Faq>;
  /** the product page's offer form: opens a lead; same limits as the contact form */
  requestOffer: OfferRequestReceipt;
  /** answers true whether or not the e-mail is known */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** a customer moves an own pending or confirmed ride to another free slot; a dealer sets or moves the slot of a ride of its shop */
  rescheduleTestDrive: TestDrive;
  /** sets a new password with the token of the reset mail; ends every session of the account */
  resetPassword: Scalars['Boolean']['output'];
  /** an admin sends a waiting or failing mail again now */
  retryMail: OutboxMail;
  /** the key is refused from now on, by every instance */
  revokeApiKey: ApiKey;
  /** a new secret, shown this once; the old one keeps signing beside it for 24 hours */
  rotateWebhookSecret: CreatedWebhookEndpoint;
  /**
   * saves the dealer's own shop, by its name before the rename
   * @deprecated Use saveShop; removed after 2027-06-30
   */
  saveDealerProfile: Dealer;
  /** adds or updates the rates of one vehicle type in a state */
  savePricingRates: PricingState;
  /** adds or updates a state's policy, tariff and petrol price */
  savePricingState: PricingState;
  /** the dealer saves its own shop's profile */
  saveShop: Shop;
  /** sends the contact or the career form */
  sendEnquiry: Enquiry;
  /** a dealer answers an offer request of its city; the shopper gets it by mail */
  sendOffer: LeadOffer;
  /** queues a webhook.test event to the endpoint */
  sendTestWebhook: WebhookDelivery;
  /** an admin sets the cities whose new leads go to an agent first */
  setAgentCities: LeadAgent;
  /** an admin marks a contact or career submission handled (by the admin, now) or unhandled again */
  setEnquiryHandled: Enquiry;
  /** the signed-in user's language: of the site (the header's switch) and of the mails sent to them */
  setMyLanguage: User;
  /** the dealer says whether its shop has a product available for test rides */
  setProductAvailability: ProductAvailability;
  /** an admin approves a review, or hides it with a reason */
  setReviewStatus: Review;
  /** admins: pin a shop at a position in India (latitude 6 to 38, longitude 68 to 98) */
  setShopPosition: Shop;
  /** the dealer sets its shop's test-ride calendar */
  setShopRideHours: ShopRideHours;
  /** a dealer sets any status of the dropdown; what makes no sense is refused with CONFLICT (docs/decisions/0029); a cancel may carry a reason the customer sees */
  setTestDriveStatus: TestDrive;
  /** an admin verifies an account, or takes the verification back (a dealer's shop is listed only when verified) */
  setUserVerified: User;
  /** takes an own import back within 7 days: creations removed, updates restored, records changed since kept */
  undoImport: ImportUndone;
  /** an admin edits a blog post */
  updateBlog: Blog;
  /** an admin edits a brand */
  updateBrand: Brand;
  /** an admin edits a question of the FAQ */
  updateFaq: Faq;
  /** an agent works an own lead (an admin any lead): status, follow-up, note */
  updateLead: Lead;
  /** an admin edits a product */
  updateProduct: Product;
  /** saves the signed-in user's contact number and address */
  updateProfile: User;
  /** an admin edits an account */
  updateUser: User;
  /** changes an own endpoint; false for disabled enables it again */
  updateWebhookEndpoint: WebhookEndpoint;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationAddToWishlistArgs = {
  productId: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationApplyImportPlanArgs = {
  planId: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationAssignLeadArgs = {
  agentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationBookTestDriveArgs = {
  input: BookTestDriveInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCancelTestDriveArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateBlogArgs = {
  input: BlogInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateBrandArgs = {
  input: BrandInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateComparisonArgs = {
  input: ComparisonInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateFaqArgs = {
  input: FaqInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateLocationArgs = {
  input: LocationInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateProductArgs = {
  input: ProductInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateReviewArgs = {
  input: CreateReviewInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationDeleteBlogArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationDeleteBrandArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationDeleteComparisonArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationDeleteFaqArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationDeleteLocationArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationDeleteProductAvailabilityArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  keepSignedIn?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationPlanImportArgs = {
  csv: Scalars['String']['input'];
  kind: ImportKind;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRemoveFromWishlistArgs = {
  productId: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRemoveTestDriveArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationReorderFaqsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRequestOfferArgs = {
  input: RequestOfferInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRescheduleTestDriveArgs = {
  id: Scalars['ID']['input'];
  slotStart: Scalars['String']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRetryMailArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSaveDealerProfileArgs = {
  input: DealerProfileInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSavePricingRatesArgs = {
  input: VehicleRatesInput;
  stateId: Scalars['ID']['input'];
  vehicleType: VehicleType;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSavePricingStateArgs = {
  input: PricingStateInput;
  stateId: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSaveShopArgs = {
  input: ShopInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSendEnquiryArgs = {
  input: EnquiryInput;
  kind: EnquiryKind;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSendOfferArgs = {
  input: SendOfferInput;
  leadId: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSendTestWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSetAgentCitiesArgs = {
  agentId: Scalars['ID']['input'];
  cities: Array<Scalars['String']['input']>;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSetEnquiryHandledArgs = {
  handled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSetMyLanguageArgs = {
  language: Locale;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSetProductAvailabilityArgs = {
  input: ProductAvailabilityInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSetReviewStatusArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  status: ReviewStatus;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSetShopPositionArgs = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
  shopId: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSetShopRideHoursArgs = {
  input: ShopRideHoursInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSetTestDriveStatusArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  status: TestDriveStatus;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationSetUserVerifiedArgs = {
  id: Scalars['ID']['input'];
  isVerified: Scalars['Boolean']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationUndoImportArgs = {
  importId: Scalars['ID']['input'];
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationUpdateBlogArgs = {
  id: Scalars['ID']['input'];
  input: BlogInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationUpdateBrandArgs = {
  id: Scalars['ID']['input'];
  input: BrandInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationUpdateFaqArgs = {
  id: Scalars['ID']['input'];
  input: FaqInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationUpdateLeadArgs = {
  id: Scalars['ID']['input'];
  input: UpdateLeadInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


/** Every change the API makes. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookEndpointInput;
};

/** Where the finder may search from: a point, else a PIN code, else a city (a City id or a name). */
export type NearPlace = {
  /** a City id (IN-MH-Pune) or an Indian city's name */
  city?: InputMaybe<Scalars['String']['input']>;
  /** latitude in degrees (with lng) */
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** longitude in degrees (with lat) */
  lng?: InputMaybe<Scalars['Float']['input']>;
  /** a 6-digit Indian PIN code */
  pin?: InputMaybe<Scalars['String']['input']>;
};

/** A shop found by the dealer finder (nearbyShops), nearest first. Distances are great-circle (straight line), not by road. */
export type NearbyShop = {
  __typename?: 'NearbyShop';
  /** first address line */
  address1: Scalars['String']['output'];
  /** second address line, when there is one */
  address2?: Maybe<Scalars['String']['output']>;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId: Scalars['String']['output'];
  /** the city as shown */
  cityName?: Maybe<Scalars['String']['output']>;
  /** the straight-line distance from the searched place, in km (one decimal) */
  distanceKm: Scalars['Float']['output'];
  /** today's hours in India time, null when closed today or without hours */
  hoursToday?: Maybe<DayHours>;
  /** unique id of the shop */
  id: Scalars['ID']['output'];
  /** the vehicles in stock that match: the one asked for, else up to 24 of the shop's */
  inStock: Array<NearbyStock>;
  /** a landmark near the shop */
  landmark?: Maybe<Scalars['String']['output']>;
  /** latitude in degrees */
  lat: Scalars['Float']['output'];
  /** longitude in degrees */
  lng: Scalars['Float']['output'];
  /** a location of the shop's city for the booking form; null when its city has none */
  locationId?: Maybe<Scalars['ID']['output']>;
  /** the start of the first free test-ride slot within slotWithinDays (default 7) days; null when none */
  nextFreeSlot?: Maybe<Scalars['DateTime']['output']>;
  /** open at the time of the search (India time), by the shop's hours */
  openNow: Scalars['Boolean']['output'];
  /** the shop's business phone (10 digits) for a tel: link; null when the shop has not given one */
  phone?: Maybe<Scalars['String']['output']>;
  /** the shop's trading name */
  shopName: Scalars['String']['output'];
  /** a State id */
  stateId: Scalars['String']['output'];
  /** the state as shown */
  stateName?: Maybe<Scalars['String']['output']>;
};

/** A vehicle a found shop has in stock. */
export type NearbyStock = {
  __typename?: 'NearbyStock';
  /** the colour asked for, else null (stock is kept per vehicle) */
  colorId?: Maybe<Scalars['ID']['output']>;
  /** the product */
  product?: Maybe<Product>;
  /** the product's id */
  productId: Scalars['ID']['output'];
};

/** the smallest and largest value among the matching products; null when none has one */
export type NumberRange = {
  __typename?: 'NumberRange';
  /** the largest value */
  max?: Maybe<Scalars['Float']['output']>;
  /** the smallest value */
  min?: Maybe<Scalars['Float']['output']>;
};

/** An offer request as the dealers of its city see it (no contact details: the offer goes by mail). */
export type OfferRequest = {
  __typename?: 'OfferRequest';
  /** the city the offer is for */
  cityName: Scalars['String']['output'];
  /** when it was asked */
  createdAt: Scalars['DateTime']['output'];
  /** the lead's id (sendOffer's leadId) */
  id: Scalars['ID']['output'];
  /** the calling dealer's offer; null until sent */
  myOffer?: Maybe<LeadOffer>;
  /** the shopper's first name */
  name: Scalars['String']['output'];
  /** the vehicle */
  product?: Maybe<Product>;
};

/** One page of offer requests. */
export type OfferRequestPage = Page & {
  __typename?: 'OfferRequestPage';
  /** the offer requests of this page, newest first */
  items: Array<OfferRequest>;
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** how many offer requests the whole list has */
  total: Scalars['Int']['output'];
  /** how many pages the whole list has at this page size */
  totalPages: Scalars['Int']['output'];
};

/** The answer to an offer request. */
export type OfferRequestReceipt = {
  __typename?: 'OfferRequestReceipt';
  /** the lead opened */
  leadId: Scalars['ID']['output'];
  /** Thank you! A dealer will send you an offer soon. */
  message: Scalars['String']['output'];
};

/** What a vehicle costs in a state, line by line (indicative figures, not a dealer's quote). */
export type OnRoadPrice = {
  __typename?: 'OnRoadPrice';
  /** the colour priced (the cheapest when none was asked for) */
  colorId: Scalars['ID']['output'];
  /** onRoad plus the AFTER_PURCHASE lines (subsidies the state pays later): what the vehicle costs in the end */
  effectiveCost: Scalars['Float']['output'];
  /** the chosen colour's price, rupees */
  exShowroom: Scalars['Float']['output'];
  /** always true: plausible figures from the named policies, not a quote */
  indicative: Scalars['Boolean']['output'];
  /** the lines, each with where it applies */
  lines: Array<PriceLine>;
  /** paid at the counter: exShowroom plus the COUNTER lines */
  onRoad: Scalars['Float']['output'];
  /** the product priced */
  productId: Scalars['ID']['output'];
  /** the state priced */
  stateId: Scalars['ID']['output'];
  /** the state's name */
  stateName: Scalars['String']['output'];
};

/** A mail in the outbox: written with the change it tells about, sent by the worker. */
export type OutboxMail = {
  __typename?: 'OutboxMail';
  /** sending attempts so far */
  attempts: Scalars['Int']['output'];
  /** when the mail was created */
  createdAt: Scalars['DateTime']['output'];
  /** whether it carries a calendar invite (.ics) */
  hasInvite: Scalars['Boolean']['output'];
  /** unique id of the mail */
  id: Scalars['ID']['output'];
  /** what it tells, e.g. ride.confirmed */
  kind: Scalars['String']['output'];
  /** why the last attempt failed */
  lastError?: Maybe<Scalars['String']['output']>;
  /** when the worker tries next */
  nextAttemptAt: Scalars['DateTime']['output'];
  /** the first recipient */
  recipient: Scalars['String']['output'];
  /** when it was sent; null until then */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** where it stands */
  status: MailStatus;
  /** the subject line */
  subject: Scalars['String']['output'];
};

/** One mail as it goes out (admin only: its recipients and text are personal data). */
export type OutboxMailDetail = {
  __typename?: 'OutboxMailDetail';
  /** sending attempts so far */
  attempts: Scalars['Int']['output'];
  /** when the mail was created */
  createdAt: Scalars['DateTime']['output'];
  /** unique id of the mail */
  id: Scalars['ID']['output'];
  /** the calendar event of a ride invite; null for a mail without one */
  invite?: Maybe<MailInvite>;
  /** what it tells, e.g. ride.confirmed */
  kind: Scalars['String']['output'];
  /** why the last attempt failed */
  lastError?: Maybe<Scalars['String']['output']>;
  /** when the worker tries next */
  nextAttemptAt: Scalars['DateTime']['output'];
  /** every recipient */
  recipients: Array<Scalars['String']['output']>;
  /** when it was sent; null until then */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** where it stands */
  status: MailStatus;
  /** the subject line */
  subject: Scalars['String']['output'];
  /** the plain-text body */
  text: Scalars['String']['output'];
};

/** One page of the mail outbox. */
export type OutboxMailPage = Page & {
  __typename?: 'OutboxMailPage';
  /** the mails of this page */
  items: Array<OutboxMail>;
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** how many items the whole list has */
  total: Scalars['Int']['output'];
  /** how many pages the whole list has at this page size */
  totalPages: Scalars['Int']['output'];
};

/**
 * One page of a paged list: each paged type adds its own `items`. Client documents select the
 * counts through one fragment (PageFields).
 */
export type Page = {
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** how many items the whole list has */
  total: Scalars['Int']['output'];
  /** how many pages the whole list has at this page size */
  totalPages: Scalars['Int']['output'];
};

/**
 * An address in the shipped geo dataset: a user's profile address, a dealer's shop, a location
 * shops are found in. Each implementation says which parts it always has (a location has every
 * part; a user has none until the profile is filled in). The inputs that write a place
 * (UpdateProfileInput, ShopInput, LocationInput) take the same fields by the same names.
 */
export type Place = {
  /** first address line */
  address1?: Maybe<Scalars['String']['output']>;
  /** second address line, when there is one */
  address2?: Maybe<Scalars['String']['output']>;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId?: Maybe<Scalars['String']['output']>;
  /** the city as shown, e.g. Mumbai */
  cityName?: Maybe<Scalars['String']['output']>;
  /** a Country id, e.g. IN */
  countryId?: Maybe<Scalars['String']['output']>;
  /** the country as shown, e.g. India */
  countryName?: Maybe<Scalars['String']['output']>;
  /** a State id, e.g. IN-MH */
  stateId?: Maybe<Scalars['String']['output']>;
  /** the state as shown, e.g. Maharashtra */
  stateName?: Maybe<Scalars['String']['output']>;
};

/** One line of an on-road price: a tax, a fee, insurance, a subsidy or an incentive. */
export type PriceLine = {
  __typename?: 'PriceLine';
  /** rupees; subsidies and incentives are negative */
  amount: Scalars['Float']['output'];
  /** where the line applies: INCLUDED changes no total, COUNTER makes onRoad, AFTER_PURCHASE makes effectiveCost */
  appliesTo: LineAppliesTo;
  /** what the line is, e.g. Road tax */
  label: Scalars['String']['output'];
  /** where the figure comes from (the policy, tariff order or rate card it is taken from) */
  source: Scalars['String']['output'];
  /** when the figure was last checked against its source */
  verifiedOn: Scalars['Date']['output'];
};

/** A state's indicative pricing figures: the policy they come from, tariff, petrol price and the rates per vehicle type. */
export type PricingState = {
  __typename?: 'PricingState';
  /** ₹/kWh */
  electricityTariff: Scalars['Float']['output'];
  /** always true: plausible figures from the named policies, not a quote */
  indicative: Scalars['Boolean']['output'];
  /** ₹/L */
  petrolPrice: Scalars['Float']['output'];
  /** where the petrol price comes from */
  petrolSource: Scalars['String']['output'];
  /** when the petrol price was last checked */
  petrolVerifiedOn: Scalars['Date']['output'];
  /** the name of the state's EV policy the figures come from */
  policy: Scalars['String']['output'];
  /** the rates per vehicle type */
  rates: Array<VehicleRates>;
  /** geo state id, e.g. IN-MH */
  stateId: Scalars['ID']['output'];
  /** the state's name */
  stateName: Scalars['String']['output'];
  /** where the electricity tariff comes from */
  tariffSource: Scalars['String']['output'];
  /** when the tariff was last checked */
  tariffVerifiedOn: Scalars['Date']['output'];
  /** when an admin last changed the figures */
  updatedAt: Scalars['DateTime']['output'];
};

/** A state's policy, tariff and petrol price, as an admin saves them. */
export type PricingStateInput = {
  /** ₹/kWh */
  electricityTariff: Scalars['Float']['input'];
  /** ₹/L */
  petrolPrice: Scalars['Float']['input'];
  /** where the petrol price comes from */
  petrolSource: Scalars['String']['input'];
  /** when the petrol price was last checked */
  petrolVerifiedOn: Scalars['Date']['input'];
  /** the name of the state's EV policy */
  policy: Scalars['String']['input'];
  /** where the tariff comes from */
  tariffSource: Scalars['String']['input'];
  /** when the tariff was last checked */
  tariffVerifiedOn: Scalars['Date']['input'];
};

/** A vehicle of the catalogue: its specification, colours and prices. Its public page is /products/{slug}. */
export type Product = {
  __typename?: 'Product';
  /** seconds for 0-40 km/h */
  acceleration?: Maybe<Scalars['Float']['output']>;
  /** what comes with it */
  accessoriesDesc?: Maybe<Scalars['String']['output']>;
  /** the key features, one line each, in the language asked (HI: the Hindi lines where written, else the English ones) */
  additionalFeatures: Array<Scalars['String']['output']>;
  /** the key features in Hindi as an admin wrote them; null until written */
  additionalFeaturesHi?: Maybe<Array<Scalars['String']['output']>>;
  /** kWh */
  battery?: Maybe<Scalars['Float']['output']>;
  /** the maker */
  brand?: Maybe<Brand>;
  /** e.g. portable 700 W */
  chargerType?: Maybe<Scalars['String']['output']>;
  /** hours */
  charging?: Maybe<Scalars['Float']['output']>;
  /** its colours, each with its own price */
  colors: Array<Color>;
  /** when the product was created */
  createdAt: Scalars['DateTime']['output'];
  /** whether it has cruise control; null when not stated */
  cruiseControl?: Maybe<Scalars['Boolean']['output']>;
  /** the maker's description, plain text, in the language asked (HI: the Hindi text where written, else the English one) */
  description: Scalars['String']['output'];
  /** the description in Hindi as an admin wrote it; null until written (the back-office edits it, pages read description(locale: HI)) */
  descriptionHi?: Maybe<Scalars['String']['output']>;
  /**
   * km: the range a shopper compares, the certified range when the product has one, else the
   * highest claimed range (rangeMin or rangeMax); null when it states none. The list's RANGE_DESC
   * sort and minRange filter use it. Not the commute check's real-world range.
   */
  effectiveRange?: Maybe<Scalars['Float']['output']>;
  /** unique id of the product */
  id: Scalars['ID']['output'];
  /** addresses of the product's pictures, the first one the main picture */
  images: Array<Scalars['String']['output']>;
  /** the languages the product's texts are wholly written in: EN always, HI once the description and key features have their Hindi texts */
  locales: Array<Locale>;
  /** whether a mobile app works with it; null when not stated */
  mobileApp?: Maybe<Scalars['Boolean']['output']>;
  /** W */
  motorPower?: Maybe<Scalars['Float']['output']>;
  /** the model name, e.g. Ather 450X */
  name: Scalars['String']['output'];
  /** whether it has navigation; null when not stated */
  navigation?: Maybe<Scalars['Boolean']['output']>;
  /** last day of the current offer */
  offerEndDate?: Maybe<Scalars['Date']['output']>;
  /** first day of the current offer */
  offerStartDate?: Maybe<Scalars['Date']['output']>;
  /** what the offer is, in one line of at most 120 characters (e.g. Free home charger); null when not stated */
  offerText?: Maybe<Scalars['String']['output']>;
  /** the product this one is a variant of, if any */
  parentProduct?: Maybe<Product>;
  /** lowest colour price in rupees; null without colours */
  price?: Maybe<Scalars['Float']['output']>;
  /** certified range in km */
  range?: Maybe<Scalars['Float']['output']>;
  /** km */
  rangeMax?: Maybe<Scalars['Float']['output']>;
  /** km */
  rangeMin?: Maybe<Scalars['Float']['output']>;
  /** null while no review is approved; sortable in SQL through the product_ratings table */
  rating?: Maybe<ProductRating>;
  /** e.g. wheel size or body size, as the maker states it */
  size?: Maybe<Scalars['String']['output']>;
  /** readable unique address: /products/{slug} is the canonical page (e.g. ather-450x) */
  slug: Scalars['String']['output'];
  /** km/hr */
  topSpeed?: Maybe<Scalars['Float']['output']>;
  /** Nm */
  torque?: Maybe<Scalars['Float']['output']>;
  /** e.g. belt drive, hub motor */
  transmission?: Maybe<Scalars['String']['output']>;
  /** the other products of the same variant group */
  variants: Array<Product>;
  /** the kind of vehicle */
  vehicleType: VehicleType;
  /** years */
  warranty?: Maybe<Scalars['Float']['output']>;
  /** kg */
  weight?: Maybe<Scalars['Float']['output']>;
  /** whether the signed-in viewer keeps it in the wishlist (false for guests) */
  wishlisted: Scalars['Boolean']['output'];
};


/** A vehicle of the catalogue: its specification, colours and prices. Its public page is /products/{slug}. */
export type ProductAdditionalFeaturesArgs = {
  locale?: InputMaybe<Locale>;
};


/** A vehicle of the catalogue: its specification, colours and prices. Its public page is /products/{slug}. */
export type ProductDescriptionArgs = {
  locale?: InputMaybe<Locale>;
};

/** One product in a shop's stock: whether the shop has it available for test rides. */
export type ProductAvailability = {
  __typename?: 'ProductAvailability';
  /**
   * the shop, by its name before the rename
   * @deprecated Use shop; removed after 2027-06-30
   */
  dealer: Dealer;
  /** unique id of the stock entry */
  id: Scalars['ID']['output'];
  /** whether the shop has it available for test rides now */
  isAvailable: Scalars['Boolean']['output'];
  /** the product */
  product: Product;
  /** the shop that stocks it */
  shop: Shop;
  /** when the stock entry last changed */
  updatedAt: Scalars['DateTime']['output'];
};

/** Whether the dealer's shop has a product available. */
export type ProductAvailabilityInput = {
  /** whether the shop has it available for test rides now */
  isAvailable: Scalars['Boolean']['input'];
  /** the product */
  productId: Scalars['ID']['input'];
};

/**
 * The list's facets for a filter: brand counts with every other filter applied, and each
 * numeric field's range under every filter except its own.
 */
export type ProductFacets = {
  __typename?: 'ProductFacets';
  /** kWh */
  battery: NumberRange;
  /** brands with their counts */
  brands: Array<BrandFacet>;
  /** hours */
  charging: NumberRange;
  /** rupees, on the lowest colour price */
  price: NumberRange;
  /** km, on effectiveRange */
  range: NumberRange;
  /** km/h */
  topSpeed: NumberRange;
  /** products matching the whole filter */
  total: Scalars['Int']['output'];
};

/** What the product list is narrowed to, how it is sorted and which page is asked for. Every field is optional. */
export type ProductFilter = {
  /** only this brand */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** any of these brands (at most 50) */
  brandIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** at most 1000 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** hours */
  maxCharging?: InputMaybe<Scalars['Float']['input']>;
  /** rupees, on the lowest colour price */
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** kWh */
  minBattery?: InputMaybe<Scalars['Float']['input']>;
  /** rupees, on the lowest colour price */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** km, on effectiveRange (products that state no range never match) */
  minRange?: InputMaybe<Scalars['Float']['input']>;
  /** km/hr */
  minTopSpeed?: InputMaybe<Scalars['Float']['input']>;
  /** 1-based */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** typo-tolerant text (the header search's results), closest first unless sort is given */
  q?: InputMaybe<Scalars['String']['input']>;
  /** words in the name (plain match) */
  search?: InputMaybe<Scalars['String']['input']>;
  /** the order (NEWEST when left out) */
  sort?: InputMaybe<ProductSort>;
  /** only this kind of vehicle */
  vehicleType?: InputMaybe<VehicleType>;
};

/** A product as an admin creates or edits it. */
export type ProductInput = {
  /** seconds for 0-40 km/h */
  acceleration?: InputMaybe<Scalars['Float']['input']>;
  /** what comes with it */
  accessoriesDesc?: InputMaybe<Scalars['String']['input']>;
  /** further features, one line each */
  additionalFeatures?: InputMaybe<Array<Scalars['String']['input']>>;
  /** the key features in Hindi, one line each (at most 50 of 255 characters); left out they stay as stored, null or an empty list clear them */
  additionalFeaturesHi?: InputMaybe<Array<Scalars['String']['input']>>;
  /** kWh */
  battery?: InputMaybe<Scalars['Float']['input']>;
  /** the maker */
  brandId: Scalars['ID']['input'];
  /** e.g. portable 700 W */
  chargerType?: InputMaybe<Scalars['String']['input']>;
  /** hours */
  charging?: InputMaybe<Scalars['Float']['input']>;
  /** at least one colour with its price */
  colors: Array<ColorInput>;
  /** whether it has cruise control */
  cruiseControl?: InputMaybe<Scalars['Boolean']['input']>;
  /** the maker's description */
  description: Scalars['String']['input'];
  /** the description in Hindi: at most 5000 characters; left out it stays as stored, null or blank clears it */
  descriptionHi?: InputMaybe<Scalars['String']['input']>;
  /** addresses of uploaded pictures */
  images: Array<Scalars['String']['input']>;
  /** whether a mobile app works with it */
  mobileApp?: InputMaybe<Scalars['Boolean']['input']>;
  /** W */
  motorPower?: InputMaybe<Scalars['Float']['input']>;
  /** the model name */
  name: Scalars['String']['input'];
  /** whether it has navigation */
  navigation?: InputMaybe<Scalars['Boolean']['input']>;
  /** last day of the offer */
  offerEndDate?: InputMaybe<Scalars['Date']['input']>;
  /** first day of the offer */
  offerStartDate?: InputMaybe<Scalars['Date']['input']>;
  /** at most 120 characters; null or blank clears it */
  offerText?: InputMaybe<Scalars['String']['input']>;
  /** the product this one is a variant of, if any */
  parentProductId?: InputMaybe<Scalars['ID']['input']>;
  /** certified range, km */
  range?: InputMaybe<Scalars['Float']['input']>;
  /** km */
  rangeMax?: InputMaybe<Scalars['Float']['input']>;
  /** km */
  rangeMin?: InputMaybe<Scalars['Float']['input']>;
  /** as the maker states it */
  size?: InputMaybe<Scalars['String']['input']>;
  /** km/h */
  topSpeed?: InputMaybe<Scalars['Float']['input']>;
  /** Nm */
  torque?: InputMaybe<Scalars['Float']['input']>;
  /** e.g. belt drive */
  transmission?: InputMaybe<Scalars['String']['input']>;
  /** the kind of vehicle */
  vehicleType: VehicleType;
  /** years */
  warranty?: InputMaybe<Scalars['Float']['input']>;
  /** kg */
  weight?: InputMaybe<Scalars['Float']['input']>;
};

/** One page of the product list, with the counts to page through it. */
export type ProductPage = Page & {
  __typename?: 'ProductPage';
  /** the products of this page */
  items: Array<Product>;
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** how many items the whole list has */
  total: Scalars['Int']['output'];
  /** how many pages the whole list has at this page size */
  totalPages: Scalars['Int']['output'];
};

/** Average and count of a product's approved reviews. */
export type ProductRating = {
  __typename?: 'ProductRating';
  /** average stars, 1 to 5 */
  average: Scalars['Float']['output'];
  /** how many approved reviews */
  count: Scalars['Int']['output'];
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

/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type Query = {
  __typename?: 'Query';
  /** the figures of the admins' dashboard */
  adminDashboard: AdminDashboard;
  /** the figures of the signed-in agent's dashboard */
  agentDashboard: AgentDashboard;
  /** the audit trail, newest first: admins read every event, a dealer only the events about its own shop (its profile, hours, stock and rides) */
  auditEvents: AuditEventPage;
  /** one blog post; null when there is none */
  blog?: Maybe<Blog>;
  /** how many posts there are, for paging blogs */
  blogCount: Scalars['Int']['output'];
  /** newest first: limit 1 to 100 (100 by default), page from 1 */
  blogs: Array<Blog>;
  /** one brand by id; null when there is none */
  brand?: Maybe<Brand>;
  /** one brand by its page address; null when there is none */
  brandBySlug?: Maybe<Brand>;
  /** how many brands there are, for paging brands */
  brandCount: Scalars['Int']['output'];
  /** brands by name: all of them, or the page asked for */
  brands: Array<Brand>;
  /** the cities of a state */
  cities: Array<City>;
  /** 1 to 4 products by slug (or id), in the order given: the compare page */
  compareProducts: Array<Product>;
  /** one comparison; null when there is none */
  comparison?: Maybe<Comparison>;
  /** how many comparisons there are, for paging comparisons */
  comparisonCount: Scalars['Int']['output'];
  /** newest first: at most 500, or the page asked for (20 by default, at most 100) */
  comparisons: Array<Comparison>;
  /** every country of the geo dataset */
  countries: Array<Country>;
  /** the figures of the signed-in dealer's dashboard */
  dealerDashboard: DealerDashboard;
  /** how many rides the own shop lists, for paging dealerTestDrives */
  dealerTestDriveCount: Scalars['Int']['output'];
  /** a page of the own shop's rides, newest first (50 by default, at most 100) */
  dealerTestDrives: Array<TestDrive>;
  /**
   * the shops of a location, by their name before the rename
   * @deprecated Use shopsByLocation; removed after 2027-06-30
   */
  dealersByLocation: Array<Dealer>;
  /** a page of the submissions of one kind, newest first (50 by default, at most 100); handled: only the handled (true) or the unhandled (false) ones */
  enquiries: Array<Enquiry>;
  /** how many submissions of one kind there are, for paging enquiries */
  enquiryCount: Scalars['Int']['output'];
  /** the FAQ page's questions in their order (at most 100) */
  faqs: Array<Faq>;
  /** an own plan while it lives (a day); the kind's rule applies (admins: products and shops; dealers: stock) */
  importPlan: ImportPlan;
  /** an own applied import */
  importResult: ImportResult;
  /** one lead with its timeline: an agent's own, or any for an admin */
  lead: Lead;
  /** every agent with their cities */
  leadAgents: Array<LeadAgent>;
  /** leads of a date range (India dates, both included, at most 366 days) and how far they got, per city or per agent */
  leadFunnel: Array<LeadFunnelRow>;
  /** leads for admins, newest first (20 by default, at most 100) */
  leads: LeadPage;
  /** how many locations there are, for paging locations */
  locationCount: Scalars['Int']['output'];
  /** by state then city: at most 1000, or the page asked for (20 by default, at most 100) */
  locations: Array<Location>;
  /** a page of the mail outbox, newest first, optionally of one status */
  mailOutbox: OutboxMailPage;
  /** the signed-in user */
  me: User;
  /** the signed-in person's API keys, newest first (revoked ones too) */
  myApiKeys: Array<ApiKey>;
  /**
   * the dealer's own shop, by its name before the rename
   * @deprecated Use myShop; removed after 2027-06-30
   */
  myDealerProfile?: Maybe<Dealer>;
  /** the signed-in agent's leads, newest first, optionally of one status (20 by default, at most 100) */
  myLeads: LeadPage;
  /** a page of the own shop's entries by product name (50 by default, at most 100) */
  myProductAvailability: Array<ProductAvailability>;
  /** how many entries the own shop has, for paging myProductAvailability */
  myProductAvailabilityCount: Scalars['Int']['output'];
  /** the signed-in dealer's own shop; null before its profile is saved */
  myShop?: Maybe<Shop>;
  /** approved reviews of the dealer's own shop */
  myShopReviews: ReviewPage;
  /** the dealer's test-ride calendar; null before it is set */
  myShopRideHours?: Maybe<ShopRideHours>;
  /** one own ride, for its booking confirmation; NOT_FOUND for a missing ride or someone else's */
  myTestDrive: TestDrive;
  /** own rides, newest first (a page of at most 100; all of them up to that by default) */
  myTestDrives: Array<TestDrive>;
  /** the signed-in user's wishlist */
  myWishlist: Array<Product>;
  /** public shops nearest a place, nearest first; a PIN code not in the dataset is NOT_FOUND ("We don't know this PIN code yet"), a malformed one BAD_USER_INPUT ("Enter a valid 6-digit PIN code"). slotWithinDays, when given, keeps only shops with a free slot within that many days (today counts). limit: 20 by default, at most 50 */
  nearbyShops: Array<NearbyShop>;
  /** offer requests for vehicles in the dealer's shop's city, newest first (20 by default, at most 100) */
  offerRequestsForMyShop: OfferRequestPage;
  /** ex-showroom (the colour's price, the cheapest without one) plus the state's lines */
  onRoadPrice: OnRoadPrice;
  /** one mail of the outbox as it goes out: recipients, subject, text and its calendar invite */
  outboxMail: OutboxMailDetail;
  /** one state's figures and rates; null when it has none */
  pricingState?: Maybe<PricingState>;
  /** states with indicative rates, by name */
  pricingStates: Array<PricingState>;
  /** id: a product's id or its slug */
  product?: Maybe<Product>;
  /** entries of verified shops in the location that have the product available */
  productAvailability: Array<ProductAvailability>;
  /** what the filtered list can still be narrowed to: brand counts and number ranges */
  productFacets: ProductFacets;
  /** approved reviews of a product, newest first */
  productReviews: ReviewPage;
  /** typo-tolerant suggestions for typed text, closest first; at most 8, none under 2 characters */
  productSuggestions: Array<Product>;
  /** the product list: filtered, sorted and paged (see ProductFilter) */
  products: ProductPage;
  /** reviews for moderation */
  reviews: ReviewPage;
  /** products a verified shop of the location has available */
  searchProducts: Array<Product>;
  /** states and cities with their number of public shops, by name */
  shopPlaces: Array<ShopState>;
  /** verified dealer shops of a location */
  shopsByLocation: Array<Shop>;
  /** the states of a country */
  states: Array<State>;
  /** bookable test-ride slots of a shop, per India date */
  testRideSlots: Array<RideSlotDay>;
  /** one account; null when there is none */
  user?: Maybe<User>;
  /** a page of the accounts, newest first; search matches name, e-mail, username or contact */
  users: UserPage;
  /** the delivery log of an own endpoint, newest first */
  webhookDeliveries: WebhookDeliveryPage;
  /** the caller's own webhook endpoints, newest first */
  webhookEndpoints: Array<WebhookEndpoint>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryAuditEventsArgs = {
  filter?: InputMaybe<AuditEventFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryBlogArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryBlogsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryBrandBySlugArgs = {
  slug: Scalars['String']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryBrandsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryCitiesArgs = {
  stateId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryCompareProductsArgs = {
  slugs: Array<Scalars['String']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryComparisonArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryComparisonsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryDealerTestDrivesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryDealersByLocationArgs = {
  locationId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryEnquiriesArgs = {
  handled?: InputMaybe<Scalars['Boolean']['input']>;
  kind: EnquiryKind;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryEnquiryCountArgs = {
  handled?: InputMaybe<Scalars['Boolean']['input']>;
  kind: EnquiryKind;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryImportPlanArgs = {
  planId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryImportResultArgs = {
  importId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryLeadArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryLeadFunnelArgs = {
  from: Scalars['Date']['input'];
  groupBy: LeadFunnelGroup;
  to: Scalars['Date']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryLeadsArgs = {
  filter?: InputMaybe<LeadFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryLocationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryMailOutboxArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<MailStatus>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryMyLeadsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<LeadStatus>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryMyProductAvailabilityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryMyShopReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryMyTestDriveArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryMyTestDrivesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryNearbyShopsArgs = {
  colorId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  near: NearPlace;
  openNow?: InputMaybe<Scalars['Boolean']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  slotWithinDays?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryOfferRequestsForMyShopArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryOnRoadPriceArgs = {
  colorId?: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
  stateId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryOutboxMailArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryPricingStateArgs = {
  stateId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryProductAvailabilityArgs = {
  locationId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryProductFacetsArgs = {
  filter?: InputMaybe<ProductFilter>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryProductReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryProductSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReviewStatus>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QuerySearchProductsArgs = {
  dealerId?: InputMaybe<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  shopId?: InputMaybe<Scalars['ID']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryShopsByLocationArgs = {
  locationId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryStatesArgs = {
  countryId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryTestRideSlotsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  productId: Scalars['ID']['input'];
  shopId: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Every read of the API. Each field says who may call it; an API key acts as its owner, narrowed to its scopes. */
export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<WebhookDeliveryStatus>;
};

/** How a rate is counted. */
export type RateKind =
  /** rupees */
  | 'FIXED'
  /** percent of the ex-showroom price */
  | 'PERCENT'
  /** rupees per kWh of battery */
  | 'PER_KWH';

/** One line of a state's rates, with its cap rules, its source and when it was last verified. */
export type RateRule = {
  __typename?: 'RateRule';
  /** at most this many rupees */
  cap?: Maybe<Scalars['Float']['output']>;
  /** at most this percent of the ex-showroom price */
  capPercent?: Maybe<Scalars['Float']['output']>;
  /** how the value is counted */
  kind: RateKind;
  /** applies only up to this ex-showroom price (rupees) */
  maxExShowroom?: Maybe<Scalars['Float']['output']>;
  /** where the figure comes from (the policy, tariff order or rate card it is taken from) */
  source: Scalars['String']['output'];
  /** the rate: a percent, rupees or rupees per kWh, as kind says */
  value: Scalars['Float']['output'];
  /** when the figure was last checked against its source */
  verifiedOn: Scalars['Date']['output'];
};

/** One rate as an admin saves it. */
export type RateRuleInput = {
  /** at most this many rupees */
  cap?: InputMaybe<Scalars['Float']['input']>;
  /** at most this percent of the ex-showroom price */
  capPercent?: InputMaybe<Scalars['Float']['input']>;
  /** how the value is counted */
  kind: RateKind;
  /** applies only up to this ex-showroom price (rupees) */
  maxExShowroom?: InputMaybe<Scalars['Float']['input']>;
  /** where the figure comes from (the policy, tariff order or rate card it is taken from) */
  source: Scalars['String']['input'];
  /** a percent, rupees or rupees per kWh, as kind says */
  value: Scalars['Float']['input'];
  /** when the figure was last checked against its source */
  verifiedOn: Scalars['Date']['input'];
};

/** A new account, as the registration form sends it. */
export type RegisterInput = {
  /** contact number as people type it (+91, 0, spaces); stored as its 10 digits */
  contact: Scalars['String']['input'];
  /** e-mail address: the account's sign-in */
  email: Scalars['String']['input'];
  /** the language of the site and mails; EN when left out */
  language?: InputMaybe<Locale>;
  /** full name */
  name: Scalars['String']['input'];
  /** at least 6 characters */
  password: Scalars['String']['input'];
  /** DEALER, AGENT or USER */
  role: Role;
  /** a name to sign in with */
  username: Scalars['String']['input'];
};

/** The product page's "Get the best on-road offer" form. */
export type RequestOfferInput = {
  /** the shopper's city, up to 100 characters */
  cityName: Scalars['String']['input'];
  /** phone as typed (+91, 0, spaces): stored as 10 digits */
  contact: Scalars['String']['input'];
  /** e-mail address for the offers */
  email: Scalars['String']['input'];
  /** up to 100 characters */
  name: Scalars['String']['input'];
  /** the vehicle */
  productId: Scalars['ID']['input'];
};

/** A new password, with the token of the reset mail. */
export type ResetPasswordInput = {
  /** the new password again */
  confirmPassword: Scalars['String']['input'];
  /** the new password */
  newPassword: Scalars['String']['input'];
  /** the token from the reset mail's link (single use, valid for an hour) */
  resetToken: Scalars['String']['input'];
};

/** A review by a customer whose test ride of the product was completed. */
export type Review = {
  __typename?: 'Review';
  /** the rider's first name */
  authorName?: Maybe<Scalars['String']['output']>;
  /** when the review was created */
  createdAt: Scalars['DateTime']['output'];
  /** unique id of the review */
  id: Scalars['ID']['output'];
  /** why an admin hid it: admins only, null for anyone else */
  moderationReason?: Maybe<Scalars['String']['output']>;
  /** the vehicle reviewed */
  product: Product;
  /** 1 to 5 stars for the vehicle */
  productRating: Scalars['Int']['output'];
  /** the shop reviewed */
  shop: Shop;
  /** 1 to 5 stars for the shop */
  shopRating: Scalars['Int']['output'];
  /** where the review stands */
  status: ReviewStatus;
  /** what the rider wrote */
  text: Scalars['String']['output'];
  /** always true: only riders with a completed test ride can review */
  verifiedRide: Scalars['Boolean']['output'];
};

/** One page of reviews. */
export type ReviewPage = Page & {
  __typename?: 'ReviewPage';
  /** the reviews of this page */
  items: Array<Review>;
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** how many items the whole list has */
  total: Scalars['Int']['output'];
  /** how many pages the whole list has at this page size */
  totalPages: Scalars['Int']['output'];
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

/** A colour of a ride's vehicle as it was named when the ride was booked. */
export type RideColor = {
  __typename?: 'RideColor';
  /** hex colour, e.g. #000000 */
  code: Scalars['String']['output'];
  /** the colour's name at booking */
  name: Scalars['String']['output'];
};

/** What a ride's dealer may know of its customer. Username and address stay private to the user and admins. */
export type RideCustomer = {
  __typename?: 'RideCustomer';
  /** the customer's e-mail address */
  email: Scalars['String']['output'];
  /** unique id of the customer */
  id: Scalars['ID']['output'];
  /** the customer's name */
  name?: Maybe<Scalars['String']['output']>;
  /** the customer's contact number, to the dealer of the ride's shop while the ride is pending or confirmed; null otherwise */
  phone?: Maybe<Scalars['String']['output']>;
};

/** How fast a shop answers ride requests: median over the last 90 days, given from 5 answered rides. */
export type RideResponseTime = {
  __typename?: 'RideResponseTime';
  /** e.g. usually confirms within 2 hours */
  label: Scalars['String']['output'];
  /** median minutes from booking to the dealer's answer */
  medianMinutes: Scalars['Int']['output'];
  /** how many answered rides the median is taken over */
  rides: Scalars['Int']['output'];
};

/** A bookable time of a shop, with the places left. */
export type RideSlot = {
  __typename?: 'RideSlot';
  /** ISO with India's offset */
  end: Scalars['String']['output'];
  /** places left */
  remaining: Scalars['Int']['output'];
  /** ISO with India's offset */
  start: Scalars['String']['output'];
};

/** One India date's bookable slots. */
export type RideSlotDay = {
  __typename?: 'RideSlotDay';
  /** the India date */
  date: Scalars['Date']['output'];
  /** only slots that can still be booked */
  slots: Array<RideSlot>;
};

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

/** How many accounts each role has. */
export type RoleCounts = {
  __typename?: 'RoleCounts';
  /** admin accounts */
  admin: Scalars['Int']['output'];
  /** agent accounts */
  agent: Scalars['Int']['output'];
  /** dealer accounts */
  dealer: Scalars['Int']['output'];
  /** superadmin accounts */
  superadmin: Scalars['Int']['output'];
  /** customer accounts */
  user: Scalars['Int']['output'];
};

/** A dealer's offer. */
export type SendOfferInput = {
  /** up to 1000 characters */
  note?: InputMaybe<Scalars['String']['input']>;
  /** on-road price in whole rupees */
  price: Scalars['Int']['input'];
  /** the last day the offer holds: today to 90 days ahead */
  validUntil: Scalars['Date']['input'];
};

/** A dealer's shop: the business with its address, stock and test rides (docs/decisions/0016). */
export type Shop = Place & {
  __typename?: 'Shop';
  /** first address line */
  address1: Scalars['String']['output'];
  /** second address line, when there is one */
  address2?: Maybe<Scalars['String']['output']>;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId: Scalars['String']['output'];
  /** the city as shown, e.g. Mumbai */
  cityName?: Maybe<Scalars['String']['output']>;
  /** a Country id, e.g. IN */
  countryId: Scalars['String']['output'];
  /** the country as shown, e.g. India */
  countryName?: Maybe<Scalars['String']['output']>;
  /** unique id of the shop */
  id: Scalars['ID']['output'];
  /** a landmark near the shop, to find it */
  landmark?: Maybe<Scalars['String']['output']>;
  /** latitude in degrees: the city's centre until the dealer or an admin pins the shop */
  lat?: Maybe<Scalars['Float']['output']>;
  /** longitude in degrees */
  lng?: Maybe<Scalars['Float']['output']>;
  /** the shop's phone (10 digits): to its own dealer and admins; a ride's customer reads it as TestDrive.shopPhone */
  phone?: Maybe<Scalars['String']['output']>;
  /** true when a dealer or an admin entered the position, false while it is the city's centre */
  positionPinned: Scalars['Boolean']['output'];
  /** how fast the shop answers test-ride requests; null below 5 answered rides */
  rideResponse?: Maybe<RideResponseTime>;
  /** the shop's trading name */
  shopName: Scalars['String']['output'];
  /** a State id, e.g. IN-MH */
  stateId: Scalars['String']['output'];
  /** the state as shown, e.g. Maharashtra */
  stateName?: Maybe<Scalars['String']['output']>;
};

/** A city with the number of public shops in it. */
export type ShopCity = {
  __typename?: 'ShopCity';
  /** a City id */
  cityId: Scalars['ID']['output'];
  /** the city as shown */
  cityName: Scalars['String']['output'];
  /** public shops in the city */
  shops: Scalars['Int']['output'];
};

/** The dealer's own shop profile as the dealer saves it. */
export type ShopInput = {
  /** first address line */
  address1: Scalars['String']['input'];
  /** second address line, when there is one */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId: Scalars['String']['input'];
  /** the city as shown, e.g. Mumbai */
  cityName?: InputMaybe<Scalars['String']['input']>;
  /** a Country id, e.g. IN */
  countryId: Scalars['String']['input'];
  /** the country as shown, e.g. India */
  countryName?: InputMaybe<Scalars['String']['input']>;
  /** a landmark near the shop, to find it */
  landmark?: InputMaybe<Scalars['String']['input']>;
  /** latitude to pin the shop at (with lng, inside India); without both the shop stays where it was in its city, else at the city's centre */
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** longitude to pin the shop at (with lat) */
  lng?: InputMaybe<Scalars['Float']['input']>;
  /** the shop's phone as people type it, stored as its 10 digits; required ("Phone is required"), nullable here so older integrations get a field error, not a schema break */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** the shop's trading name */
  shopName: Scalars['String']['input'];
  /** a State id, e.g. IN-MH */
  stateId: Scalars['String']['input'];
  /** the state as shown, e.g. Maharashtra */
  stateName?: InputMaybe<Scalars['String']['input']>;
};

/** A shop's test-ride calendar, set by its dealer. */
export type ShopRideHours = {
  __typename?: 'ShopRideHours';
  /** test rides that can run at once */
  capacity: Scalars['Int']['output'];
  /** dates the shop is closed (holidays) */
  closedDates: Array<Scalars['Date']['output']>;
  /** the seven weekdays, Monday first */
  days: Array<DayHours>;
  /** how many days ahead slots can be booked */
  horizonDays: Scalars['Int']['output'];
  /** how long before a slot it can still be booked */
  minNoticeMinutes: Scalars['Int']['output'];
  /** length of a slot */
  slotMinutes: Scalars['Int']['output'];
};

/** The shop's test-ride calendar as the dealer saves it. */
export type ShopRideHoursInput = {
  /** test rides that can run at once */
  capacity: Scalars['Int']['input'];
  /** dates the shop is closed (holidays) */
  closedDates?: InputMaybe<Array<Scalars['Date']['input']>>;
  /** how many days ahead slots can be booked */
  horizonDays?: InputMaybe<Scalars['Int']['input']>;
  /** how long before a slot it can still be booked */
  minNoticeMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** length of a slot */
  slotMinutes: Scalars['Int']['input'];
  /** seven entries, Monday first */
  weekly: Array<InputMaybe<DayHoursInput>>;
};

/** A state with the number of public shops in it and in each of its cities (browse by place). */
export type ShopState = {
  __typename?: 'ShopState';
  /** its cities with shops, by name */
  cities: Array<ShopCity>;
  /** public shops in the state */
  shops: Scalars['Int']['output'];
  /** a State id */
  stateId: Scalars['ID']['output'];
  /** the state as shown */
  stateName: Scalars['String']['output'];
};

/** A state (or province) of a country. */
export type State = {
  __typename?: 'State';
  /** the country it belongs to */
  countryId: Scalars['ID']['output'];
  /** country code and state code, e.g. IN-MH */
  id: Scalars['ID']['output'];
  /** the state's name */
  name: Scalars['String']['output'];
};

/** A test ride a customer booked at a dealer's shop, and where it stands. A dealer sees the rides of its own shop; a customer their own. */
export type TestDrive = {
  __typename?: 'TestDrive';
  /** the customer may cancel it now (it is open) */
  canCancel: Scalars['Boolean']['output'];
  /** it may move to another free slot now (it is open) */
  canReschedule: Scalars['Boolean']['output'];
  /** the customer may review it now: completed after its slot started, and not reviewed yet */
  canReview: Scalars['Boolean']['output'];
  /** why it was cancelled; the customer sees the dealer's reason */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** who cancelled the ride, when it is cancelled */
  cancelledBy?: Maybe<RideCanceller>;
  /** the colour the customer asked to ride, as it was named at booking; null when none was chosen */
  color?: Maybe<RideColor>;
  /** when the ride was created */
  createdAt: Scalars['DateTime']['output'];
  /** the customer who booked: to the ride's dealer the name, the e-mail and, while the ride is open, the phone */
  customer: RideCustomer;
  /**
   * the shop, by its name before the rename
   * @deprecated Use shop; removed after 2027-06-30
   */
  dealer: Dealer;
  /** unique id of the ride */
  id: Scalars['ID']['output'];
  /** the location the customer chose */
  location: Location;
  /** the vehicle to ride */
  product: Product;
  /** the status of this ride's review, null while not reviewed */
  reviewStatus?: Maybe<ReviewStatus>;
  /** the dealer's shop where the ride takes place */
  shop: Shop;
  /** the shop's opening hours for test rides, Monday first; null while the shop has not set them */
  shopHours?: Maybe<Array<DayHours>>;
  /** the shop's phone, to the ride's customer and dealer (null for shops saved before shops had one) */
  shopPhone?: Maybe<Scalars['String']['output']>;
  /** end of the agreed slot, ISO in India time; null for a request without a time */
  slotEnd?: Maybe<Scalars['String']['output']>;
  /** start of the agreed slot, ISO in India time (2026-11-24T11:00:00+05:30); null for a request without a time */
  slotStart?: Maybe<Scalars['String']['output']>;
  /** where the ride stands */
  status: TestDriveStatus;
  /** when the ride last changed */
  updatedAt: Scalars['DateTime']['output'];
};

/** How many rides are in each status. */
export type TestDriveCounts = {
  __typename?: 'TestDriveCounts';
  /** rides cancelled by either side */
  cancelled: Scalars['Int']['output'];
  /** rides that took place */
  completed: Scalars['Int']['output'];
  /** rides the dealer confirmed */
  confirmed: Scalars['Int']['output'];
  /** rides waiting for the dealer */
  pending: Scalars['Int']['output'];
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
  lostReason?: InputMaybe<Scalars['String']['input']>;
  /** India date of the next follow-up; null clears it */
  nextFollowUpOn?: InputMaybe<Scalars['Date']['input']>;
  /** a note for the timeline, up to 2000 characters */
  note?: InputMaybe<Scalars['String']['input']>;
  /** the new status; LOST needs lostReason */
  status?: InputMaybe<LeadStatus>;
};

/** The signed-in user's own contact number and address. */
export type UpdateProfileInput = {
  /** first address line */
  address1: Scalars['String']['input'];
  /** second address line, when there is one */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId: Scalars['String']['input'];
  /** the city as shown, e.g. Mumbai */
  cityName?: InputMaybe<Scalars['String']['input']>;
  /** contact number as people type it; stored as its 10 digits */
  contact: Scalars['String']['input'];
  /** a Country id, e.g. IN */
  countryId: Scalars['String']['input'];
  /** the country as shown, e.g. India */
  countryName?: InputMaybe<Scalars['String']['input']>;
  /** the language of the site and mails; left out, it stays as it is */
  language?: InputMaybe<Locale>;
  /** a State id, e.g. IN-MH */
  stateId: Scalars['String']['input'];
  /** the state as shown, e.g. Maharashtra */
  stateName?: InputMaybe<Scalars['String']['input']>;
};

/** An account as an admin edits it. */
export type UpdateUserInput = {
  /** contact number as people type it; stored as its 10 digits */
  contact: Scalars['String']['input'];
  /** e-mail address */
  email: Scalars['String']['input'];
  /** full name */
  name: Scalars['String']['input'];
  /** USER, DEALER or AGENT */
  role: Role;
};

/** What changes of an endpoint: an absent or null field stays as it is. */
export type UpdateWebhookEndpointInput = {
  /** a blank one removes it */
  description?: InputMaybe<Scalars['String']['input']>;
  /** false enables a disabled endpoint again */
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** the events it receives from now on */
  events?: InputMaybe<Array<WebhookEvent>>;
  /** a new http(s) URL */
  url?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A user account. `username`, `contact` and the address fields are private: only the user
 * themself (through `me`, `updateProfile`) and admins read them; anyone else gets null.
 */
export type User = Place & {
  __typename?: 'User';
  /** private: the user themself and admins only */
  address1?: Maybe<Scalars['String']['output']>;
  /** private: the user themself and admins only */
  address2?: Maybe<Scalars['String']['output']>;
  /** a City id, e.g. IN-MH-Mumbai */
  cityId?: Maybe<Scalars['String']['output']>;
  /** the city as shown, e.g. Mumbai */
  cityName?: Maybe<Scalars['String']['output']>;
  /** contact number (10 digits); private: the user themself and admins only */
  contact?: Maybe<Scalars['String']['output']>;
  /** a Country id, e.g. IN */
  countryId?: Maybe<Scalars['String']['output']>;
  /** the country as shown, e.g. India */
  countryName?: Maybe<Scalars['String']['output']>;
  /** when the user was created */
  createdAt: Scalars['DateTime']['output'];
  /** e-mail address */
  email: Scalars['String']['output'];
  /** unique id of the user */
  id: Scalars['ID']['output'];
  /** whether an admin has verified the account (a dealer's shop is listed only once verified) */
  isVerified: Scalars['Boolean']['output'];
  /** the language the user reads the site and mails in (EN until chosen); private: the user themself and admins only */
  language?: Maybe<Locale>;
  /** the name the user registered with */
  name?: Maybe<Scalars['String']['output']>;
  /** the kind of account */
  role: Role;
  /** a State id, e.g. IN-MH */
  stateId?: Maybe<Scalars['String']['output']>;
  /** the state as shown, e.g. Maharashtra */
  stateName?: Maybe<Scalars['String']['output']>;
  /** private: the user themself and admins only */
  username?: Maybe<Scalars['String']['output']>;
};

/** One page of the user list (admins). */
export type UserPage = Page & {
  __typename?: 'UserPage';
  /** the users of this page */
  items: Array<User>;
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** for a search, matches are counted up to 1,000 past this page: the total is then at least this */
  total: Scalars['Int']['output'];
  /** true when more users match than were counted (total and totalPages are lower bounds) */
  totalAtLeast: Scalars['Boolean']['output'];
  /** how many pages the whole list has at this page size */
  totalPages: Scalars['Int']['output'];
};

/** A state's rates for one vehicle type. */
export type VehicleRates = {
  __typename?: 'VehicleRates';
  /** the central incentive (already inside the ex-showroom price); null when none applies */
  centralIncentive?: Maybe<RateRule>;
  /** first-year insurance */
  insurance: RateRule;
  /** km/L of a comparable petrol vehicle, for the running cost */
  petrolMileage: Scalars['Float']['output'];
  /** where the petrol mileage comes from */
  petrolMileageSource: Scalars['String']['output'];
  /** registration fee */
  registration: RateRule;
  /** road tax */
  roadTax: RateRule;
  /** the state's subsidy; null when it has none */
  stateSubsidy?: Maybe<RateRule>;
  /** whether the state subsidy is deducted at the counter (COUNTER) or reimbursed after purchase (AFTER_PURCHASE) */
  stateSubsidyAppliesTo: LineAppliesTo;
  /** when an admin last changed these rates */
  updatedAt: Scalars['DateTime']['output'];
  /** the vehicle type these rates apply to */
  vehicleType: VehicleType;
};

/** A state's rates for one vehicle type, as an admin saves them. */
export type VehicleRatesInput = {
  /** the central incentive, if any */
  centralIncentive?: InputMaybe<RateRuleInput>;
  /** first-year insurance */
  insurance: RateRuleInput;
  /** km/L of a comparable petrol vehicle */
  petrolMileage: Scalars['Float']['input'];
  /** where the petrol mileage comes from */
  petrolMileageSource: Scalars['String']['input'];
  /** registration fee */
  registration: RateRuleInput;
  /** road tax */
  roadTax: RateRuleInput;
  /** the state's subsidy, if any */
  stateSubsidy?: InputMaybe<RateRuleInput>;
  /** COUNTER or AFTER_PURCHASE; AFTER_PURCHASE when left out */
  stateSubsidyAppliesTo?: InputMaybe<LineAppliesTo>;
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

/** How many products each vehicle type has. */
export type VehicleTypeCounts = {
  __typename?: 'VehicleTypeCounts';
  /** bikes */
  bike: Scalars['Int']['output'];
  /** commercial vehicles */
  commercial: Scalars['Int']['output'];
  /** four-wheelers */
  fourWheeler: Scalars['Int']['output'];
  /** scooters */
  scooter: Scalars['Int']['output'];
};

/** One try of a delivery. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  /** when the try was made */
  at: Scalars['DateTime']['output'];
  /** how long the receiver took, in milliseconds */
  durationMs: Scalars['Int']['output'];
  /** why no answer came (a timeout, a refused connection or address) */
  error?: Maybe<Scalars['String']['output']>;
  /** the receiver's status; null when it never answered */
  httpStatus?: Maybe<Scalars['Int']['output']>;
  /** the first 1 KB of the answer */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
};

/** One event sent to one endpoint, with its tries (the newest 20). */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** its tries, newest first */
  attempts: Array<WebhookAttempt>;
  /** when the event happened */
  createdAt: Scalars['DateTime']['output'];
  /** the payload's type, e.g. test_ride.booked, or webhook.test */
  eventType: Scalars['String']['output'];
  /** the delivery's id, for redeliverWebhook */
  id: Scalars['ID']['output'];
  /** when the next try is due; null when none is */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** where the delivery stands */
  status: WebhookDeliveryStatus;
  /** the webhook-id header: the same for every try and redelivery */
  webhookId: Scalars['String']['output'];
};

/** One page of an endpoint's delivery log. */
export type WebhookDeliveryPage = Page & {
  __typename?: 'WebhookDeliveryPage';
  /** the deliveries of this page, newest first */
  items: Array<WebhookDelivery>;
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** how many deliveries the log holds (with the filter) */
  total: Scalars['Int']['output'];
  /** how many pages the log has at this page size */
  totalPages: Scalars['Int']['output'];
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** the endpoint answered 2xx */
  | 'DELIVERED'
  /** given up after its last try, until it is redelivered */
  | 'FAILED'
  /** waiting for its first try, or due again after a failed one */
  | 'PENDING';

/** Where a dealer's or an admin's events go. Dealers hear of their own shop's rides only. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** failed tries in a row; 15 disable the endpoint */
  consecutiveFailures: Scalars['Int']['output'];
  /** when it was registered */
  createdAt: Scalars['DateTime']['output'];
  /** what the owner wrote about it */
  description?: Maybe<Scalars['String']['output']>;
  /** nothing is sent while disabled: after 15 failed deliveries in a row, or by its owner */
  disabled: Scalars['Boolean']['output'];
  /** when it was disabled; null while it receives */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** the events it receives */
  events: Array<WebhookEvent>;
  /** the endpoint's id */
  id: Scalars['ID']['output'];
  /** after a rotation the old secret signs beside the new one until this time */
  previousSecretExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** when it last changed */
  updatedAt: Scalars['DateTime']['output'];
  /** where the deliveries are POSTed */
  url: Scalars['String']['output'];
};

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




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Page:
    | ( AuditEventPage )
    | ( Omit<LeadPage, 'items'> & { items: Array<_RefType['Lead']> } )
    | ( Omit<OfferRequestPage, 'items'> & { items: Array<_RefType['OfferRequest']> } )
    | ( Omit<OutboxMailPage, 'items'> & { items: Array<_RefType['OutboxMail']> } )
    | ( Omit<ProductPage, 'items'> & { items: Array<_RefType['Product']> } )
    | ( Omit<ReviewPage, 'items'> & { items: Array<_RefType['Review']> } )
    | ( Omit<UserPage, 'items'> & { items: Array<_RefType['User']> } )
    | ( Omit<WebhookDeliveryPage, 'items'> & { items: Array<_RefType['WebhookDelivery']> } )
  ;
  Place:
    | ( LocationRow )
    | ( ShopRow )
    | ( UserRow )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AdminDashboard: ResolverTypeWrapper<AdminDashboard>;
  AgentDashboard: ResolverTypeWrapper<AgentDashboard>;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  ApiScope: ApiScope;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditActorType: AuditActorType;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEvent: ResolverTypeWrapper<AuditEvent>;
  AuditEventFilter: AuditEventFilter;
  AuditEventPage: ResolverTypeWrapper<AuditEventPage>;
  AuditTarget: ResolverTypeWrapper<AuditTarget>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Blog: ResolverTypeWrapper<BlogRow>;
  BlogInput: BlogInput;
  BookTestDriveInput: BookTestDriveInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandRow>;
  BrandFacet: ResolverTypeWrapper<BrandFacet>;
  BrandInput: BrandInput;
  City: ResolverTypeWrapper<City>;
  Color: ResolverTypeWrapper<ColorRow>;
  ColorInput: ColorInput;
  Comparison: ResolverTypeWrapper<ComparisonRow>;
  ComparisonInput: ComparisonInput;
  Country: ResolverTypeWrapper<Country>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateReviewInput: CreateReviewInput;
  CreateUserInput: CreateUserInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
  CreatedWebhookEndpoint: ResolverTypeWrapper<Omit<CreatedWebhookEndpoint, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayHours: ResolverTypeWrapper<DayHours>;
  DayHoursInput: DayHoursInput;
  Dealer: ResolverTypeWrapper<Dealer>;
  DealerDashboard: ResolverTypeWrapper<DealerDashboard>;
  DealerProfileInput: DealerProfileInput;
  Enquiry: ResolverTypeWrapper<EnquiryRow>;
  EnquiryInput: EnquiryInput;
  EnquiryKind: EnquiryKind;
  Faq: ResolverTypeWrapper<FaqRow>;
  FaqInput: FaqInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportAction: ImportAction;
  ImportApplied: ResolverTypeWrapper<ImportApplied>;
  ImportCellChange: ResolverTypeWrapper<ImportCellChange>;
  ImportCounts: ResolverTypeWrapper<ImportCounts>;
  ImportKept: ResolverTypeWrapper<ImportKept>;
  ImportKind: ImportKind;
  ImportPlan: ResolverTypeWrapper<ImportPlan>;
  ImportPlanRow: ResolverTypeWrapper<ImportPlanRow>;
  ImportResult: ResolverTypeWrapper<ImportResult>;
  ImportRowError: ResolverTypeWrapper<ImportRowError>;
  ImportUndone: ResolverTypeWrapper<ImportUndone>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteMethod: InviteMethod;
  Lead: ResolverTypeWrapper<LeadRow>;
  LeadAgent: ResolverTypeWrapper<LeadAgentRow>;
  LeadEvent: ResolverTypeWrapper<LeadEventRow>;
  LeadEventKind: LeadEventKind;
  LeadFilter: LeadFilter;
  LeadFunnelGroup: LeadFunnelGroup;
  LeadFunnelRow: ResolverTypeWrapper<LeadFunnelRow>;
  LeadOffer: ResolverTypeWrapper<LeadOfferWithShop>;
  LeadPage: ResolverTypeWrapper<Omit<LeadPage, 'items'> & { items: Array<ResolversTypes['Lead']> }>;
  LeadSource: LeadSource;
  LeadStatus: LeadStatus;
  LineAppliesTo: LineAppliesTo;
  Locale: Locale;
  Location: ResolverTypeWrapper<LocationRow>;
  LocationInput: LocationInput;
  MailInvite: ResolverTypeWrapper<MailInvite>;
  MailStatus: MailStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NearPlace: NearPlace;
  NearbyShop: ResolverTypeWrapper<Omit<NearbyShop, 'inStock'> & { inStock: Array<ResolversTypes['NearbyStock']> }>;
  NearbyStock: ResolverTypeWrapper<Omit<NearbyStock, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  NumberRange: ResolverTypeWrapper<NumberRange>;
  OfferRequest: ResolverTypeWrapper<LeadRow>;
  OfferRequestPage: ResolverTypeWrapper<Omit<OfferRequestPage, 'items'> & { items: Array<ResolversTypes['OfferRequest']> }>;
  OfferRequestReceipt: ResolverTypeWrapper<OfferRequestReceipt>;
  OnRoadPrice: ResolverTypeWrapper<OnRoadPrice>;
  OutboxMail: ResolverTypeWrapper<OutboxRow>;
  OutboxMailDetail: ResolverTypeWrapper<OutboxMailDetailRow>;
  OutboxMailPage: ResolverTypeWrapper<Omit<OutboxMailPage, 'items'> & { items: Array<ResolversTypes['OutboxMail']> }>;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  Place: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Place']>;
  PriceLine: ResolverTypeWrapper<PriceLine>;
  PricingState: ResolverTypeWrapper<PricingState>;
  PricingStateInput: PricingStateInput;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductAvailability: ResolverTypeWrapper<ShopProductRow>;
  ProductAvailabilityInput: ProductAvailabilityInput;
  ProductFacets: ResolverTypeWrapper<ProductFacets>;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductRating: ResolverTypeWrapper<ProductRating>;
  ProductSort: ProductSort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateKind: RateKind;
  RateRule: ResolverTypeWrapper<RateRule>;
  RateRuleInput: RateRuleInput;
  RegisterInput: RegisterInput;
  RequestOfferInput: RequestOfferInput;
  ResetPasswordInput: ResetPasswordInput;
  Review: ResolverTypeWrapper<ReviewRow>;
  ReviewPage: ResolverTypeWrapper<Omit<ReviewPage, 'items'> & { items: Array<ResolversTypes['Review']> }>;
  ReviewStatus: ReviewStatus;
  RideCanceller: RideCanceller;
  RideColor: ResolverTypeWrapper<RideColor>;
  RideCustomer: ResolverTypeWrapper<RideCustomer>;
  RideResponseTime: ResolverTypeWrapper<RideResponseTime>;
  RideSlot: ResolverTypeWrapper<RideSlot>;
  RideSlotDay: ResolverTypeWrapper<RideSlotDay>;
  Role: Role;
  RoleCounts: ResolverTypeWrapper<RoleCounts>;
  SendOfferInput: SendOfferInput;
  Shop: ResolverTypeWrapper<ShopRow>;
  ShopCity: ResolverTypeWrapper<ShopCity>;
  ShopInput: ShopInput;
  ShopRideHours: ResolverTypeWrapper<ShopRideHours>;
  ShopRideHoursInput: ShopRideHoursInput;
  ShopState: ResolverTypeWrapper<ShopState>;
  State: ResolverTypeWrapper<State>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TestDrive: ResolverTypeWrapper<TestDriveRow>;
  TestDriveCounts: ResolverTypeWrapper<TestDriveCounts>;
  TestDriveStatus: TestDriveStatus;
  UpdateLeadInput: UpdateLeadInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  User: ResolverTypeWrapper<UserRow>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  VehicleRates: ResolverTypeWrapper<VehicleRates>;
  VehicleRatesInput: VehicleRatesInput;
  VehicleType: VehicleType;
  VehicleTypeCounts: ResolverTypeWrapper<VehicleTypeCounts>;
  WebhookAttempt: ResolverTypeWrapper<AttemptRow>;
  WebhookDelivery: ResolverTypeWrapper<DeliveryWithAttempts>;
  WebhookDeliveryPage: ResolverTypeWrapper<Omit<WebhookDeliveryPage, 'items'> & { items: Array<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<EndpointRow>;
  WebhookEvent: WebhookEvent;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminDashboard: AdminDashboard;
  AgentDashboard: AgentDashboard;
  ApiKey: ApiKey;
  AuditActor: AuditActor;
  AuditChange: AuditChange;
  AuditEvent: AuditEvent;
  AuditEventFilter: AuditEventFilter;
  AuditEventPage: AuditEventPage;
  AuditTarget: AuditTarget;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Blog: BlogRow;
  BlogInput: BlogInput;
  BookTestDriveInput: BookTestDriveInput;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandRow;
  BrandFacet: BrandFacet;
  BrandInput: BrandInput;
  City: City;
  Color: ColorRow;
  ColorInput: ColorInput;
  Comparison: ComparisonRow;
  ComparisonInput: ComparisonInput;
  Country: Country;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateReviewInput: CreateReviewInput;
  CreateUserInput: CreateUserInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreatedApiKey: CreatedApiKey;
  CreatedWebhookEndpoint: Omit<CreatedWebhookEndpoint, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DayHours: DayHours;
  DayHoursInput: DayHoursInput;
  Dealer: Dealer;
  DealerDashboard: DealerDashboard;
  DealerProfileInput: DealerProfileInput;
  Enquiry: EnquiryRow;
  EnquiryInput: EnquiryInput;
  Faq: FaqRow;
  FaqInput: FaqInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImportApplied: ImportApplied;
  ImportCellChange: ImportCellChange;
  ImportCounts: ImportCounts;
  ImportKept: ImportKept;
  ImportPlan: ImportPlan;
  ImportPlanRow: ImportPlanRow;
  ImportResult: ImportResult;
  ImportRowError: ImportRowError;
  ImportUndone: ImportUndone;
  Int: Scalars['Int']['output'];
  Lead: LeadRow;
  LeadAgent: LeadAgentRow;
  LeadEvent: LeadEventRow;
  LeadFilter: LeadFilter;
  LeadFunnelRow: LeadFunnelRow;
  LeadOffer: LeadOfferWithShop;
  LeadPage: Omit<LeadPage, 'items'> & { items: Array<ResolversParentTypes['Lead']> };
  Location: LocationRow;
  LocationInput: LocationInput;
  MailInvite: MailInvite;
  Mutation: Record<PropertyKey, never>;
  NearPlace: NearPlace;
  NearbyShop: Omit<NearbyShop, 'inStock'> & { inStock: Array<ResolversParentTypes['NearbyStock']> };
  NearbyStock: Omit<NearbyStock, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  NumberRange: NumberRange;
  OfferRequest: LeadRow;
  OfferRequestPage: Omit<OfferRequestPage, 'items'> & { items: Array<ResolversParentTypes['OfferRequest']> };
  OfferRequestReceipt: OfferRequestReceipt;
  OnRoadPrice: OnRoadPrice;
  OutboxMail: OutboxRow;
  OutboxMailDetail: OutboxMailDetailRow;
  OutboxMailPage: Omit<OutboxMailPage, 'items'> & { items: Array<ResolversParentTypes['OutboxMail']> };
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  Place: ResolversInterfaceTypes<ResolversParentTypes>['Place'];
  PriceLine: PriceLine;
  PricingState: PricingState;
  PricingStateInput: PricingStateInput;
  Product: ProductRow;
  ProductAvailability: ShopProductRow;
  ProductAvailabilityInput: ProductAvailabilityInput;
  ProductFacets: ProductFacets;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductRating: ProductRating;
  Query: Record<PropertyKey, never>;
  RateRule: RateRule;
  RateRuleInput: RateRuleInput;
  RegisterInput: RegisterInput;
  RequestOfferInput: RequestOfferInput;
  ResetPasswordInput: ResetPasswordInput;
  Review: ReviewRow;
  ReviewPage: Omit<ReviewPage, 'items'> & { items: Array<ResolversParentTypes['Review']> };
  RideColor: RideColor;
  RideCustomer: RideCustomer;
  RideResponseTime: RideResponseTime;
  RideSlot: RideSlot;
  RideSlotDay: RideSlotDay;
  RoleCounts: RoleCounts;
  SendOfferInput: SendOfferInput;
  Shop: ShopRow;
  ShopCity: ShopCity;
  ShopInput: ShopInput;
  ShopRideHours: ShopRideHours;
  ShopRideHoursInput: ShopRideHoursInput;
  ShopState: ShopState;
  State: State;
  String: Scalars['String']['output'];
  TestDrive: TestDriveRow;
  TestDriveCounts: TestDriveCounts;
  UpdateLeadInput: UpdateLeadInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  User: UserRow;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  VehicleRates: VehicleRates;
  VehicleRatesInput: VehicleRatesInput;
  VehicleTypeCounts: VehicleTypeCounts;
  WebhookAttempt: AttemptRow;
  WebhookDelivery: DeliveryWithAttempts;
  WebhookDeliveryPage: Omit<WebhookDeliveryPage, 'items'> & { items: Array<ResolversParentTypes['WebhookDelivery']> };
  WebhookEndpoint: EndpointRow;
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

export type ApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiScope']>, ParentType, ContextType>;
}>;

export type AuditActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AuditActorType'], ParentType, ContextType>;
}>;

export type AuditChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['AuditActor'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targets?: Resolver<Array<ResolversTypes['AuditTarget']>, ParentType, ContextType>;
}>;

export type AuditEventPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEventPage'] = ResolversParentTypes['AuditEventPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AuditTargetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditTarget'] = ResolversParentTypes['AuditTarget']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BlogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Blog'] = ResolversParentTypes['Blog']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<BlogContentArgs, 'locale'>>;
  contentHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['Locale']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<BlogTitleArgs, 'locale'>>;
  titleHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<BrandDescriptionArgs, 'locale'>>;
  descriptionHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['Locale']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BrandFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandFacet'] = ResolversParentTypes['BrandFacet']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type CreatedApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = ResolversObject<{
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedWebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedWebhookEndpoint'] = ResolversParentTypes['CreatedWebhookEndpoint']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DayHours'] = ResolversParentTypes['DayHours']> = ResolversObject<{
  close?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DealerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dealer'] = ResolversParentTypes['Dealer']> = ResolversObject<{
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

export type DealerDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerDashboard'] = ResolversParentTypes['DealerDashboard']> = ResolversObject<{
  availableProductCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  testDriveCounts?: Resolver<ResolversTypes['TestDriveCounts'], ParentType, ContextType>;
}>;

export type EnquiryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Enquiry'] = ResolversParentTypes['Enquiry']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  handledBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EnquiryKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Faq'] = ResolversParentTypes['Faq']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<FaqDescArgs, 'locale'>>;
  descHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['Locale']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<FaqTitleArgs, 'locale'>>;
  titleHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ImportAppliedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportApplied'] = ResolversParentTypes['ImportApplied']> = ResolversObject<{
  counts?: Resolver<ResolversTypes['ImportCounts'], ParentType, ContextType>;
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  undoUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ImportCellChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportCellChange'] = ResolversParentTypes['ImportCellChange']> = ResolversObject<{
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ImportCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportCounts'] = ResolversParentTypes['ImportCounts']> = ResolversObject<{
  create?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportKeptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportKept'] = ResolversParentTypes['ImportKept']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportPlan'] = ResolversParentTypes['ImportPlan']> = ResolversObject<{
  appliedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['ImportCounts'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ImportKind'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ImportPlanRow']>, ParentType, ContextType>;
}>;

export type ImportPlanRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportPlanRow'] = ResolversParentTypes['ImportPlanRow']> = ResolversObject<{
  action?: Resolver<ResolversTypes['ImportAction'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ImportCellChange']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImportRowError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportResult'] = ResolversParentTypes['ImportResult']> = ResolversObject<{
  appliedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['ImportCounts'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ImportKind'], ParentType, ContextType>;
  undo?: Resolver<Maybe<ResolversTypes['ImportUndone']>, ParentType, ContextType>;
  undoUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ImportRowErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportRowError'] = ResolversParentTypes['ImportRowError']> = ResolversObject<{
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportUndoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportUndone'] = ResolversParentTypes['ImportUndone']> = ResolversObject<{
  kept?: Resolver<Array<ResolversTypes['ImportKept']>, ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lead'] = ResolversParentTypes['Lead']> = ResolversObject<{
  agent?: Resolver<Maybe<ResolversTypes['LeadAgent']>, ParentType, ContextType>;
  cityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lostReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextFollowUpOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['LeadOffer']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LeadSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['LeadEvent']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type LeadAgentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadAgent'] = ResolversParentTypes['LeadAgent']> = ResolversObject<{
  cities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LeadEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadEvent'] = ResolversParentTypes['LeadEvent']> = ResolversObject<{
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LeadEventKind'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadFunnelRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadFunnelRow'] = ResolversParentTypes['LeadFunnelRow']> = ResolversObject<{
  contacted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  testRide?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  won?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeadOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadOffer'] = ResolversParentTypes['LeadOffer']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type LeadPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadPage'] = ResolversParentTypes['LeadPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Lead']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dealers?: Resolver<Array<ResolversTypes['Dealer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shops?: Resolver<Array<ResolversTypes['Shop']>, ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MailInviteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailInvite'] = ResolversParentTypes['MailInvite']> = ResolversObject<{
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['InviteMethod'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addToWishlist?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'productId'>>;
  applyImportPlan?: Resolver<ResolversTypes['ImportApplied'], ParentType, ContextType, RequireFields<MutationApplyImportPlanArgs, 'planId'>>;
  assignLead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<MutationAssignLeadArgs, 'agentId' | 'id'>>;
  bookTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationBookTestDriveArgs, 'input'>>;
  cancelTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationCancelTestDriveArgs, 'id'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createBlog?: Resolver<ResolversTypes['Blog'], ParentType, ContextType, RequireFields<MutationCreateBlogArgs, 'input'>>;
  createBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationCreateBrandArgs, 'input'>>;
  createComparison?: Resolver<ResolversTypes['Comparison'], ParentType, ContextType, RequireFields<MutationCreateComparisonArgs, 'input'>>;
  createFaq?: Resolver<ResolversTypes['Faq'], ParentType, ContextType, RequireFields<MutationCreateFaqArgs, 'input'>>;
  createLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, RequireFields<MutationCreateLocationArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationCreateReviewArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['CreatedWebhookEndpoint'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  deleteBlog?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBlogArgs, 'id'>>;
  deleteBrand?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBrandArgs, 'id'>>;
  deleteComparison?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteComparisonArgs, 'id'>>;
  deleteFaq?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteFaqArgs, 'id'>>;
  deleteLocation?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteLocationArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductAvailability?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProductAvailabilityArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'keepSignedIn' | 'password'>>;
  planImport?: Resolver<ResolversTypes['ImportPlan'], ParentType, ContextType, RequireFields<MutationPlanImportArgs, 'csv' | 'kind'>>;
  redeliverWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'deliveryId'>>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeFromWishlist?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'productId'>>;
  removeTestDrive?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveTestDriveArgs, 'id'>>;
  reorderFaqs?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType, RequireFields<MutationReorderFaqsArgs, 'ids'>>;
  requestOffer?: Resolver<ResolversTypes['OfferRequestReceipt'], ParentType, ContextType, RequireFields<MutationRequestOfferArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  rescheduleTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationRescheduleTestDriveArgs, 'id' | 'slotStart'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  retryMail?: Resolver<ResolversTypes['OutboxMail'], ParentType, ContextType, RequireFields<MutationRetryMailArgs, 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['CreatedWebhookEndpoint'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
  saveDealerProfile?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType, RequireFields<MutationSaveDealerProfileArgs, 'input'>>;
  savePricingRates?: Resolver<ResolversTypes['PricingState'], ParentType, ContextType, RequireFields<MutationSavePricingRatesArgs, 'input' | 'stateId' | 'vehicleType'>>;
  savePricingState?: Resolver<ResolversTypes['PricingState'], ParentType, ContextType, RequireFields<MutationSavePricingStateArgs, 'input' | 'stateId'>>;
  saveShop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType, RequireFields<MutationSaveShopArgs, 'input'>>;
  sendEnquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationSendEnquiryArgs, 'input' | 'kind'>>;
  sendOffer?: Resolver<ResolversTypes['LeadOffer'], ParentType, ContextType, RequireFields<MutationSendOfferArgs, 'input' | 'leadId'>>;
  sendTestWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'id'>>;
  setAgentCities?: Resolver<ResolversTypes['LeadAgent'], ParentType, ContextType, RequireFields<MutationSetAgentCitiesArgs, 'agentId' | 'cities'>>;
  setEnquiryHandled?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationSetEnquiryHandledArgs, 'handled' | 'id'>>;
  setMyLanguage?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
  setProductAvailability?: Resolver<ResolversTypes['ProductAvailability'], ParentType, ContextType, RequireFields<MutationSetProductAvailabilityArgs, 'input'>>;
  setReviewStatus?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationSetReviewStatusArgs, 'id' | 'status'>>;
  setShopPosition?: Resolver<ResolversTypes['Shop'], ParentType, ContextType, RequireFields<MutationSetShopPositionArgs, 'lat' | 'lng' | 'shopId'>>;
  setShopRideHours?: Resolver<ResolversTypes['ShopRideHours'], ParentType, ContextType, RequireFields<MutationSetShopRideHoursArgs, 'input'>>;
  setTestDriveStatus?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationSetTestDriveStatusArgs, 'id' | 'status'>>;
  setUserVerified?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserVerifiedArgs, 'id' | 'isVerified'>>;
  undoImport?: Resolver<ResolversTypes['ImportUndone'], ParentType, ContextType, RequireFields<MutationUndoImportArgs, 'importId'>>;
  updateBlog?: Resolver<ResolversTypes['Blog'], ParentType, ContextType, RequireFields<MutationUpdateBlogArgs, 'id' | 'input'>>;
  updateBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationUpdateBrandArgs, 'id' | 'input'>>;
  updateFaq?: Resolver<ResolversTypes['Faq'], ParentType, ContextType, RequireFields<MutationUpdateFaqArgs, 'id' | 'input'>>;
  updateLead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<MutationUpdateLeadArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'id' | 'input'>>;
}>;

export type NearbyShopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NearbyShop'] = ResolversParentTypes['NearbyShop']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hoursToday?: Resolver<Maybe<ResolversTypes['DayHours']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inStock?: Resolver<Array<ResolversTypes['NearbyStock']>, ParentType, ContextType>;
  landmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  nextFreeSlot?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  openNow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NearbyStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NearbyStock'] = ResolversParentTypes['NearbyStock']> = ResolversObject<{
  colorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type NumberRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NumberRange'] = ResolversParentTypes['NumberRange']> = ResolversObject<{
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type OfferRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfferRequest'] = ResolversParentTypes['OfferRequest']> = ResolversObject<{
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  myOffer?: Resolver<Maybe<ResolversTypes['LeadOffer']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type OfferRequestPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfferRequestPage'] = ResolversParentTypes['OfferRequestPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OfferRequest']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OfferRequestReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfferRequestReceipt'] = ResolversParentTypes['OfferRequestReceipt']> = ResolversObject<{
  leadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OnRoadPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnRoadPrice'] = ResolversParentTypes['OnRoadPrice']> = ResolversObject<{
  colorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  effectiveCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  exShowroom?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  indicative?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PriceLine']>, ParentType, ContextType>;
  onRoad?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutboxMailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMail'] = ResolversParentTypes['OutboxMail']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hasInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutboxMailDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMailDetail'] = ResolversParentTypes['OutboxMailDetail']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invite?: Resolver<Maybe<ResolversTypes['MailInvite']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutboxMailPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMailPage'] = ResolversParentTypes['OutboxMailPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OutboxMail']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AuditEventPage' | 'LeadPage' | 'OfferRequestPage' | 'OutboxMailPage' | 'ProductPage' | 'ReviewPage' | 'UserPage' | 'WebhookDeliveryPage', ParentType, ContextType>;
}>;

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Location' | 'Shop' | 'User', ParentType, ContextType>;
}>;

export type PriceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceLine'] = ResolversParentTypes['PriceLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  appliesTo?: Resolver<ResolversTypes['LineAppliesTo'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type PricingStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingState'] = ResolversParentTypes['PricingState']> = ResolversObject<{
  electricityTariff?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  indicative?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  petrolPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  petrolSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  petrolVerifiedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  policy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['VehicleRates']>, ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tariffSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tariffVerifiedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  acceleration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  accessoriesDesc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  additionalFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ProductAdditionalFeaturesArgs, 'locale'>>;
  additionalFeaturesHi?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  battery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  chargerType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charging?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cruiseControl?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ProductDescriptionArgs, 'locale'>>;
  descriptionHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  effectiveRange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['Locale']>, ParentType, ContextType>;
  mobileApp?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  motorPower?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  navigation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  offerEndDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  offerStartDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  offerText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentProduct?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  range?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rangeMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rangeMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['ProductRating']>, ParentType, ContextType>;
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
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ProductFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = ResolversObject<{
  battery?: Resolver<ResolversTypes['NumberRange'], ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['BrandFacet']>, ParentType, ContextType>;
  charging?: Resolver<ResolversTypes['NumberRange'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['NumberRange'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['NumberRange'], ParentType, ContextType>;
  topSpeed?: Resolver<ResolversTypes['NumberRange'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductRatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductRating'] = ResolversParentTypes['ProductRating']> = ResolversObject<{
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminDashboard?: Resolver<ResolversTypes['AdminDashboard'], ParentType, ContextType>;
  agentDashboard?: Resolver<ResolversTypes['AgentDashboard'], ParentType, ContextType>;
  auditEvents?: Resolver<ResolversTypes['AuditEventPage'], ParentType, ContextType, Partial<QueryAuditEventsArgs>>;
  blog?: Resolver<Maybe<ResolversTypes['Blog']>, ParentType, ContextType, RequireFields<QueryBlogArgs, 'id'>>;
  blogCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blogs?: Resolver<Array<ResolversTypes['Blog']>, ParentType, ContextType, Partial<QueryBlogsArgs>>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  brandBySlug?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandBySlugArgs, 'slug'>>;
  brandCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, Partial<QueryBrandsArgs>>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'stateId'>>;
  compareProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryCompareProductsArgs, 'slugs'>>;
  comparison?: Resolver<Maybe<ResolversTypes['Comparison']>, ParentType, ContextType, RequireFields<QueryComparisonArgs, 'id'>>;
  comparisonCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparisons?: Resolver<Array<ResolversTypes['Comparison']>, ParentType, ContextType, Partial<QueryComparisonsArgs>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  dealerDashboard?: Resolver<ResolversTypes['DealerDashboard'], ParentType, ContextType>;
  dealerTestDriveCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dealerTestDrives?: Resolver<Array<ResolversTypes['TestDrive']>, ParentType, ContextType, Partial<QueryDealerTestDrivesArgs>>;
  dealersByLocation?: Resolver<Array<ResolversTypes['Dealer']>, ParentType, ContextType, RequireFields<QueryDealersByLocationArgs, 'locationId'>>;
  enquiries?: Resolver<Array<ResolversTypes['Enquiry']>, ParentType, ContextType, RequireFields<QueryEnquiriesArgs, 'kind'>>;
  enquiryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryEnquiryCountArgs, 'kind'>>;
  faqs?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  importPlan?: Resolver<ResolversTypes['ImportPlan'], ParentType, ContextType, RequireFields<QueryImportPlanArgs, 'planId'>>;
  importResult?: Resolver<ResolversTypes['ImportResult'], ParentType, ContextType, RequireFields<QueryImportResultArgs, 'importId'>>;
  lead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<QueryLeadArgs, 'id'>>;
  leadAgents?: Resolver<Array<ResolversTypes['LeadAgent']>, ParentType, ContextType>;
  leadFunnel?: Resolver<Array<ResolversTypes['LeadFunnelRow']>, ParentType, ContextType, RequireFields<QueryLeadFunnelArgs, 'from' | 'groupBy' | 'to'>>;
  leads?: Resolver<ResolversTypes['LeadPage'], ParentType, ContextType, Partial<QueryLeadsArgs>>;
  locationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType, Partial<QueryLocationsArgs>>;
  mailOutbox?: Resolver<ResolversTypes['OutboxMailPage'], ParentType, ContextType, Partial<QueryMailOutboxArgs>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myApiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  myDealerProfile?: Resolver<Maybe<ResolversTypes['Dealer']>, ParentType, ContextType>;
  myLeads?: Resolver<ResolversTypes['LeadPage'], ParentType, ContextType, Partial<QueryMyLeadsArgs>>;
  myProductAvailability?: Resolver<Array<ResolversTypes['ProductAvailability']>, ParentType, ContextType, Partial<QueryMyProductAvailabilityArgs>>;
  myProductAvailabilityCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myShop?: Resolver<Maybe<ResolversTypes['Shop']>, ParentType, ContextType>;
  myShopReviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, Partial<QueryMyShopReviewsArgs>>;
  myShopRideHours?: Resolver<Maybe<ResolversTypes['ShopRideHours']>, ParentType, ContextType>;
  myTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<QueryMyTestDriveArgs, 'id'>>;
  myTestDrives?: Resolver<Array<ResolversTypes['TestDrive']>, ParentType, ContextType, Partial<QueryMyTestDrivesArgs>>;
  myWishlist?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  nearbyShops?: Resolver<Array<ResolversTypes['NearbyShop']>, ParentType, ContextType, RequireFields<QueryNearbyShopsArgs, 'near'>>;
  offerRequestsForMyShop?: Resolver<ResolversTypes['OfferRequestPage'], ParentType, ContextType, Partial<QueryOfferRequestsForMyShopArgs>>;
  onRoadPrice?: Resolver<ResolversTypes['OnRoadPrice'], ParentType, ContextType, RequireFields<QueryOnRoadPriceArgs, 'productId' | 'stateId'>>;
  outboxMail?: Resolver<ResolversTypes['OutboxMailDetail'], ParentType, ContextType, RequireFields<QueryOutboxMailArgs, 'id'>>;
  pricingState?: Resolver<Maybe<ResolversTypes['PricingState']>, ParentType, ContextType, RequireFields<QueryPricingStateArgs, 'stateId'>>;
  pricingStates?: Resolver<Array<ResolversTypes['PricingState']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productAvailability?: Resolver<Array<ResolversTypes['ProductAvailability']>, ParentType, ContextType, RequireFields<QueryProductAvailabilityArgs, 'locationId' | 'productId'>>;
  productFacets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType, Partial<QueryProductFacetsArgs>>;
  productReviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<QueryProductReviewsArgs, 'productId'>>;
  productSuggestions?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductSuggestionsArgs, 'query'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  reviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, Partial<QueryReviewsArgs>>;
  searchProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'locationId'>>;
  shopPlaces?: Resolver<Array<ResolversTypes['ShopState']>, ParentType, ContextType>;
  shopsByLocation?: Resolver<Array<ResolversTypes['Shop']>, ParentType, ContextType, RequireFields<QueryShopsByLocationArgs, 'locationId'>>;
  states?: Resolver<Array<ResolversTypes['State']>, ParentType, ContextType, RequireFields<QueryStatesArgs, 'countryId'>>;
  testRideSlots?: Resolver<Array<ResolversTypes['RideSlotDay']>, ParentType, ContextType, RequireFields<QueryTestRideSlotsArgs, 'productId' | 'shopId'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryPage'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
}>;

export type RateRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateRule'] = ResolversParentTypes['RateRule']> = ResolversObject<{
  cap?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  capPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RateKind'], ParentType, ContextType>;
  maxExShowroom?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  verifiedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moderationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  shopRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedRide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RideColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RideColor'] = ResolversParentTypes['RideColor']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RideCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RideCustomer'] = ResolversParentTypes['RideCustomer']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RideResponseTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RideResponseTime'] = ResolversParentTypes['RideResponseTime']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medianMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RideSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RideSlot'] = ResolversParentTypes['RideSlot']> = ResolversObject<{
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RideSlotDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RideSlotDay'] = ResolversParentTypes['RideSlotDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['RideSlot']>, ParentType, ContextType>;
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
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  positionPinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rideResponse?: Resolver<Maybe<ResolversTypes['RideResponseTime']>, ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ShopCityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopCity'] = ResolversParentTypes['ShopCity']> = ResolversObject<{
  cityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShopRideHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopRideHours'] = ResolversParentTypes['ShopRideHours']> = ResolversObject<{
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closedDates?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['DayHours']>, ParentType, ContextType>;
  horizonDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minNoticeMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slotMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShopStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopState'] = ResolversParentTypes['ShopState']> = ResolversObject<{
  cities?: Resolver<Array<ResolversTypes['ShopCity']>, ParentType, ContextType>;
  shops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['State'] = ResolversParentTypes['State']> = ResolversObject<{
  countryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TestDriveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestDrive'] = ResolversParentTypes['TestDrive']> = ResolversObject<{
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReschedule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['RideCanceller']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['RideColor']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['RideCustomer'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  reviewStatus?: Resolver<Maybe<ResolversTypes['ReviewStatus']>, ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  shopHours?: Resolver<Maybe<Array<ResolversTypes['DayHours']>>, ParentType, ContextType>;
  shopPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slotEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slotStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  language?: Resolver<Maybe<ResolversTypes['Locale']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  stateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAtLeast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VehicleRatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleRates'] = ResolversParentTypes['VehicleRates']> = ResolversObject<{
  centralIncentive?: Resolver<Maybe<ResolversTypes['RateRule']>, ParentType, ContextType>;
  insurance?: Resolver<ResolversTypes['RateRule'], ParentType, ContextType>;
  petrolMileage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  petrolMileageSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['RateRule'], ParentType, ContextType>;
  roadTax?: Resolver<ResolversTypes['RateRule'], ParentType, ContextType>;
  stateSubsidy?: Resolver<Maybe<ResolversTypes['RateRule']>, ParentType, ContextType>;
  stateSubsidyAppliesTo?: Resolver<ResolversTypes['LineAppliesTo'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicleType?: Resolver<ResolversTypes['VehicleType'], ParentType, ContextType>;
}>;

export type VehicleTypeCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleTypeCounts'] = ResolversParentTypes['VehicleTypeCounts']> = ResolversObject<{
  bike?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commercial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fourWheeler?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scooter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookAttemptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  httpStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookDeliveryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  consecutiveFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousSecretExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AdminDashboard?: AdminDashboardResolvers<ContextType>;
  AgentDashboard?: AgentDashboardResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  AuditEventPage?: AuditEventPageResolvers<ContextType>;
  AuditTarget?: AuditTargetResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Blog?: BlogResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandFacet?: BrandFacetResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  Comparison?: ComparisonResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CreatedWebhookEndpoint?: CreatedWebhookEndpointResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DayHours?: DayHoursResolvers<ContextType>;
  Dealer?: DealerResolvers<ContextType>;
  DealerDashboard?: DealerDashboardResolvers<ContextType>;
  Enquiry?: EnquiryResolvers<ContextType>;
  Faq?: FaqResolvers<ContextType>;
  ImportApplied?: ImportAppliedResolvers<ContextType>;
  ImportCellChange?: ImportCellChangeResolvers<ContextType>;
  ImportCounts?: ImportCountsResolvers<ContextType>;
  ImportKept?: ImportKeptResolvers<ContextType>;
  ImportPlan?: ImportPlanResolvers<ContextType>;
  ImportPlanRow?: ImportPlanRowResolvers<ContextType>;
  ImportResult?: ImportResultResolvers<ContextType>;
  ImportRowError?: ImportRowErrorResolvers<ContextType>;
  ImportUndone?: ImportUndoneResolvers<ContextType>;
  Lead?: LeadResolvers<ContextType>;
  LeadAgent?: LeadAgentResolvers<ContextType>;
  LeadEvent?: LeadEventResolvers<ContextType>;
  LeadFunnelRow?: LeadFunnelRowResolvers<ContextType>;
  LeadOffer?: LeadOfferResolvers<ContextType>;
  LeadPage?: LeadPageResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  MailInvite?: MailInviteResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NearbyShop?: NearbyShopResolvers<ContextType>;
  NearbyStock?: NearbyStockResolvers<ContextType>;
  NumberRange?: NumberRangeResolvers<ContextType>;
  OfferRequest?: OfferRequestResolvers<ContextType>;
  OfferRequestPage?: OfferRequestPageResolvers<ContextType>;
  OfferRequestReceipt?: OfferRequestReceiptResolvers<ContextType>;
  OnRoadPrice?: OnRoadPriceResolvers<ContextType>;
  OutboxMail?: OutboxMailResolvers<ContextType>;
  OutboxMailDetail?: OutboxMailDetailResolvers<ContextType>;
  OutboxMailPage?: OutboxMailPageResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PriceLine?: PriceLineResolvers<ContextType>;
  PricingState?: PricingStateResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAvailability?: ProductAvailabilityResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductRating?: ProductRatingResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateRule?: RateRuleResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  RideColor?: RideColorResolvers<ContextType>;
  RideCustomer?: RideCustomerResolvers<ContextType>;
  RideResponseTime?: RideResponseTimeResolvers<ContextType>;
  RideSlot?: RideSlotResolvers<ContextType>;
  RideSlotDay?: RideSlotDayResolvers<ContextType>;
  RoleCounts?: RoleCountsResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  ShopCity?: ShopCityResolvers<ContextType>;
  ShopRideHours?: ShopRideHoursResolvers<ContextType>;
  ShopState?: ShopStateResolvers<ContextType>;
  State?: StateResolvers<ContextType>;
  TestDrive?: TestDriveResolvers<ContextType>;
  TestDriveCounts?: TestDriveCountsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  VehicleRates?: VehicleRatesResolvers<ContextType>;
  VehicleTypeCounts?: VehicleTypeCountsResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphQLContext> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;
