import { AUDIT_LIMITS, LISTS, MESSAGES, auditFilterSchema, csvCell } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { hasRole, requireViewer } from '../../lib/auth';
import { BadInput } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import type { ShopsService } from '../shops/shops.service';
import { targetKey } from './audit-writer';
import type { Caller } from './caller';
import * as q from './audit.queries';

export type { AuditEventRow } from './audit.queries';

/** How many events one purge statement deletes; a purge runs batches until none is left. */
const PURGE_BATCH = 5_000;
const DAY_MS = 86_400_000;
/** Rows per read of the CSV export (one index range each). */
const EXPORT_BATCH = 1_000;

/** The list as asked: `filter` as GraphQL's input or REST's query string, page and limit beside it. */
export interface AuditListInput {
  filter?: Record<string, unknown> | null;
  page?: unknown;
  limit?: unknown;
}

export function createAuditService({ db, config, log }: Deps, { shops }: { shops: ShopsService }) {
  /**
   * The events a caller may read: admins every one; a dealer only those with its shop as a target,
   * forced here whatever the filter says (no shop yet: none). The route and the directive let only
   * admins and dealers in (RULES.audit).
   */
  async function whereFor(caller: Caller, input: Record<string, unknown> | null | undefined): Promise<q.AuditWhere | null> {
    const viewer = requireViewer(caller.viewer);
    const filter = parseInput(auditFilterSchema, input ?? {});
    const where: q.AuditWhere = {
      actorId: filter.actorId,
      action: filter.action,
      targetType: filter.targetType,
      targetKey: filter.targetType && filter.targetId ? targetKey({ type: filter.targetType, id: filter.targetId }) : undefined,
      from: filter.from,
      to: filter.to,
    };
    if (hasRole(viewer, ['ADMIN'])) return where;
    const shop = await shops.myShop(viewer);
    if (!shop) return null;
    return { ...where, scopeKey: targetKey({ type: 'shop', id: shop.id }) };
  }

  /** One page of the trail, newest first; the total is exact up to AUDIT_LIMITS.totalCap (then `totalCapped`). */
  async function list(caller: Caller, input: AuditListInput) {
    const { page, limit, offset } = pageOf(input, LISTS.auditEvents.rows);
    if (offset + limit > AUDIT_LIMITS.deepestRow) {
      throw new BadInput(MESSAGES.audit.tooDeep(AUDIT_LIMITS.deepestRow), { page: MESSAGES.audit.tooDeep(AUDIT_LIMITS.deepestRow) });
    }
    const where = await whereFor(caller, input.filter);
    if (!where) return { items: [], total: 0, totalCapped: false, page, totalPages: 0 };
    const [items, counted] = await Promise.all([q.listEvents(db, where, { limit, offset }), q.countEvents(db, where, AUDIT_LIMITS.totalCap)]);
    const totalCapped = counted > AUDIT_LIMITS.totalCap;
    return { items, total: counted, totalCapped, page, totalPages: Math.ceil(Math.min(counted, AUDIT_LIMITS.totalCap) / limit) };
  }

  /**
   * The filtered trail as CSV lines (header first), newest first, read in batches so memory stays flat
   * for any length; every cell is neutralised against spreadsheet formulas.
   */
  async function* csv(caller: Caller, filter: Record<string, unknown> | null | undefined): AsyncGenerator<string> {
    const where = await whereFor(caller, filter);
    yield `${MESSAGES.audit.csvHeader.join(',')}\r\n`;
    if (!where) return;
    let last: { occurredAt: Date; id: string } | null = null;
    for (;;) {
      const rows = await q.eventsAfter(db, where, last, EXPORT_BATCH);
      if (!rows.length) return;
      yield rows.map((row) => `${csvLine(row)}\r\n`).join('');
      if (rows.length < EXPORT_BATCH) return;
      last = rows[rows.length - 1];
    }
  }

  /** Deletes events older than the retention, in batches; answers how many went (0 when run again). */
  async function purge(now = new Date()) {
    const before = new Date(now.getTime() - config.audit.retentionDays * DAY_MS);
    let removed = 0;
    for (;;) {
      const gone = await q.purgeBatch(db, before, PURGE_BATCH);
      removed += gone;
      if (gone < PURGE_BATCH) return removed;
    }
  }

  /** The daily purge of this instance: first a minute after start, then every day; never keeps the process alive. */
  function createPurger(everyMs = DAY_MS, firstAfterMs = 60_000) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const tick = () => {
      running = purge()
        .then((removed) => removed && log.info({ removed }, 'audit events past their retention purged'))
        .catch((error) => log.error({ err: error }, 'audit purge failed'))
        .finally(() => {
          running = undefined;
          if (timer) schedule(everyMs);
        });
    };
    const schedule = (ms: number) => {
      timer = setTimeout(tick, ms);
      timer.unref();
    };
    return {
      start() {
        if (!timer) schedule(firstAfterMs);
      },
      async stop() {
        clearTimeout(timer);
        timer = undefined;
        await running;
      },
    };
  }

  return { list, csv, purge, purger: createPurger(), createPurger };
}

function csvLine(row: q.AuditEventRow): string {
  return [
    row.occurredAt.toISOString(),
    row.action,
    row.actorType,
    row.actorId,
    row.actorName,
    row.actorRole,
    row.targets.map((t) => `${t.type}:${t.id}${t.label ? ` (${t.label})` : ''}`).join('; '),
    Object.entries(row.changes)
      .map(([field, { from, to }]) => `${field}: ${JSON.stringify(from)} -> ${JSON.stringify(to)}`)
      .join('; '),
    row.context.ip,
    row.context.requestId,
  ]
    .map(csvCell)
    .join(',');
}

export type AuditService = ReturnType<typeof createAuditService>;

// the kernel other modules write with: imported from here (the module's door), never from its files
export { CHANGED, changesBetween, recordAudit, targetKey, type AuditEntry, type DiffOptions } from './audit-writer';
export { SYSTEM_CALLER, callerFor, type Caller } from './caller';
