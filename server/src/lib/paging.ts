import { pagingSchema } from '@evbazaar/common';
import { parseInput } from './validate';

/** Page and limit of a list request by the shared paging schema, with the SQL offset; BadInput for a bad one. */
export function pageOf(input: { page?: unknown; limit?: unknown }, defaultLimit: number) {
  const { page, limit } = parseInput(pagingSchema(defaultLimit), { page: input.page, limit: input.limit });
  return { page, limit, offset: (page - 1) * limit };
}

/** How many pages a total fills. */
export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);

/** One page of a list with its total, as the back-office lists answer it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  totalPages: number;
}

/** Reads one page of a list and its total side by side (the total from its own count, which an index answers). */
export async function readPage<T>(
  input: { page?: unknown; limit?: unknown },
  defaultLimit: number,
  read: (window: { limit: number; offset: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const { page, limit, offset } = pageOf(input, defaultLimit);
  const [items, total] = await Promise.all([read({ limit, offset }), count()]);
  return { items, total, page, totalPages: pageCount(total, limit) };
}

/**
 * The window of a list the spec serves whole: without page and limit the first `cap` rows (bounded),
 * otherwise the page asked for (`defaultLimit` rows unless a limit is given, at most MAX_PAGE_SIZE).
 */
export function cappedWindow(input: { page?: unknown; limit?: unknown }, cap: number, defaultLimit: number) {
  if ((input.page ?? '') === '' && (input.limit ?? '') === '') return { offset: 0, limit: cap };
  const { limit, offset } = pageOf(input, defaultLimit);
  return { limit, offset };
}
