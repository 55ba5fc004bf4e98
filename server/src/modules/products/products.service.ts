import {
  LISTS,
  MESSAGES,
  SUGGEST_MIN_CHARS,
  compareSchema,
  contentLocales,
  localizedList,
  localizedText,
  productFilterSchema,
  productSchema,
  suggestionSchema,
  type Locale,
  type ProductInput,
} from '@evbazaar/common';
import type { Deps } from '../../deps';
import { BadInput, Conflict, NotFound, foreignKeyViolation } from '../../lib/errors';
import { pageCount, pageOf } from '../../lib/paging';
import { distinct, inOrderOf, present } from '../../lib/in-order';
import { parseInput } from '../../lib/validate';
import type { BrandsService } from '../brands/brands.service';
import * as q from './products.queries';
import { facetsFromSnapshot, fewMatches, loadFacetSnapshot, pageFromSnapshot, snapshotOrder, snapshotServes } from './facet-snapshot';
import type { ColorRow, ProductColumn, ProductRow } from './products.queries';
import type { BrandRow } from '../brands/brands.service';
import type { WebhookEvents } from '../../lib/webhook-events';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';

export type { ColorRow, ProductRow } from './products.queries';
export type ProductFacets = Awaited<ReturnType<q.ProductListQueries['facets']>>;

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
  brandIds?: unknown;
  search?: unknown;
  minPrice?: unknown;
  maxPrice?: unknown;
  minRange?: unknown;
  minTopSpeed?: unknown;
  minBattery?: unknown;
  maxCharging?: unknown;
  /** typo-tolerant text of the header search (trigram matching), closest first unless a sort is given */
  q?: unknown;
  sort?: unknown;
  page?: unknown;
  limit?: unknown;
}

export interface ListOptions {
  /** the product columns the answer reads (GraphQL asks for a few); all when absent */
  columns?: readonly ProductColumn[];
}

export const DEFAULT_PAGE_SIZE = LISTS.products.rows;

/** The columns of a product's texts in two languages (issue 26): English beside Hindi. */
export type ProductTexts = Pick<ProductRow, 'description' | 'descriptionHi' | 'additionalFeatures' | 'additionalFeaturesHi'>;

/** The languages a product reads wholly in: Hindi once its description and key features have their Hindi texts. */
export const productLocales = (p: ProductTexts) =>
  contentLocales([
    [p.description, p.descriptionHi],
    [p.additionalFeatures, p.additionalFeaturesHi],
  ]);

/** A product with its texts in a language (the Hindi ones where written, else the English), as REST answers it. */
export const productInLanguage = <T extends ProductTexts>(p: T, locale: Locale): T => ({
  ...p,
  description: localizedText(p.description, p.descriptionHi, locale),
  additionalFeatures: [...localizedList(p.additionalFeatures ?? [], p.additionalFeaturesHi, locale)],
});

/** The filters and sort of a list request by the shared schema; BadInput naming the bad value otherwise. */
function parseFilter(filter: ProductListFilter) {
  const { vehicleType, brandId, brandIds, search, q: text, minPrice, maxPrice, minRange, minTopSpeed, minBattery, maxCharging, sort } = filter;
  return parseInput(productFilterSchema, {
    vehicleType,
    brandId,
    brandIds,
    search,
    q: text,
    minPrice,
    maxPrice,
    minRange,
    minTopSpeed,
    minBattery,
    maxCharging,
    sort,
  });
}

/** The root of a product's variant group: its parent, or itself when it has none. */
const groupRoot = (p: ProductRow) => p.parentProductId ?? p.id;

/** Never in a product's audited changes: derived or bookkeeping columns. */
const UNAUDITED = ['id', 'createdAt', 'updatedAt', 'wishlistCount', 'searchText', 'ratingAverage', 'ratingCount'];

/** A product as its audit compares it: the row's fields and each colour by name (`colors.Red.price`). */
function auditedProduct(row: Record<string, unknown>, colors: readonly { name: string; code: string; price: number; stock: number; images: string[] }[]) {
  return { ...row, colors: Object.fromEntries(colors.map((c) => [c.name, { code: c.code, price: c.price, stock: c.stock, images: c.images }])) };
}

export function createProductsService({ db, uploads, catalogue }: Deps, { brands, webhookEvents }: { brands: BrandsService; webhookEvents?: WebhookEvents }) {
  const lists = q.createProductListQueries(db);

  /**
   * The facet columns in memory when they can answer the filter (no typed text) and the cache is
   * coherent (with Redis down, a write elsewhere would go unseen: the database answers instead).
   */
  async function snapshotFor(query: q.ProductFilterQuery) {
    if (!snapshotServes(query) || !catalogue.live) return undefined;
    return facetSnapshot();
  }
  // about 60 bytes a product (3 MB at 50,000), kept whole: the byte-bounded memos would refuse it
  const facetSnapshot = catalogue.kept(['products', 'brands'], () => loadFacetSnapshot(db));

  /**
   * A page's ids and the total from the snapshot, for a filter and sort it serves: an index walk in a
   * sort's order rejects every row a selective bound leaves out, a pass over typed arrays costs the
   * same for any bounds (docs/decisions/0050). Undefined when the database must answer.
   */
  async function pageInMemory(query: q.ProductFilterQuery & { sort: q.ProductSortKey }, offset: number, limit: number) {
    const snapshot = await snapshotFor(query);
    if (!snapshot) return undefined;
    const order = snapshotOrder(snapshot, query.sort, lists.idsInOrder);
    if (order) return pageFromSnapshot(snapshot, await order, query, offset, limit);
    // rating and popularity: the snapshot knows which products match, the database their order
    const { ids, total } = fewMatches(snapshot, query, offset, limit);
    return ids && { ids: await lists.orderIds(ids, query.sort, offset, limit), total };
  }

  /** How many products match: counted in memory where the snapshot serves, else by the database. */
  async function totalOf(query: q.ProductFilterQuery) {
    const snapshot = await snapshotFor(query);
    return snapshot ? facetsFromSnapshot(snapshot, query).total : lists.total(query);
  }

  /** Colours of each product, in the order of the ids. */
  async function colorsFor(productIds: readonly string[]) {
    const byProduct = groupBy(await q.colorsOf(db, productIds), (c) => c.productId);
    return productIds.map((id) => byProduct.get(id) ?? []);
  }

  /** One of the product's colours, as a ride or a search names it; BAD_USER_INPUT when the product does not come in it. */
  async function colourOf(productId: string, colorId: string) {
    const [colors = []] = await colorsFor([productId]);
    const color = colors.find((c) => c.id === colorId);
    if (!color) throw new BadInput(MESSAGES.testDrives.colourNotOffered, { colorId: MESSAGES.testDrives.colourNotOffered });
    return color;
  }

  /** The other products of each product's variant group, in the order of the given products. */
  async function variantsFor(rows: readonly ProductRow[]) {
    const members = await q.variantGroupMembers(db, distinct(rows.map(groupRoot)));
    return rows.map((row) => members.filter((m) => groupRoot(m) === groupRoot(row) && m.id !== row.id));
  }

  /** Whether the viewer keeps each product in the wishlist; false for everything when there is no viewer. */
  async function wishlistedFor(viewerId: string | null | undefined, productIds: readonly string[]) {
    if (!viewerId) return productIds.map(() => false);
    const set = await q.wishlistedAmong(db, viewerId, productIds);
    return productIds.map((id) => set.has(id));
  }

  /** Variants of each row with each member's colours, or none when not asked for. */
  async function variantSummaries(rows: readonly ProductRow[], wanted: boolean): Promise<VariantSummary[][]> {
    if (!wanted) return rows.map(() => []);
    const variants = await variantsFor(rows);
    const memberIds = distinct(variants.flat().map((m) => m.id));
    const colorsById = new Map((await colorsFor(memberIds)).map((colors, i) => [memberIds[i], colors]));
    return variants.map((list) => list.map((m) => ({ id: m.id, name: m.name, colors: colorsById.get(m.id) ?? [] })));
  }

  /**
   * REST's full product: the same relation reads GraphQL's loaders use (colours, brand,
   * wishlist flag, variants when asked), one query per kind for any number of rows.
   */
  async function hydrate(rows: ProductRow[], options: LoadOptions = {}): Promise<FullProduct[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [colors, brandOf, wishlisted, variants] = await Promise.all([
      colorsFor(ids),
      brands.byIds(rows.map((r) => r.brandId ?? '')),
      wishlistedFor(options.viewerId, ids),
      variantSummaries(rows, options.withVariants ?? false),
    ]);
    return rows.map((row, i) => ({ ...row, colors: colors[i], brand: brandOf[i], variants: variants[i], wishlisted: wishlisted[i] }));
  }

  async function findOrThrow(id: string) {
    const row = await q.findProduct(db, id);
    if (!row) throw new NotFound(MESSAGES.catalogue.productNotFound);
    return row;
  }

  /** Checks the references of a product input: the brand exists, the parent exists, is not the product itself and is no variant. */
  async function checkReferences(input: { brandId: string; parentProductId?: string }, selfId?: string) {
    const [brand] = await brands.byIds([input.brandId]);
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
      // left out (undefined), the stored Hindi text stays: a client that predates it never wipes it
      descriptionHi: p.descriptionHi,
      vehicleType: p.vehicleType,
      brandId: p.brandId,
      parentProductId: p.parentProductId ?? null,
      images: p.images,
      // kept on the row so lists sort by price without a join
      price: Math.min(...colors.map((c) => c.price)),
      offerStartDate: p.offerStartDate ?? null,
      offerEndDate: p.offerEndDate ?? null,
      offerText: p.offerText ?? null,
      additionalFeatures: p.additionalFeatures,
      additionalFeaturesHi: p.additionalFeaturesHi,
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

    /** Public: one product row; NOT_FOUND when missing. */
    get: findOrThrow,

    /** Public: one product by its slug (the canonical address) or its id (old links keep working); NOT_FOUND when neither. */
    async getBySlugOrId(slugOrId: string) {
      const row = (await q.findProductsBySlugs(db, [slugOrId]))[0] ?? (await q.findProduct(db, slugOrId));
      if (!row) throw new NotFound(MESSAGES.catalogue.productNotFound);
      return row;
    },

    /** Public: the vehicles of a compare page, by slug or id, in the order asked (1 to 4); NOT_FOUND when one is missing. */
    async forCompare(input: unknown) {
      const { slugs } = parseInput(compareSchema, input);
      const wanted = distinct(slugs);
      const bySlug = await q.findProductsBySlugs(db, wanted);
      const missing = wanted.filter((s) => !bySlug.some((p) => p.slug === s));
      const byId = await q.findProducts(db, missing);
      const rows = wanted.map((s) => bySlug.find((p) => p.slug === s) ?? byId.find((p) => p.id === s) ?? null);
      if (rows.some((row) => row === null)) throw new NotFound(MESSAGES.catalogue.productNotFound);
      return present(rows);
    },

    /** Public: typo-tolerant suggestions for typed text ("athr 450", "ola s1", "nexon"), closest first, at most 8; none for under 2 characters. */
    async suggest(input: unknown) {
      const { query, limit } = parseInput(suggestionSchema, input);
      if (query.length < SUGGEST_MIN_CHARS) return [];
      const ids = await q.suggestProductIds(db, query, limit);
      const rows = present(inOrderOf(ids, await q.findProducts(db, ids)));
      // the box shows the brand beside each name: loaded here, colours and variants are not needed
      const brandOf = await brands.byIds(rows.map((r) => r.brandId ?? ''));
      return rows.map((row, i) => ({ ...row, brand: brandOf[i] }));
    },

    /** Product rows for these ids, in the order of the ids (null for unknown ones). */
    byIds: async (ids: readonly string[]) => inOrderOf(ids, await q.findProducts(db, distinct(ids))),

    /**
     * Public: one page of the catalogue. Filters: vehicle type, brands, name or brand name, price
     * range (the lowest colour price), least range, top speed and battery, most charging hours;
     * sorts: date, price, range, most wishlisted, name. The total is a separate count.
     */
    async list(filter: ProductListFilter = {}, options: ListOptions = {}) {
      const { page, limit, offset } = pageOf(filter, DEFAULT_PAGE_SIZE);
      // typed text is searched for once: the page and its count read the same candidates
      const parsed = await lists.withCandidates(parseFilter(filter));
      const sortGiven = filter.sort !== undefined && filter.sort !== null && filter.sort !== '';
      const inMemory = await pageInMemory(parsed, offset, limit);
      if (inMemory) {
        const items = await lists.pageByIds(inMemory.ids, options.columns);
        return { items, total: inMemory.total, page, totalPages: pageCount(inMemory.total, limit) };
      }
      const rows = await lists.page({ ...parsed, sortGiven, offset, limit, columns: options.columns });
      // a short first page is the whole list: no count needed
      const total = offset === 0 && rows.length < limit ? rows.length : await totalOf(parsed);
      return { items: rows, total, page, totalPages: pageCount(total, limit) };
    },

    /** Public: for the list's filters, each brand with how many products match the other filters, and each numeric field's min and max. */
    async facets(filter: ProductListFilter = {}) {
      const { sort: _sort, ...parsed } = parseFilter(filter);
      const snapshot = await snapshotFor(parsed);
      return snapshot ? facetsFromSnapshot(snapshot, parsed) : lists.facets(parsed);
    },

    /** Public: every product of a brand, newest first; NOT_FOUND when the brand is missing. */
    async listOfBrand(brandId: string, options: LoadOptions = {}): Promise<FullProduct[]> {
      await brands.get(brandId);
      return hydrate(await q.productsOfBrands(db, [brandId]), options);
    },

    colorsFor,
    colourOf,
    variantsFor,
    wishlistedFor,

    /** Products of each brand, newest first: for loaders. */
    async byBrands(brandIds: readonly string[]) {
      const byBrand = groupBy(await q.productsOfBrands(db, brandIds), (p) => p.brandId ?? '');
      return brandIds.map((id) => byBrand.get(id) ?? []);
    },

    /** Admin: adds a product with its colours in one transaction; price = lowest colour price. */
    async create(caller: Caller, input: unknown): Promise<FullProduct> {
      const parsed = parseInput(productSchema, input);
      await checkReferences(parsed);
      const { values, colors } = toValues(parsed);
      const row = await db.transaction(async (tx) => {
        const product = await q.insertProduct(tx, values);
        await q.replaceColors(tx, product.id, colors);
        await webhookEvents?.productChanged(tx, { productId: product.id, event: 'created' });
        await recordAudit(tx, caller, {
          action: 'product.created',
          targets: [{ type: 'product', id: product.id, label: product.name }],
          changes: changesBetween(null, auditedProduct(product, colors), { ignore: UNAUDITED }),
        });
        return product;
      });
      catalogue.changed('products');
      const [product] = await hydrate([row]);
      return product;
    },

    /** Admin: replaces a product and its colours as a whole in one transaction; NOT_FOUND when missing. */
    async update(caller: Caller, id: string, input: unknown): Promise<FullProduct> {
      const parsed = parseInput(productSchema, input);
      await findOrThrow(id);
      await checkReferences(parsed, id);
      const { values, colors } = toValues(parsed);
      const row = await db.transaction(async (tx) => {
        const before = await q.findProduct(tx, id);
        const colorsBefore = await q.colorsOf(tx, [id]);
        const product = await q.updateProduct(tx, id, values);
        if (!product || !before) throw new NotFound(MESSAGES.catalogue.productNotFound);
        await q.replaceColors(tx, id, colors);
        await webhookEvents?.productChanged(tx, { productId: id, event: 'updated' });
        await recordAudit(tx, caller, {
          action: 'product.updated',
          targets: [{ type: 'product', id, label: product.name }],
          changes: changesBetween(auditedProduct(before, colorsBefore), auditedProduct(product, colors), { ignore: UNAUDITED }),
        });
        return product;
      });
      catalogue.changed('products');
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
    async remove(caller: Caller, id: string) {
      try {
        await db.transaction(async (tx) => {
          // told first, while the row can still be read; a refused delete rolls the event back with it
          await webhookEvents?.productChanged(tx, { productId: id, event: 'deleted' });
          const before = await q.findProduct(tx, id);
          if (!before || !(await q.deleteProduct(tx, id))) throw new NotFound(MESSAGES.catalogue.productNotFound);
          await recordAudit(tx, caller, { action: 'product.deleted', targets: [{ type: 'product', id, label: before.name }] });
        });
        // its comparisons and shop stock go with it
        catalogue.changed('products', 'comparisons', 'shops');
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
