import { boolean, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { createdAt, foreignId, id, updatedAt } from './columns';
import { users } from './users';

import { VEHICLE_TYPE_VALUES, type VehicleTypeValue } from '@evbazaar/common/src/domain/catalogue';

/** The stored vehicle types: the catalogue kernel's list. */
export const VEHICLE_TYPES = VEHICLE_TYPE_VALUES;
export type VehicleType = VehicleTypeValue;

export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull(),
    /** stable address of the brand page (/brands/{slug}): made from the name once, kept on rename */
    slug: text('slug').notNull(),
    logoUrl: text('logo_url'),
    website: text('website'),
    description: text('description'),
    /** the description in Hindi (issue 26); null until written: pages then show the English one */
    descriptionHi: text('description_hi'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('brands_name_idx').on(t.name),
    uniqueIndex('brands_slug_key').on(t.slug),
    // trigram index: typo-tolerant suggestions and ILIKE '%…%' searches on the brand name
    index('brands_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** The list filters' columns, carried after the sort keys by the indexes of the sorts the facet snapshot cannot order. */
const filterColumns = (t: {
  price: AnyPgColumn;
  effectiveRange: AnyPgColumn;
  brandId: AnyPgColumn;
  topSpeed: AnyPgColumn;
  battery: AnyPgColumn;
  charging: AnyPgColumn;
}) => [t.price, t.effectiveRange, t.brandId, t.topSpeed, t.battery, t.charging] as const;

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    /**
     * readable, unique address (`ather-450x`, `ather-450x-2` for an equal name); the database's
     * products_slug trigger makes it on every insert and on a rename, whoever writes the row
     */
    slug: text('slug')
      .notNull()
      .$defaultFn(() => sql`null`),
    description: text('description').notNull(),
    /** the description in Hindi (issue 26); null until written: Hindi pages then show the English one */
    descriptionHi: text('description_hi'),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    brandId: text('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** variant group: variants point at their parent; the parent's own value is null */
    parentProductId: text('parent_product_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    images: text('images').array().notNull().default([]),
    /** lowest colour price, kept by the service so lists can sort by price without a join */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    offerStartDate: date('offer_start_date', { mode: 'string' }),
    offerEndDate: date('offer_end_date', { mode: 'string' }),
    /** what the offer is, one line beside its dates on the product page */
    offerText: text('offer_text'),
    additionalFeatures: text('additional_features').array().notNull().default([]),
    /** the key features in Hindi, one line each; null until written */
    additionalFeaturesHi: text('additional_features_hi').array(),
    size: text('size'),
    rangeMin: doublePrecision('range_min'),
    rangeMax: doublePrecision('range_max'),
    range: doublePrecision('range'),
    /**
     * the range a shopper compares, kept by the database: the certified range, else the highest
     * claimed (common/src/domain/catalogue.ts effectiveRange says the same); the list sorts and
     * filters on it
     */
    effectiveRange: doublePrecision('effective_range').generatedAlwaysAs(
      (): SQL => sql`coalesce(${products.range}, greatest(${products.rangeMin}, ${products.rangeMax}))`,
    ),
    /** how many wishlists hold it, kept by the database (wishlist_items triggers): the popular sort's key */
    wishlistCount: integer('wishlist_count').notNull().default(0),
    /** its approved reviews' average and count, copied from product_ratings by the database: the rating sort's keys */
    ratingAverage: doublePrecision('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    battery: doublePrecision('battery'),
    charging: doublePrecision('charging'),
    topSpeed: doublePrecision('top_speed'),
    motorPower: doublePrecision('motor_power'),
    weight: doublePrecision('weight'),
    warranty: doublePrecision('warranty'),
    accessoriesDesc: text('accessories_desc'),
    acceleration: doublePrecision('acceleration'),
    transmission: text('transmission'),
    torque: doublePrecision('torque'),
    chargerType: text('charger_type'),
    cruiseControl: boolean('cruise_control'),
    navigation: boolean('navigation'),
    mobileApp: boolean('mobile_app'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // a type's list newest first ends in the id: a deep page is an index-only walk to its offset
    index('products_type_newest_idx').on(t.vehicleType, t.createdAt, t.id),
    // every column the facets and counts of a type read: one index-only pass, not a walk over wide rows
    // each sort of a type's list walks an index in its order (docs/decisions/0050)
    index('products_type_range_idx').on(t.vehicleType, sql`${t.effectiveRange} desc nulls last`, t.id.desc().nullsFirst()),
    index('products_type_name_idx').on(t.vehicleType, sql`lower(${t.name})`, t.id),
    // the two sorts the facet snapshot cannot order (their keys move with reviews and wishlists) carry the
    // filters' columns after their keys: a walk tests the bounds in the index, never reading a row it rejects
    index('products_type_popular_cover_idx').on(
      t.vehicleType,
      t.wishlistCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      ...filterColumns(t),
    ),
    index('products_popular_idx').on(t.wishlistCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_type_rating_cover_idx').on(
      t.vehicleType,
      sql`${t.ratingAverage} desc nulls last`,
      t.ratingCount.desc().nullsFirst(),
      t.id,
      ...filterColumns(t),
    ),
    index('products_rating_idx').on(sql`${t.ratingAverage} desc nulls last`, t.ratingCount.desc().nullsFirst(), t.id),
    index('products_facets_idx').on(t.vehicleType, t.brandId, t.price, t.effectiveRange, t.topSpeed, t.battery, t.charging),
    index('products_created_at_idx').on(t.createdAt),
    index('products_price_idx').on(t.price),
    // a brand's products by name: the search's brand arm reads the first few without sorting them all
    index('products_brand_name_idx').on(t.brandId, t.name, t.id),
    index('products_parent_idx').on(t.parentProductId),
    index('products_name_lower_idx').on(t.name),
    // the list's filters and sorts, each ending in the id so the order is total (keyset-friendly)
    index('products_type_price_idx').on(t.vehicleType, t.price, t.id),
    index('products_effective_range_idx').on(t.effectiveRange, t.id),
    index('products_top_speed_idx').on(t.topSpeed),
    index('products_battery_idx').on(t.battery),
    index('products_charging_idx').on(t.charging),
    index('products_name_sort_idx').on(sql`lower(${t.name})`, t.id),
    uniqueIndex('products_slug_key').on(t.slug),
    // trigram index: typo-tolerant suggestions and ILIKE '%…%' searches on the product (model) name
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: id(),
    productId: foreignId('product_id', () => products.id, 'cascade'),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    code: text('code').notNull().default('#000000'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    images: text('images').array().notNull().default([]),
  },
  (t) => [index('product_colors_product_idx').on(t.productId, t.position)],
);

export const comparisons = pgTable(
  'comparisons',
  {
    id: id(),
    product1Id: foreignId('product1_id', () => products.id, 'cascade'),
    product2Id: foreignId('product2_id', () => products.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    // the pair is unordered: (A, B) and (B, A) are the same comparison
    uniqueIndex('comparisons_pair_key').on(sql`least(${t.product1Id}, ${t.product2Id})`, sql`greatest(${t.product1Id}, ${t.product2Id})`),
    index('comparisons_product2_idx').on(t.product2Id),
    index('comparisons_created_at_idx').on(t.createdAt),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  { userId: foreignId('user_id', () => users.id, 'cascade'), productId: foreignId('product_id', () => products.id, 'cascade'), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_product_idx').on(t.productId)],
);
