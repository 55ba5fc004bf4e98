/**
 * Response schemas of the hot public REST routes (issue 11.3, docs/decisions/0018): a route that
 * declares its 200 answer is serialised by fast-json-stringify instead of JSON.stringify.
 *
 * fast-json-stringify drops what a schema does not name and coerces what it types, so: every
 * object keeps `additionalProperties: true` (a field added later still goes out, through the
 * slower path), nullable fields say so, and dates are `date-time` strings (a Date goes out as
 * toISOString, as JSON.stringify does). server/test/rest-response-schemas.test.ts compares each
 * answer with JSON.stringify of the same rows.
 */
type Schema = Record<string, unknown>;

const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const nullableNum = { type: ['number', 'null'] };
const nullableBool = { type: ['boolean', 'null'] };
const date = { type: 'string', format: 'date-time' };
const strings = { type: 'array', items: str };

/** An object with these fields described; any other field still goes out as it is. */
export const object = (properties: Record<string, Schema>, nullable = false): Schema => ({
  type: nullable ? ['object', 'null'] : 'object',
  properties,
  additionalProperties: true,
});

export const listOf = (items: Schema): Schema => ({ type: 'array', items });

/** `{ data: [...] }`, the spec's list answer. */
export const dataList = (items: Schema): Schema => object({ data: listOf(items) });

const color = object({ _id: str, name: str, code: str, price: { type: 'number' }, stock: { type: 'integer' }, images: strings });

/**
 * The spec's product (lib/rest-product.ts toRestProduct), the one schema of every REST product answer
 * (the list, the detail, a brand's products, comparisons): the spec's fields plus `slug` and
 * `effectiveRange`; rest-response-schemas.test.ts fails when toRestProduct writes a field this
 * does not name.
 */
export const restProduct = object({
  _id: str,
  name: str,
  slug: str,
  description: str,
  images: strings,
  vehicleType: str,
  brand: object({ _id: str, name: str, logoUrl: nullableStr }, true),
  colors: listOf(color),
  price: nullableNum,
  variants: listOf(object({ _id: str, name: str, colorVariant: listOf(color) })),
  parentProduct: nullableStr,
  topSpeed: nullableNum,
  rangeMin: nullableNum,
  rangeMax: nullableNum,
  range: nullableNum,
  effectiveRange: nullableNum,
  charging: nullableNum,
  battery: nullableNum,
  motorPower: nullableNum,
  weight: nullableNum,
  warranty: nullableNum,
  size: nullableStr,
  accessoriesDesc: nullableStr,
  additionalFeatures: strings,
  acceleration: nullableNum,
  transmission: nullableStr,
  torque: nullableNum,
  chargerType: nullableStr,
  cruiseControl: nullableBool,
  navigation: nullableBool,
  mobileApp: nullableBool,
  offerStartDate: nullableStr,
  offerEndDate: nullableStr,
  offerText: nullableStr,
  wishlisted: { type: 'boolean' },
  locales: strings,
  createdAt: date,
});

/** The spec's brand (lib/rest-brand.ts). */
export const restBrand = object({
  _id: str,
  name: str,
  logoUrl: nullableStr,
  website: nullableStr,
  description: nullableStr,
  locales: strings,
  createdAt: date,
});

/** A blog post with `_id`, its texts in the language asked, and the languages it reads wholly in. */
export const restBlog = object({ _id: str, title: str, content: str, image: nullableStr, locales: strings, createdAt: date, updatedAt: date });

/** A showroom location with `_id`. */
export const restLocation = object({
  _id: str,
  countryId: str,
  countryName: str,
  stateId: str,
  stateName: str,
  cityId: str,
  cityName: str,
  address1: str,
  address2: nullableStr,
  createdAt: date,
});

/** A comparison with both products (null when one is gone). */
export const restComparison = object({
  _id: str,
  product1: { ...restProduct, type: ['object', 'null'] },
  product2: { ...restProduct, type: ['object', 'null'] },
  createdAt: date,
});

/** Route options declaring the 200 answer. */
export const answers = (schema: Schema) => ({ schema: { response: { 200: schema } } });
