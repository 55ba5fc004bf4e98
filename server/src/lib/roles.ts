import type { Role } from '../db/schema';

/** The spec's role strings, as REST speaks them. */
const REST_NAMES: Record<Role, string> = {
  USER: 'User',
  DEALER: 'Dealer',
  AGENT: 'Ajent',
  ADMIN: 'Admin',
  SUPERADMIN: 'Superadmin',
};

export const toRestRole = (role: Role): string => REST_NAMES[role];

/** Accepts the spec's strings (User, Dealer, Ajent or Agent, Admin, Superadmin) in any case, and the enum names. */
export function fromRestRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'ajent') return 'AGENT';
  const match = (['USER', 'DEALER', 'AGENT', 'ADMIN', 'SUPERADMIN'] as const).find((r) => r.toLowerCase() === v);
  return match;
}
