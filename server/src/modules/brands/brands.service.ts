import { LISTS, MESSAGES, TEXT_MAX, brandSchema, contentLocales, localizedText, type BrandInput, type Locale } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { BadInput, Conflict, NotFound, uniqueViolation } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { distinct, inOrderOf } from '../../lib/in-order';
import { parseInput } from '../../lib/validate';
import { brandSlugOf, firstFreeSlug } from '../../lib/brand-slug';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';
import * as q from './brands.queries';

const DEFAULT_PAGE_SIZE = LISTS.brands.pageSize;
const MAX_UNPAGED_BRANDS = LISTS.brands.rows;

/** No page asked: the first MAX_UNPAGED_BRANDS by name (every brand of a real catalogue, still bounded). */
function brandPage(page: unknown, limit: unknown) {
  if ((page ?? '') === '' && (limit ?? '') === '') return { offset: 0, limit: MAX_UNPAGED_BRANDS };
  return pageOf({ page, limit }, DEFAULT_PAGE_SIZE);
}

const toValues = (input: BrandInput): q.BrandValues => ({
  name: input.name,
  logoUrl: input.logoUrl,
  website: input.website ?? null,
  description: input.description ?? null,
  // left out (undefined), the stored Hindi text stays: a client that predates it never wipes it
  descriptionHi: input.descriptionHi,
});

export type { BrandRow } from './brands.queries';

/** The languages a brand reads wholly in: Hindi once its description (when it has one) has its Hindi text (issue 26). */
export const brandLocales = (b: Pick<q.BrandRow, 'description' | 'descriptionHi'>) => contentLocales([[b.description, b.descriptionHi]]);

/** A brand with its description in a language (the Hindi one where written, else the English), as REST answers it. */
export const brandInLanguage = <T extends Pick<q.BrandRow, 'description' | 'descriptionHi'>>(b: T, locale: Locale): T => ({
  ...b,
  description: localizedText(b.description, b.descriptionHi, locale),
});

const brandTarget = (brand: { id: string; name: string }) => ({ type: 'brand', id: brand.id, label: brand.name });
const auditedBrand = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;

export function createBrandsService({ db, uploads, catalogue }: Deps) {
  const bySlug = q.prepareBrandBySlug(db);

  /** A new brand under the first free slug of its name; a brand added at the same moment under the same slug makes it try the next. */
  async function insertWithSlug(caller: Caller, values: q.BrandValues) {
    const base = brandSlugOf(values.name);
    for (let attempt = 0; ; attempt += 1) {
      const slug = firstFreeSlug(base, await q.slugsLike(db, base));
      try {
        // each try is its own transaction: a slug taken meanwhile rolls back the event with the row
        return await db.transaction(async (tx) => {
          const row = await q.insertBrand(tx, { ...values, slug });
          await recordAudit(tx, caller, { action: 'brand.created', targets: [brandTarget(row)], changes: changesBetween(null, auditedBrand(row)) });
          return row;
        });
      } catch (error) {
        if (attempt >= 2 || !uniqueViolation(error)) throw error;
      }
    }
  }

  async function findOrThrow(id: string) {
    const row = await q.findBrand(db, id);
    if (!row) throw new NotFound(MESSAGES.catalogue.brandNotFound);
    return row;
  }

  return {
    /** Public: brands by name; every brand unless a page or limit is given (shared paging, limit at most 100). */
    list: (page?: unknown, limit?: unknown) => q.listBrands(db, brandPage(page, limit)),

    /** How many brands there are (for the back-office pager). */
    count: () => q.countBrands(db),

    /** Public: one brand; NOT_FOUND when missing. */
    get: findOrThrow,

    /** Public: one brand by its page address (/brands/{slug}); NOT_FOUND when none has it. */
    async getBySlug(slug: unknown) {
      const text = typeof slug === 'string' ? slug.trim().toLowerCase() : '';
      const [row] = text && text.length <= TEXT_MAX.line ? await bySlug.execute({ slug: text }) : [];
      if (!row) throw new NotFound(MESSAGES.catalogue.brandNotFound);
      return row;
    },

    /** Brands for these ids, in the order of the ids (null for unknown ones): for loaders. */
    async byIds(ids: readonly string[]) {
      return inOrderOf(ids, await q.brandsByIds(db, distinct(ids)));
    },

    /** Admin: adds a brand; name and a logo URL (https, local host or /uploads/) are required. Its slug comes from the name and never changes. */
    async create(caller: Caller, input: unknown) {
      const row = await insertWithSlug(caller, toValues(parseInput(brandSchema, input)));
      catalogue.changed('brands');
      return row;
    },

    /** Admin: replaces a brand's fields; NOT_FOUND when missing. */
    async update(caller: Caller, id: string, input: unknown) {
      const values = toValues(parseInput(brandSchema, input));
      const row = await db.transaction(async (tx) => {
        const before = await q.findBrand(tx, id);
        const after = before && (await q.updateBrand(tx, id, values));
        if (!before || !after) throw new NotFound(MESSAGES.catalogue.brandNotFound);
        await recordAudit(tx, caller, {
          action: 'brand.updated',
          targets: [brandTarget(after)],
          changes: changesBetween(auditedBrand(before), auditedBrand(after)),
        });
        return after;
      });
      catalogue.changed('brands');
      return row;
    },

    /**
     * Admin: deletes a brand that no product names; one that still has products is refused
     * (CONFLICT) so that no product is left without a brand (see docs/decisions/0015).
     */
    async remove(caller: Caller, id: string) {
      await db.transaction(async (tx) => {
        if (!(await q.lockBrand(tx, id))) throw new NotFound(MESSAGES.catalogue.brandNotFound);
        if ((await q.countProductsOfBrand(tx, id)) > 0) throw new Conflict(MESSAGES.catalogue.brandHasProducts);
        const before = await q.findBrand(tx, id);
        await q.deleteBrand(tx, id);
        await recordAudit(tx, caller, { action: 'brand.deleted', targets: [brandTarget(before ?? { id, name: id })] });
      });
      catalogue.changed('brands');
      return id;
    },

    /** Admin: stores an uploaded logo after checking its content; answers its public URL. */
    async uploadLogo(bytes: Buffer | undefined) {
      if (!bytes) throw new BadInput(MESSAGES.uploads.noFile);
      return uploads.urlOf(await uploads.saveImage(bytes));
    },

    /** Admin: removes an uploaded logo by its URL; only generated names inside the upload folder are touched. */
    async removeLogo(imageUrl: unknown) {
      if (typeof imageUrl !== 'string' || !imageUrl.trim()) throw new BadInput(MESSAGES.uploads.invalidName, { imageUrl: MESSAGES.uploads.invalidName });
      await uploads.remove(imageUrl.trim());
    },
  };
}

export type BrandsService = ReturnType<typeof createBrandsService>;
