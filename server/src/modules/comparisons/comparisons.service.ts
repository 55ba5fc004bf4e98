import { LISTS, MESSAGES, comparisonSchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { Conflict, NotFound, uniqueViolation } from '../../lib/errors';
import { cappedWindow } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import type { ProductsService } from '../products/products.service';
import { recordAudit, type Caller } from '../audit/audit.service';
import * as q from './comparisons.queries';

export type { ComparisonRow } from './comparisons.queries';

/** The list is served whole (the spec's screens take no page), so it is bounded: the newest this many. */
export const MAX_COMPARISONS = LISTS.comparisons.rows;

export function createComparisonsService({ db, catalogue }: Deps, { products }: { products: ProductsService }) {
  return {
    /** Public: the comparisons, newest first: at most MAX_COMPARISONS, or the page asked for (20 by default). */
    list: (paging: { page?: unknown; limit?: unknown } = {}) => q.listComparisons(db, cappedWindow(paging, MAX_COMPARISONS, LISTS.comparisons.pageSize)),

    /** How many comparisons there are (for the back-office pager). */
    count: () => q.countComparisons(db),

    /** Public: one comparison; NOT_FOUND when missing. */
    async get(id: string) {
      const row = await q.findComparison(db, id);
      if (!row) throw new NotFound(MESSAGES.catalogue.comparisonNotFound);
      return row;
    },

    /** Admin: compares two different existing products; the same pair (in either order) only once. */
    async create(caller: Caller, input: unknown) {
      const { product1Id, product2Id } = parseInput(comparisonSchema, input);
      const found = await products.byIds([product1Id, product2Id]);
      if (found.includes(null)) throw new NotFound(MESSAGES.catalogue.productNotFound);
      if (await q.findPair(db, product1Id, product2Id)) throw new Conflict(MESSAGES.catalogue.comparisonExists);
      try {
        const row = await db.transaction(async (tx) => {
          const comparison = await q.insertComparison(tx, { product1Id, product2Id });
          await recordAudit(tx, caller, {
            action: 'comparison.created',
            targets: [
              { type: 'comparison', id: comparison.id, label: found.map((p) => p!.name).join(' vs ') },
              ...found.map((p) => ({ type: 'product', id: p!.id, label: p!.name })),
            ],
          });
          return comparison;
        });
        catalogue.changed('comparisons');
        return row;
      } catch (error) {
        // two admins adding the same pair at once: the unique index decides
        if (uniqueViolation(error)) throw new Conflict(MESSAGES.catalogue.comparisonExists);
        throw error;
      }
    },

    /** Admin: deletes a comparison; NOT_FOUND when missing. */
    async remove(caller: Caller, id: string) {
      await db.transaction(async (tx) => {
        const before = await q.findComparison(tx, id);
        if (!before || !(await q.deleteComparison(tx, id))) throw new NotFound(MESSAGES.catalogue.comparisonNotFound);
        await recordAudit(tx, caller, {
          action: 'comparison.deleted',
          targets: [
            { type: 'comparison', id, label: null },
            { type: 'product', id: before.product1Id, label: null },
            { type: 'product', id: before.product2Id, label: null },
          ],
        });
      });
      catalogue.changed('comparisons');
      return id;
    },
  };
}

export type ComparisonsService = ReturnType<typeof createComparisonsService>;
