import { RestError } from '../../lib/errors';

/** What a spreadsheet works on (docs/decisions/0060). */
export type ImportKind = 'products' | 'stock' | 'shops';
export type PlanAction = 'create' | 'update' | 'unchanged' | 'error';

export interface PlanRow {
  row: number;
  action: PlanAction;
  key: string;
  changes: Record<string, { from: string | null; to: string | null }>;
  errors: { column: string; message: string }[];
}
export interface Counts {
  create: number;
  update: number;
  unchanged: number;
  error: number;
}
export interface Plan {
  planId: string;
  counts: Counts;
  rows: PlanRow[];
  expiresAt: string;
}
export interface Applied {
  importId: string;
  counts: Counts;
  undoUntil: string;
}
export interface Undone {
  removed: number;
  restored: number;
  kept: { key: string; reason: string }[];
}
/** A 409 of apply: the rows changed since the plan. */
export interface ChangedRows {
  message: string;
  rows: { row: number; key: string; reason: string }[];
}

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function answer<T>(response: Response): Promise<T> {
  let body: unknown = {};
  try {
    body = await response.json();
  } catch {
    body = {};
  }
  if (!response.ok) throw new RestError(response.status, (body ?? {}) as { message?: unknown; errors?: unknown });
  return body as T;
}

/** Saves a CSV answer as a file in the browser (the bearer token rules out a plain link). */
async function download(path: string, filename: string, token: string | null) {
  const response = await fetch(path, { headers: auth(token) });
  if (!response.ok) await answer(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const exportCsv = (kind: ImportKind, token: string | null) => download(`/api/export/${kind}.csv`, `${kind}.csv`, token);
export const downloadErrors = (planId: string, token: string | null) => download(`/api/import/plans/${planId}/errors.csv`, `errors-${planId}.csv`, token);

export async function planImport(kind: ImportKind, file: File, token: string | null): Promise<Plan> {
  const body = new FormData();
  body.append('file', file);
  return answer<Plan>(await fetch(`/api/import/${kind}/plan`, { method: 'POST', body, headers: auth(token) }));
}

/** Applies a plan; a 409 naming changed rows answers them instead of throwing. */
export async function applyPlan(planId: string, token: string | null): Promise<Applied | ChangedRows> {
  const response = await fetch(`/api/import/plans/${planId}/apply`, { method: 'POST', headers: auth(token) });
  if (response.status === 409) {
    const body = (await response.json()) as ChangedRows;
    if (Array.isArray(body.rows)) return body;
    throw new RestError(409, body);
  }
  return answer<Applied>(response);
}

export async function undoImport(importId: string, token: string | null): Promise<Undone> {
  return answer<Undone>(await fetch(`/api/import/${importId}/undo`, { method: 'POST', headers: auth(token) }));
}
