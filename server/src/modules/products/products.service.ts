import { MESSAGES, VEHICLE_TYPE_VALUES, productSchema, type ProductInput } from '@evbazaar/common';
import type { Deps } from '../../deps';
import type { VehicleType } from '../../db/schema';
import { BadInput, Conflict, NotFound, foreignKeyViolation } from '../../lib/errors';
import { wholeFromOne } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import * as q from './products.queries';
import type { BrandRow, ColorRow, ProductRow, ProductSortKey } from './products.queries';

export type { BrandRow, ColorRow, ProductRow } from './products.queries';

/** Another product of the same variant group, with its colours. */
export interface VariantSummary {
  id: string;
  name: string;
  colors: ColorRow[];
}

/** A product with what every screen shows beside it. */
export interface FullProduct extends ProductRow {
  colors: ColorRow[];
  brand: BrandRow | null;
  /** filled only when asked for (REST `variant=true`); [] otherwise */
  variants: VariantSummary[];
  /** true when the viewer passed to the load keeps it in the wishlist */
  wishlisted: boolean;
}

export interface LoadOptions {
  /** whose wishlist decides `wishlisted` */
  viewerId?: string | null;
  withVariants?: boolean;
}

/** As a query string or GraphQL gives it: REST turns a repeated parameter into an array, so nothing is trusted to be a string. */
export interface ProductListFilter {
  vehicleType?: unknown;
  brandId?: unknown;
  search?: unknown;
  sort?: unknown;
  page?: unknown;
  limit?: unknown;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

// a Map, so `sort=constructor` is not found on an object's prototype
const SORTS = new Map<string, ProductSortKey>([
  ['desc', 'newest'],
  ['newest', 'newest'],
  ['asc', 'oldest'],
  ['oldest', 'oldest'],
  ['price_asc', 'price_asc'],
  ['price_desc', 'price_desc'],
  ['name', 'name'],
]);

/** The root of a product's variant group: its parent, or itself when it has none. */
const groupRoot = (p: ProductRow) => p.parentProductId ?? p.id;

/** One optional text parameter; anything but a string (e.g. a repeated parameter) is BadInput. */
function textParam(value: unknown, message: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new BadInput(message);
  return value;
}

function parseVehicleType(value: unknown): VehicleType | undefined {
  const type = textParam(value, MESSAGES.catalogue.vehicleTypeInvalid)?.toLowerCase().replace(/_/g, '-');
  if (type === undefined) return undefined;
  if (!(VEHICLE_TYPE_VALUES as readonly string[]).includes(type)) throw new BadInput(MESSAGES.catalogue.vehicleTypeInvalid);
  return type as VehicleType;
}

export function createProductsService({ db, uploads }: Deps) {
  /** Adds colours, brand, wishlist flag and (when asked) variants to rows, one query per kind. */
  async function hydrate(rows: ProductRow[], options: LoadOptions = {}): Promise<FullProduct[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const brandIds = [...new Set(rows.map((r) => r.brandId).filter((id): id is string => !!id))];
    const [colors, brandRows, wishlisted, groups] = await Promise.all([
      q.colorsOf(db, ids),
      q.brandsByIds(db, brandIds),
      options.viewerId ? q.wishlistedAmong(db, options.viewerId, ids) : Promise.resolve(new Set<string>()),
      options.withVariants ? variantGroups(rows) : Promise.resolve(new Map<string, VariantSummary[]>()),
    ]);
    const colorsByProduct = groupBy(colors, (c) => c.productId);
    const brandById = new Map(brandRows.map((b) => [b.id, b]));
    return rows.map((row) => ({
      ...row,
      colors: colorsByProduct.get(row.id) ?? [],
      brand: (row.brandId && brandById.get(row.brandId)) || null,
      variants: (groups.get(groupRoot(row)) ?? []).filter((v) => v.id !== row.id),
      wishlisted: wishlisted.has(row.id),
    }));
  }

  /** Variant groups of the rows' roots with each member's colours (two queries for any number of rows). */
  async function variantGroups(rows: ProductRow[]) {
    const members = await q.variantGroupMembers(db, [...new Set(rows.map(groupRoot))]);
    const colors = groupBy(await q.colorsOf(db, members.map((m) => m.id)), (c) => c.productId);
    const groups = new Map<string, VariantSummary[]>();
    for (const [root, list] of groupBy(members, groupRoot)) {
      groups.set(root, list.map((m) => ({ id: m.id, name: m.name, colors: colors.get(m.id) ?? [] })));
    }
    return groups;
  }

  async function findOrThrow(id: string) {
    const row = await q.findProduct(db, id);
    if (!row) throw new NotFound(MESSAGES.catalogue.productNotFound);
    return row;
  }

  /** Checks the references of a product input: the brand exists, the parent exists, is not the product itself and is no variant. */
  async function checkReferences(input: { brandId: string; parentProductId?: string }, selfId?: string) {
    const [brand] = await q.brandsByIds(db, [input.brandId]);
    if (!brand) throw new BadInput(MESSAGES.catalogue.brandNotFound, { brandId: MESSAGES.catalogue.brandNotFound });
    if (!input.parentProductId) return;
    if (input.parentProductId === selfId) {
      throw new BadInput(MESSAGES.catalogue.parentIsSelf, { parentProductId: MESSAGES.catalogue.parentIsSelf });
    }
    const parent = await q.findProduct(db, input.parentProductId);
    if (!parent) throw new BadInput(MESSAGES.catalogue.parentProductNotFound, { parentProductId: MESSAGES.catalogue.parentProductNotFound });
    // groups are one level deep: a variant of a variant would let two products be each other's parent
    if (parent.parentProductId) throw new BadInput(MESSAGES.catalogue.parentIsVariant, { parentProductId: MESSAGES.catalogue.parentIsVariant });
  }

  /** Row values of a parsed input; optional fields left out are cleared, as the form sends the whole product. */
  function toValues(input: ProductInput) {
    const { colors, ...p } = input;
    const values: q.ProductValues = {
      name: p.name,
      description: p.description,
      vehicleType: p.vehicleType,
      brandId: p.brandId,
      parentProductId: p.parentProductId ?? null,
      images: p.images,
      // kept on the row so lists sort by price without a join
      price: Math.min(...colors.map((c) => c.price)),
      offerStartDate: p.offerStartDate ?? null,
      offerEndDate: p.offerEndDate ?? null,
      additionalFeatures: p.additionalFeatures,
      size: p.size ?? null,
      rangeMin: p.rangeMin ?? null,
      rangeMax: p.rangeMax ?? null,
      range: p.range ?? null,
      battery: p.battery ?? null,
      charging: p.charging ?? null,
      topSpeed: p.topSpeed ?? null,
      motorPower: p.motorPower ?? null,
      weight: p.weight ?? null,
      warranty: p.warranty ?? null,
      accessoriesDesc: p.accessoriesDesc ?? null,
      acceleration: p.acceleration ?? null,
      transmission: p.transmission ?? null,
      torque: p.torque ?? null,
      chargerType: p.chargerType ?? null,
      cruiseControl: p.cruiseControl ?? null,
      navigation: p.navigation ?? null,
      mobileApp: p.mobileApp ?? null,
    };
    return { values, colors: colors.map((c) => ({ name: c.name, code: c.code, price: c.price, stock: c.stock, images: c.images })) };
  }

  return {
    hydrate,

    /** Public: one product with colours and brand; NOT_FOUND when missing. */
    async get(id: string, options: LoadOptions = {}): Promise<FullProduct> {
      const [product] = await hydrate([await findOrThrow(id)], options);
      return product;
    },

    /** Public: the product rows only (GraphQL resolves the rest with loaders); NOT_FOUND when missing. */
    getRow: findOrThrow,

    /** Full products for these ids, in the order of the ids; unknown ids are left out. */
    async listByIds(ids: readonly string[], options: LoadOptions = {}): Promise<FullProduct[]> {
      const rows = await q.findProducts(db, [...new Set(ids)]);
      const byId = new Map((await hydrate(rows, options)).map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id)).filter((p): p is FullProduct => !!p);
    },

    /** Product rows for these ids, in the order of the ids (null for unknown ones): for loaders. */
    async rowsByIds(ids: readonly string[]): Promise<(ProductRow | null)[]> {
      const byId = new Map((await q.findProducts(db, [...new Set(ids)])).map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    },

    /** Public: one page of the catalogue; filter by vehicle type, brand, name or brand name; sort by date, price or name. */
    async list(filter: ProductListFilter = {}) {
      const page = wholeFromOne(filter.page, 1, MESSAGES.catalogue.pageInvalid);
      const limit = Math.min(wholeFromOne(filter.limit, DEFAULT_PAGE_SIZE, MESSAGES.catalogue.limitInvalid), MAX_PAGE_SIZE);
      const sort = SORTS.get((textParam(filter.sort, MESSAGES.catalogue.sortInvalid) ?? 'newest').toLowerCase());
      if (!sort) throw new BadInput(MESSAGES.catalogue.sortInvalid);
      const { rows, total } = await q.listProducts(db, {
        vehicleType: parseVehicleType(filter.vehicleType),
        brandId: textParam(filter.brandId, MESSAGES.catalogue.brandNotFound),
        search: textParam(filter.search, MESSAGES.catalogue.searchInvalid)?.trim() || undefined,
        sort,
        offset: (page - 1) * limit,
        limit,
      });
      return { items: rows, total, page, totalPages: Math.ceil(total / limit) };
    },

    /** Public: every product of a brand, newest first; NOT_FOUND when the brand is missing. */
    async listOfBrand(brandId: string, options: LoadOptions = {}): Promise<FullProduct[]> {
      const [brand] = await q.brandsByIds(db, [brandId]);
      if (!brand) throw new NotFound(MESSAGES.catalogue.brandNotFound);
      return hydrate(await q.productsOfBrands(db, [brandId]), options);
    },

    /** Colours of each product, in the order of the ids: for loaders. */
    async colorsFor(productIds: readonly string[]) {
      const byProduct = groupBy(await q.colorsOf(db, productIds), (c) => c.productId);
      return productIds.map((id) => byProduct.get(id) ?? []);
    },

    /** The other products of each product's variant group, in the order of the given products: for loaders. */
    async variantsFor(rows: readonly ProductRow[]) {
      const members = await q.variantGroupMembers(db, [...new Set(rows.map(groupRoot))]);
      return rows.map((row) => members.filter((m) => groupRoot(m) === groupRoot(row) && m.id !== row.id));
    },

    /** Products of each brand, newest first: for loaders. */
    async byBrands(brandIds: readonly string[]) {
      const byBrand = groupBy(await q.productsOfBrands(db, brandIds), (p) => p.brandId ?? '');
      return brandIds.map((id) => byBrand.get(id) ?? []);
    },

    /** Whether the viewer keeps each product in the wishlist; false for everything when there is no viewer. */
    async wishlistedFor(viewerId: string | null | undefined, productIds: readonly string[]) {
      if (!viewerId) return productIds.map(() => false);
      const set = await q.wishlistedAmong(db, viewerId, productIds);
      return productIds.map((id) => set.has(id));
    },

    /** Admin: adds a product with its colours in one transaction; price = lowest colour price. */
    async create(input: unknown): Promise<FullProduct> {
      const parsed = parseInput(productSchema, input);
      await checkReferences(parsed);
      const { values, colors } = toValues(parsed);
      const row = await db.transaction(async (tx) => {
        const product = await q.insertProduct(tx, values);
        await q.replaceColors(tx, product.id, colors);
        return product;
      });
      const [product] = await hydrate([row]);
      return product;
    },

    /** Admin: replaces a product and its colours as a whole in one transaction; NOT_FOUND when missing. */
    async update(id: string, input: unknown): Promise<FullProduct> {
      const parsed = parseInput(productSchema, input);
      await findOrThrow(id);
      await checkReferences(parsed, id);
      const { values, colors } = toValues(parsed);
      const row = await db.transaction(async (tx) => {
        const product = await q.updateProduct(tx, id, values);
        if (!product) throw new NotFound(MESSAGES.catalogue.productNotFound);
        await q.replaceColors(tx, id, colors);
        return product;
      });
      const [product] = await hydrate([row]);
      return product;
    },

    /** Admin: stores uploaded product images (content already checked, so a batch is all or nothing); answers their URLs. */
    async uploadImages(files: Buffer[]) {
      if (!files.length) throw new BadInput(MESSAGES.uploads.noFile);
      const names = await Promise.all(files.map((bytes) => uploads.saveImage(bytes)));
      return names.map((name) => uploads.urlOf(name));
    },

    /** Admin: removes an uploaded image by its generated name; any other name is refused before the disk is touched. */
    removeImage: (filename: string) => uploads.remove(filename),

    /** Admin: deletes a product with its colours, comparisons, wishlist entries and dealer stock; refused while test rides refer to it (bookings are never lost). */
    async remove(id: string) {
      try {
        if (!(await q.deleteProduct(db, id))) throw new NotFound(MESSAGES.catalogue.productNotFound);
      } catch (error) {
        if (foreignKeyViolation(error)) throw new Conflict(MESSAGES.catalogue.productInUse);
        throw error;
      }
      return id;
    },
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string) {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

export type ProductsService = ReturnType<typeof createProductsService>;
