/**
 * The people kernel (docs/decisions/0034): who someone is on EV Bazaar and the spec's rules for
 * a person's password and phone. Every door reads these: the Drizzle schema, the GraphQL guard
 * and REST role strings, the zod schemas of the forms, the permission table and the client's
 * labels and choices. A test checks the GraphQL `Role` enum against ROLES.
 *
 * No zod here: the client imports this module alone (through the permission table) on every page.
 */
import { MESSAGES } from '../messages';

export { normalisePhone } from './phone';

/** The roles, as the GraphQL enum and the database name them. */
export const ROLES = ['USER', 'DEALER', 'AGENT', 'ADMIN', 'SUPERADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The spec's role strings, as REST speaks them ("Ajent" as the spec spells it; "Agent" is accepted on input). */
export const REST_ROLE_NAMES: Readonly<Record<Role, string>> = { USER: 'User', DEALER: 'Dealer', AGENT: 'Ajent', ADMIN: 'Admin', SUPERADMIN: 'Superadmin' };

/** How screens name a role (the register radio, the admin's user form and table). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = { USER: 'User', DEALER: 'Dealer', AGENT: 'Agent', ADMIN: 'Admin', SUPERADMIN: 'Superadmin' };

/** Self-registration offers Dealer, Agent and User only, in this order. */
export const REGISTER_ROLES = ['DEALER', 'AGENT', 'USER'] as const satisfies readonly Role[];

/** Roles an admin may assign (the admin's user form offers User, Dealer, Agent). */
export const ASSIGNABLE_ROLES = ['USER', 'DEALER', 'AGENT'] as const satisfies readonly Role[];

/** Accounts only a Superadmin may change. */
export const PRIVILEGED_ROLES = ['ADMIN', 'SUPERADMIN'] as const satisfies readonly Role[];

export const toRestRole = (role: Role): string => REST_ROLE_NAMES[role];

/** The role a REST or form value names: the spec's strings and the enum names in any case, and "Agent" for AGENT. */
export function fromRestRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  return ROLES.find((r) => r.toLowerCase() === v || REST_ROLE_NAMES[r].toLowerCase() === v);
}

/** Whether `role` is one of `list` (a typed `includes` over the narrower lists above). */
export const isRoleIn = (list: readonly Role[], role: Role): boolean => list.includes(role);

/** The rule "Superadmin counts as Admin": the roles that pass a requirement naming `required`. */
export function rolesPassing(required: readonly Role[]): readonly Role[] {
  return required.includes('ADMIN') && !required.includes('SUPERADMIN') ? [...required, 'SUPERADMIN'] : required;
}

/** Whether a caller with `role` meets a requirement naming `required` (Superadmin passes wherever Admin does). */
export const passes = (role: Role, required: readonly Role[]): boolean => rolesPassing(required).includes(role);

/** bcrypt reads only the first 72 bytes: a longer password would silently match its prefix. */
export const PASSWORD_MAX_BYTES = 72;

/** optional plus, first digit 1-9, then 1 to 14 digits (2 to 15 digits in all) */
export const INTERNATIONAL_CONTACT = /^\+?[1-9]\d{1,14}$/;
/** exactly 10 digits */
export const TEN_DIGITS = /^\d{10}$/;

/** Where a rule comes from: the spec's file and the row of its validation table, as written there. */
interface SpecRow {
  spec: string;
}

export interface PasswordRule extends SpecRow {
  min: number;
  required: string;
  tooShort: string;
}

export interface ContactRule extends SpecRow {
  pattern: RegExp;
  required: string;
  invalid: string;
}

/**
 * The spec's password rules, one row per form field, beside the spec's messages. The forms'
 * zod schemas read these rows; a test checks each schema at the boundary against them.
 */
export const PASSWORD_RULES = {
  login: {
    spec: 'visitor-and-customer.md | Login | password | min 6; required',
    min: 6,
    required: MESSAGES.people.passwordRequired,
    tooShort: MESSAGES.people.passwordMin6,
  },
  register: {
    spec: 'visitor-and-customer.md | Register | password | min 6; required',
    min: 6,
    required: MESSAGES.people.passwordRequired,
    tooShort: MESSAGES.people.passwordMin6,
  },
  resetNew: {
    spec: 'visitor-and-customer.md | Reset password | newPassword | required; min 8',
    min: 8,
    required: MESSAGES.people.passwordRequired,
    tooShort: MESSAGES.people.passwordMin8,
  },
  resetConfirm: {
    spec: 'visitor-and-customer.md | Reset password | confirmPassword | required; min 8',
    min: 8,
    required: MESSAGES.people.confirmPasswordRequired,
    tooShort: MESSAGES.people.passwordMin8,
  },
  adminCreate: {
    spec: 'back-office.md | User form (admin) | password: at least 6 characters; required only on create',
    min: 6,
    required: MESSAGES.people.passwordRequired,
    tooShort: MESSAGES.people.passwordMin6,
  },
} as const satisfies Record<string, PasswordRule>;

/**
 * The spec's contact rules: an international number on register and profile, exactly 10 digits
 * on the contact and career forms and in the admin's user form. Typed numbers are normalised
 * first (normalisePhone, docs/decisions/0028), then judged by the row's pattern.
 */
export const CONTACT_RULES = {
  register: {
    spec: 'visitor-and-customer.md | Register | contact | required; pattern optional plus, first digit 1-9, then 1 to 14 digits (2 to 15 digits)',
    pattern: INTERNATIONAL_CONTACT,
    required: MESSAGES.people.contactRequired,
    invalid: MESSAGES.people.contactInvalid,
  },
  profile: {
    spec: 'visitor-and-customer.md | Profile | contact | required; same pattern',
    pattern: INTERNATIONAL_CONTACT,
    required: MESSAGES.people.contactRequired,
    invalid: MESSAGES.people.contactInvalid,
  },
  enquiry: {
    spec: 'visitor-and-customer.md | Contact and Career | phone | required; phone exactly 10 digits',
    pattern: TEN_DIGITS,
    required: MESSAGES.people.phoneRequired,
    invalid: MESSAGES.people.phoneTenDigits,
  },
  adminUser: {
    spec: 'back-office.md | User form (admin) | contact: exactly 10 digits; required',
    pattern: TEN_DIGITS,
    required: MESSAGES.people.contactRequired,
    invalid: MESSAGES.people.contactTenDigits,
  },
} as const satisfies Record<string, ContactRule>;

export type PasswordForm = keyof typeof PASSWORD_RULES;
export type ContactForm = keyof typeof CONTACT_RULES;
