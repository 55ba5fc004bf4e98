// the people kernel alone: the package index would also pull zod and every schema
import { ASSIGNABLE_ROLES, REGISTER_ROLES, ROLE_LABELS } from '@evbazaar/common/src/domain/people';
import type { Role } from '../gql/graphql';

const optionsOf = (roles: readonly Role[]) => roles.map((value) => ({ label: ROLE_LABELS[value], value }));

/** Registration roles as the radio offers them (the people kernel's list). */
export const REGISTER_ROLE_OPTIONS: readonly { label: string; value: Role }[] = optionsOf(REGISTER_ROLES);

/** Roles an admin may assign, as the user modal offers them (the people kernel's list). */
export const ASSIGNABLE_ROLE_OPTIONS: readonly { label: string; value: Role }[] = optionsOf(ASSIGNABLE_ROLES);

/** The registration role named by ?role=, matched case-insensitively; User otherwise. */
export function registerRoleFromQuery(role: string | null): Role {
  const match = REGISTER_ROLE_OPTIONS.find((o) => o.label.toLowerCase() === role?.trim().toLowerCase());
  return match ? match.value : 'USER';
}
