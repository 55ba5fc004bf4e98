import type { Role } from '../../gql/graphql';

/** Users page size. */
export const USERS_PAGE_SIZE = 10;

/** The No. column: index plus 1 plus (page minus 1) times the page size. */
export function rowNumber(index: number, page: number, pageSize: number = USERS_PAGE_SIZE): number {
  return index + 1 + (page - 1) * pageSize;
}

const ROLE_LABELS: Record<Role, string> = {
  USER: 'User',
  DEALER: 'Dealer',
  AGENT: 'Agent',
  ADMIN: 'Admin',
  SUPERADMIN: 'Superadmin',
};

export const roleLabel = (role: Role): string => ROLE_LABELS[role];
