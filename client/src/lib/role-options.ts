import { ASSIGNABLE_ROLES, REGISTER_ROLES } from '@evbazaar/common';
import type { Role } from '../gql/graphql';

type RoleLabel = (typeof REGISTER_ROLES)[number] | (typeof ASSIGNABLE_ROLES)[number];
const ROLE_OF: Record<RoleLabel, Role> = { User: 'USER', Dealer: 'DEALER', Agent: 'AGENT' };
const optionsOf = (labels: readonly RoleLabel[]) => labels.map((label) => ({ label, value: ROLE_OF[label] }));

/** Registration roles as the radio offers them (the shared schema's list). */
export const REGISTER_ROLE_OPTIONS: readonly { label: string; value: Role }[] = optionsOf(REGISTER_ROLES);

/** Roles an admin may assign, as the user modal offers them (the shared schema's list). */
export const ASSIGNABLE_ROLE_OPTIONS: readonly { label: string; value: Role }[] = optionsOf(ASSIGNABLE_ROLES);

/** The registration role named by ?role=, matched case-insensitively; User otherwise. */
export function registerRoleFromQuery(role: string | null): Role {
  const match = REGISTER_ROLE_OPTIONS.find((o) => o.label.toLowerCase() === role?.trim().toLowerCase());
  return match ? match.value : 'USER';
}
