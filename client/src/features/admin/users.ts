import { ROLE_LABELS } from '@evbazaar/common/src/domain/people';
import type { Role } from '../../gql/graphql';

/** Users page size. */
export const USERS_PAGE_SIZE = 10;

/** The No. column: index plus 1 plus (page minus 1) times the page size. */
export function rowNumber(index: number, page: number, pageSize: number = USERS_PAGE_SIZE): number {
  return index + 1 + (page - 1) * pageSize;
}

export const roleLabel = (role: Role): string => ROLE_LABELS[role];
