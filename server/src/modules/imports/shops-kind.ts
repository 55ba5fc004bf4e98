import { createHash } from 'node:crypto';
import { MESSAGES, shopSchema } from '@evbazaar/common';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shops } from '../../db/schema';
import { isAppError } from '../../lib/errors';
import { changesBetween } from '../audit';
import { resolvePlace } from '../geo/geo.service';
import { positionOnSave } from '../shops/shops.service';
import {
  batchesOf,
  cellDiff,
  chunks,
  type ApplyOutcome,
  type ConflictRow,
  type ImportKindHandler,
  type PlanRow,
  type UndoOutcome,
  type WorkItem,
} from './kinds';

type ShopRow = typeof shops.$inferSelect;

/** The admins' shops spreadsheet, keyed by shop id; the fields of the dealer's profile form. */
const FIELDS = [
  ['shop_name', 'shopName'],
  ['country_id', 'countryId'],
  ['state_id', 'stateId'],
  ['city_id', 'cityId'],
  ['address1', 'address1'],
  ['address2', 'address2'],
  ['landmark', 'landmark'],
  ['phone', 'phone'],
] as const;
const FIELD_COLUMNS = FIELDS.map(([column]) => column);
export const SHOP_COLUMNS = ['shop_id', ...FIELD_COLUMNS] as const;
const BATCH = 1000;
/** what the audit shows as "changed" only (docs/decisions/0060: as for a profile edit) */
const PERSONAL = ['phone', 'address1', 'address2', 'landmark'];

const cellsOf = (row: ShopRow) => Object.fromEntries(FIELDS.map(([column, field]) => [column, row[field] ?? ''])) as Record<string, string>;
const fingerprintOf = (row: ShopRow) =>
  createHash('sha1')
    .update(JSON.stringify(cellsOf(row)))
    .digest('base64url');
// the position too: a city changed by a row moves the shop, and an undo puts it back
const auditView = (row: ShopRow) => ({
  ...Object.fromEntries(FIELDS.map(([, field]) => [field, row[field] ?? null])),
  lat: row.lat,
  lng: row.lng,
  positionPinned: row.positionPinned,
});

type ShopValues = Partial<typeof shops.$inferInsert>;

async function shopsById(db: Executor, ids: string[]) {
  const out = new Map<string, ShopRow>();
  for (const batch of chunks(ids, BATCH)) for (const row of await db.select().from(shops).where(inArray(shops.id, batch))) out.set(row.id, row);
  return out;
}

export const shopsKind: ImportKindHandler = {
  columns: SHOP_COLUMNS,
  required: ['shop_id'],
  cacheKinds: ['shops'],

  async *exportRows(db) {
    let after = '';
    for (;;) {
      const rows = await db.select().from(shops).where(gt(shops.id, after)).orderBy(asc(shops.id)).limit(BATCH);
      if (!rows.length) return;
      after = rows[rows.length - 1].id;
      for (const row of rows) {
        const cells = cellsOf(row);
        yield [row.id, ...FIELD_COLUMNS.map((c) => cells[c])];
      }
    }
  },

  async plan(db, records) {
    const rows: PlanRow[] = [];
    const work: WorkItem[] = [];
    const seen = new Map<string, number>();
    for await (const batch of batchesOf(records, BATCH)) {
      const stored = await shopsById(db, [...new Set(batch.map((r) => r.cells.shop_id).filter(Boolean))]);
      for (const { row, cells } of batch) {
        const id = cells.shop_id ?? '';
        const existing = stored.get(id);
        const fail = (column: string, message: string) => rows.push({ row, action: 'error', key: id, changes: {}, errors: [{ column, message }] });
        if (!id) {
          fail('shop_id', MESSAGES.imports.required('shop_id'));
          continue;
        }
        if (!existing) {
          fail('shop_id', MESSAGES.imports.shopNotFound);
          continue;
        }
        if (seen.has(id)) {
          fail('shop_id', MESSAGES.imports.repeats(seen.get(id)!));
          continue;
        }
        seen.set(id, row);
        const input: Record<string, unknown> = Object.fromEntries(
          FIELDS.map(([column, field]) => [field, column in cells ? cells[column] : (existing[field] ?? '')]),
        );
        const parsed = shopSchema.safeParse(input);
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => ({
            column: FIELDS.find(([, f]) => f === issue.path[0])?.[0] ?? 'shop_id',
            message: issue.message,
          }));
          rows.push({ row, action: 'error', key: id, changes: {}, errors });
          continue;
        }
        let place;
        try {
          place = resolvePlace(parsed.data);
        } catch (error) {
          if (!isAppError(error)) throw error;
          const [field, message] = Object.entries(error.fields ?? { cityId: error.message })[0];
          fail(FIELDS.find(([, f]) => f === field)?.[0] ?? 'city_id', message);
          continue;
        }
        const values: ShopValues = {
          ...parsed.data,
          ...place,
          // a shop moved to another city stands at that city's centre until it is pinned again
          ...(place.cityId !== existing.cityId ? positionOnSave(existing, place.cityId, {}) : {}),
          address2: parsed.data.address2 ?? null,
          landmark: parsed.data.landmark ?? null,
        };
        const after = Object.fromEntries(FIELDS.map(([column, field]) => [column, (values[field] as string | null) ?? ''])) as Record<string, string>;
        const changes = cellDiff(cellsOf(existing), after, FIELD_COLUMNS);
        const action = Object.keys(changes).length ? 'update' : 'unchanged';
        rows.push({ row, action, key: id, changes, errors: [] });
        if (action === 'update') work.push({ key: id, rows: [row], id, fingerprint: fingerprintOf(existing), label: existing.shopName, data: values });
      }
    }
    return { rows, work };
  },

  async conflicts(tx, work) {
    const current = await shopsById(
      tx,
      work.map((w) => w.id!),
    );
    const out: ConflictRow[] = [];
    for (const item of work) {
      const now = current.get(item.id!);
      if (!now) out.push({ row: item.rows[0], key: item.key, reason: MESSAGES.imports.deletedSinceRow });
      else if (fingerprintOf(now) !== item.fingerprint) out.push({ row: item.rows[0], key: item.key, reason: MESSAGES.imports.changedSinceRow });
    }
    return out;
  },

  async apply(tx, work) {
    const before = await shopsById(
      tx,
      work.map((w) => w.id!),
    );
    const outcome: ApplyOutcome = { records: [], events: [], productIds: [] };
    for (const item of work) {
      const [row] = await tx
        .update(shops)
        .set({ ...(item.data as ShopValues), updatedAt: new Date() })
        .where(eq(shops.id, item.id!))
        .returning();
      const old = before.get(item.id!)!;
      outcome.records.push({ key: item.key, id: row.id, label: row.shopName, created: false, before: auditView(old), fingerprint: fingerprintOf(row) });
      outcome.events.push({
        action: 'shop.updated',
        targets: [{ type: 'shop', id: row.id, label: row.shopName }],
        changes: changesBetween(auditView(old), auditView(row), { personal: PERSONAL }),
      });
    }
    return outcome;
  },

  async undo(tx, records) {
    const outcome: UndoOutcome = { removed: 0, restored: 0, kept: [], events: [], productIds: [] };
    const current = await shopsById(
      tx,
      records.map((r) => r.id),
    );
    for (const record of records) {
      const now = current.get(record.id);
      if (!now) outcome.kept.push({ key: record.key, reason: MESSAGES.imports.keptDeleted });
      else if (fingerprintOf(now) !== record.fingerprint) outcome.kept.push({ key: record.key, reason: MESSAGES.imports.keptChanged });
      else {
        const [row] = await tx
          .update(shops)
          .set({ ...(record.before as ShopValues), updatedAt: new Date() })
          .where(eq(shops.id, record.id))
          .returning();
        outcome.restored += 1;
        outcome.events.push({
          action: 'shop.updated',
          targets: [{ type: 'shop', id: row.id, label: row.shopName }],
          changes: changesBetween(auditView(now), auditView(row), { personal: PERSONAL }),
        });
      }
    }
    return outcome;
  },
};
