import { MESSAGES } from '@evbazaar/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, shopProducts } from '../../db/schema';
import {
  batchesOf,
  chunks,
  type ApplyOutcome,
  type CellChanges,
  type ConflictRow,
  type ImportKindHandler,
  type PlanRow,
  type UndoOutcome,
  type WorkItem,
} from './kinds';

/** A dealer's stock, as the shop keeps it (shop_products): one row per product, available yes or no. */
export const STOCK_COLUMNS = ['shop_id', 'product_slug', 'available'] as const;
const BATCH = 1000;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
function readYesNo(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0'].includes(v)) return false;
  return undefined;
}
/** an entry's fingerprint: its availability, or absent */
const fingerprintOf = (entry: { isAvailable: boolean } | undefined) => (entry ? yesNo(entry.isAvailable) : 'absent');

interface StockWork {
  productId: string;
  isAvailable: boolean;
}

async function entriesOf(db: Executor, shopId: string, productIds: string[]) {
  const out = new Map<string, typeof shopProducts.$inferSelect>();
  for (const batch of chunks(productIds, BATCH)) {
    const rows = await db
      .select()
      .from(shopProducts)
      .where(and(eq(shopProducts.shopId, shopId), inArray(shopProducts.productId, batch)));
    for (const row of rows) out.set(row.productId, row);
  }
  return out;
}

export const stockKind: ImportKindHandler = {
  columns: STOCK_COLUMNS,
  required: ['product_slug', 'available'],
  cacheKinds: ['shops'],

  async *exportRows(db, { shopId }) {
    if (!shopId) return;
    const rows = await db
      .select({ slug: products.slug, isAvailable: shopProducts.isAvailable })
      .from(shopProducts)
      .innerJoin(products, eq(products.id, shopProducts.productId))
      .where(eq(shopProducts.shopId, shopId))
      .orderBy(asc(products.slug));
    for (const row of rows) yield [shopId, row.slug, yesNo(row.isAvailable)];
  },

  async plan(db, records, { shopId }) {
    const rows: PlanRow[] = [];
    const work: WorkItem[] = [];
    const seen = new Map<string, number>();
    for await (const batch of batchesOf(records, BATCH)) {
      const slugs = [...new Set(batch.map((r) => r.cells.product_slug).filter(Boolean))];
      const found = slugs.length
        ? await db.select({ id: products.id, slug: products.slug, name: products.name }).from(products).where(inArray(products.slug, slugs))
        : [];
      const bySlug = new Map(found.map((p) => [p.slug, p]));
      const entries = await entriesOf(
        db,
        shopId!,
        found.map((p) => p.id),
      );
      for (const { row, cells } of batch) {
        const slug = cells.product_slug ?? '';
        const errors: PlanRow['errors'] = [];
        if (cells.shop_id && cells.shop_id !== shopId) errors.push({ column: 'shop_id', message: MESSAGES.imports.otherShop });
        const product = bySlug.get(slug);
        if (!slug) errors.push({ column: 'product_slug', message: MESSAGES.dealers.productRequired });
        else if (!product) errors.push({ column: 'product_slug', message: MESSAGES.imports.productNotFound });
        const earlier = seen.get(slug);
        if (slug && earlier) errors.push({ column: 'product_slug', message: MESSAGES.imports.repeats(earlier) });
        if (slug) seen.set(slug, row);
        const available = readYesNo(cells.available ?? '');
        if (available === undefined)
          errors.push({ column: 'available', message: cells.available ? MESSAGES.imports.yesNo : MESSAGES.dealers.availabilityRequired });
        if (errors.length || !product || available === undefined) {
          rows.push({ row, action: 'error', key: slug, changes: {}, errors });
          continue;
        }
        const entry = entries.get(product.id);
        const action = !entry ? 'create' : entry.isAvailable === available ? 'unchanged' : 'update';
        const changes: CellChanges = action === 'unchanged' ? {} : { available: { from: entry ? yesNo(entry.isAvailable) : null, to: yesNo(available) } };
        rows.push({ row, action, key: slug, changes, errors: [] });
        if (action !== 'unchanged') {
          work.push({
            key: slug,
            rows: [row],
            id: entry?.id ?? null,
            fingerprint: fingerprintOf(entry),
            label: product.name,
            data: { productId: product.id, isAvailable: available } satisfies StockWork,
          });
        }
      }
    }
    return { rows, work };
  },

  async conflicts(tx, work, { shopId }) {
    const entries = await entriesOf(
      tx,
      shopId!,
      work.map((w) => (w.data as StockWork).productId),
    );
    const out: ConflictRow[] = [];
    for (const item of work) {
      const entry = entries.get((item.data as StockWork).productId);
      if (fingerprintOf(entry) !== item.fingerprint)
        out.push({ row: item.rows[0], key: item.key, reason: entry ? MESSAGES.imports.changedSinceRow : MESSAGES.imports.deletedSinceRow });
    }
    return out;
  },

  async apply(tx, work, { shopId }) {
    const outcome: ApplyOutcome = { records: [], events: [], productIds: [] };
    const creates = work.filter((w) => !w.id);
    for (const batch of chunks(creates, BATCH)) {
      const inserted = await tx
        .insert(shopProducts)
        .values(batch.map((w) => ({ shopId: shopId!, ...(w.data as StockWork) })))
        .returning({ id: shopProducts.id, productId: shopProducts.productId });
      batch.forEach((w, i) => {
        const { isAvailable } = w.data as StockWork;
        outcome.records.push({ key: w.key, id: inserted[i].id, label: w.label, created: true, before: null, fingerprint: yesNo(isAvailable) });
        outcome.events.push({
          action: 'shop.stock_changed',
          targets: [
            { type: 'shop', id: shopId!, label: null },
            { type: 'product', id: inserted[i].productId, label: w.label },
          ],
          changes: { isAvailable: { from: null, to: isAvailable } },
        });
      });
    }
    for (const value of [true, false]) {
      const batch = work.filter((w) => w.id && (w.data as StockWork).isAvailable === value);
      for (const part of chunks(batch, BATCH)) {
        await tx
          .update(shopProducts)
          .set({ isAvailable: value, updatedAt: new Date() })
          .where(
            inArray(
              shopProducts.id,
              part.map((w) => w.id!),
            ),
          );
      }
      for (const w of batch) {
        outcome.records.push({ key: w.key, id: w.id!, label: w.label, created: false, before: { isAvailable: !value }, fingerprint: yesNo(value) });
        outcome.events.push({
          action: 'shop.stock_changed',
          targets: [
            { type: 'shop', id: shopId!, label: null },
            { type: 'product', id: (w.data as StockWork).productId, label: w.label },
          ],
          changes: { isAvailable: { from: !value, to: value } },
        });
      }
    }
    return outcome;
  },

  async undo(tx, records, { shopId }) {
    const outcome: UndoOutcome = { removed: 0, restored: 0, kept: [], events: [], productIds: [] };
    const current = new Map<string, typeof shopProducts.$inferSelect>();
    for (const batch of chunks(records, BATCH)) {
      const rows = await tx
        .select()
        .from(shopProducts)
        .where(
          inArray(
            shopProducts.id,
            batch.map((r) => r.id),
          ),
        );
      for (const row of rows) current.set(row.id, row);
    }
    for (const record of records) {
      const now = current.get(record.id);
      if (!now) {
        outcome.kept.push({ key: record.key, reason: MESSAGES.imports.keptDeleted });
        continue;
      }
      if (fingerprintOf(now) !== record.fingerprint) {
        outcome.kept.push({ key: record.key, reason: MESSAGES.imports.keptChanged });
        continue;
      }
      const targets = [
        { type: 'shop', id: shopId!, label: null },
        { type: 'product', id: now.productId, label: record.label },
      ];
      if (record.created) {
        await tx.delete(shopProducts).where(eq(shopProducts.id, record.id));
        outcome.removed += 1;
        outcome.events.push({ action: 'shop.stock_removed', targets, changes: { isAvailable: { from: now.isAvailable, to: null } } });
      } else {
        const { isAvailable } = record.before as { isAvailable: boolean };
        await tx.update(shopProducts).set({ isAvailable, updatedAt: new Date() }).where(eq(shopProducts.id, record.id));
        outcome.restored += 1;
        outcome.events.push({ action: 'shop.stock_changed', targets, changes: { isAvailable: { from: now.isAvailable, to: isAvailable } } });
      }
    }
    return outcome;
  },
};
