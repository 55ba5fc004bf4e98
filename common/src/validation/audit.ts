import { z } from 'zod';
import { MESSAGES } from '../messages';

const M = MESSAGES.audit;

/** Bounds of the audit trail's filters and paging (issue 29). */
export const AUDIT_LIMITS = {
  actorId: 64,
  action: 80,
  targetType: 40,
  targetId: 64,
  /** the exact total is counted up to this many events; past it the list says "10,000+" */
  totalCap: 10_000,
  /** the deepest row a page may reach (page × limit): older events are found by narrowing the filters */
  deepestRow: 10_000,
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

const bounded = (max: number, message: string, pattern?: RegExp) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(max, message)
      .refine((v) => !pattern || pattern.test(v), message)
      .optional(),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date (YYYY-MM-DD, the whole day) or an ISO date and time; `end` makes a bare date mean the day's end. */
const instant = (message: string, end: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .max(40, message)
      .transform((v, ctx) => {
        const bare = ISO_DATE.test(v);
        const at = new Date(bare ? `${v}T00:00:00.000Z` : v);
        if (Number.isNaN(at.getTime()) || (!bare && !/^\d{4}-\d{2}-\d{2}T/.test(v))) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return bare && end ? new Date(at.getTime() + 86_400_000 - 1) : at;
      })
      .optional(),
  );

/** The audit list's filter, REST query string and GraphQL `filter` alike. */
export const auditFilterSchema = z
  .object({
    actorId: bounded(AUDIT_LIMITS.actorId, M.actorIdInvalid),
    action: bounded(AUDIT_LIMITS.action, M.actionInvalid, /^[a-z_]+(\.[a-z_]+)*$/),
    targetType: bounded(AUDIT_LIMITS.targetType, M.targetTypeInvalid, /^[a-z_]+$/),
    targetId: bounded(AUDIT_LIMITS.targetId, M.targetIdInvalid),
    from: instant(M.fromInvalid, false),
    to: instant(M.toInvalid, true),
  })
  .superRefine((f, ctx) => {
    if (f.targetId && !f.targetType) ctx.addIssue({ code: 'custom', path: ['targetType'], message: M.targetIdNeedsType });
    if (f.from && f.to && f.from.getTime() > f.to.getTime()) ctx.addIssue({ code: 'custom', path: ['from'], message: M.rangeReversed });
  });

export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** Formula cells (`=`, `+`, `-`, `@`, and tab/CR that some spreadsheets strip) start with a quote, so a spreadsheet shows them as text. */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV cell: neutralised, then quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: unknown): string {
  const text = neutraliseCsvCell(value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
