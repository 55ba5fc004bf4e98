import { pagingSchema } from '@evbazaar/common';
import { parseInput } from './validate';

/** Page and limit of a list request by the shared paging schema, with the SQL offset; BadInput for a bad one. */
export function pageOf(input: { page?: unknown; limit?: unknown }, defaultLimit: number) {
  const { page, limit } = parseInput(pagingSchema(defaultLimit), { page: input.page, limit: input.limit });
  return { page, limit, offset: (page - 1) * limit };
}

/** How many pages a total fills. */
export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);
