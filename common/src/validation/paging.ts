import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../domain/lists';
import { MESSAGES } from '../messages';

// the figures live in the lists kernel; re-exported here, where paging has always read them
export { BACK_OFFICE_DEFAULT_LIMIT, BACK_OFFICE_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/lists';

/**
 * A 1-based page number or page size from a query string or a GraphQL argument: absent or blank
 * is undefined; anything but a safe whole number from 1 (a repeated parameter arrives as an
 * array, 1e300 overflows the SQL offset) is refused with `message`.
 */
const wholeFromOne = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: message })
      .refine((n) => Number.isSafeInteger(n) && n >= 1, message)
      .optional(),
  );

/** Paging of every list, REST and GraphQL alike: page from 1 (default 1), limit from 1 (default per list), at most MAX_PAGE_SIZE. */
export const pagingSchema = (defaultLimit: number) =>
  z.object({
    page: wholeFromOne(MESSAGES.paging.pageInvalid).transform((page) => page ?? 1),
    limit: wholeFromOne(MESSAGES.paging.limitInvalid).transform((limit) => Math.min(limit ?? defaultLimit, MAX_PAGE_SIZE)),
  });

export type Paging = z.infer<ReturnType<typeof pagingSchema>>;
