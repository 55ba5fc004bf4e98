import type { z } from 'zod';
import { loginSchema, registerSchema, resetPasswordSchema } from '../validation/auth';
import { enquirySchema } from '../validation/content';
import { createUserSchema, profileSchema, updateUserSchema } from '../validation/users';
import {
  ASSIGNABLE_ROLES,
  CONTACT_RULES,
  INTERNATIONAL_CONTACT,
  PASSWORD_RULES,
  REGISTER_ROLES,
  ROLES,
  ROLE_LABELS,
  TEN_DIGITS,
  fromRestRole,
  passes,
  rolesPassing,
  toRestRole,
  type ContactForm,
  type PasswordForm,
} from './people';

describe('the roles', () => {
  it('speak REST as the spec spells them and take Agent on input, in any case', () => {
    expect(ROLES.map(toRestRole)).toEqual(['User', 'Dealer', 'Ajent', 'Admin', 'Superadmin']);
    expect(['Ajent', 'agent', ' AGENT ', 'Agent'].map(fromRestRole)).toEqual(['AGENT', 'AGENT', 'AGENT', 'AGENT']);
    expect(ROLES.map((r) => fromRestRole(toRestRole(r)))).toEqual([...ROLES]);
    expect([fromRestRole('Boss'), fromRestRole(''), fromRestRole(3)]).toEqual([undefined, undefined, undefined]);
  });

  it('offer Dealer, Agent, User to register and User, Dealer, Agent to an admin', () => {
    expect(REGISTER_ROLES.map((r) => ROLE_LABELS[r])).toEqual(['Dealer', 'Agent', 'User']);
    expect(ASSIGNABLE_ROLES.map((r) => ROLE_LABELS[r])).toEqual(['User', 'Dealer', 'Agent']);
  });

  it('let a Superadmin pass wherever an Admin does, and never the other way round', () => {
    expect(rolesPassing(['ADMIN'])).toEqual(['ADMIN', 'SUPERADMIN']);
    expect(rolesPassing(['USER', 'AGENT'])).toEqual(['USER', 'AGENT']);
    expect(passes('SUPERADMIN', ['ADMIN'])).toBe(true);
    expect(passes('ADMIN', ['SUPERADMIN'])).toBe(false);
    expect(passes('SUPERADMIN', ['DEALER'])).toBe(false);
    expect(passes('USER', ['ADMIN'])).toBe(false);
    expect(passes('DEALER', ['DEALER'])).toBe(true);
  });
});

/** The schema and field that read each row of the table: every door of every rule. */
type Door = { schema: z.ZodType; field: string; alongside?: (value: string) => Record<string, string> };
const PASSWORD_DOORS: Record<PasswordForm, Door[]> = {
  login: [{ schema: loginSchema, field: 'password' }],
  register: [{ schema: registerSchema, field: 'password' }],
  // the form's two passwords are sent alike, so the check that they match stays out of the way
  resetNew: [{ schema: resetPasswordSchema, field: 'newPassword', alongside: (v) => ({ confirmPassword: v }) }],
  resetConfirm: [{ schema: resetPasswordSchema, field: 'confirmPassword', alongside: (v) => ({ newPassword: v }) }],
  adminCreate: [{ schema: createUserSchema, field: 'password' }],
};
const CONTACT_DOORS: Record<ContactForm, Door[]> = {
  register: [{ schema: registerSchema, field: 'contact' }],
  profile: [{ schema: profileSchema, field: 'contact' }],
  enquiry: [{ schema: enquirySchema, field: 'phone' }],
  adminUser: [
    { schema: createUserSchema, field: 'contact' },
    { schema: updateUserSchema, field: 'contact' },
  ],
};

/** The field's messages when `value` is sent, the one a form shows first (other fields are left out: their messages are not looked at). */
function messagesOf({ schema, field, alongside }: Door, value: string): string[] {
  const result = schema.safeParse({ ...alongside?.(value), [field]: value });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

/** The boundary of each pattern the spec names: just inside passes, just outside gets the row's message. */
const CONTACT_BOUNDARIES = new Map<RegExp, { accepted: string[]; refused: string[] }>([
  [TEN_DIGITS, { accepted: ['9876543210', '+91 98765 43210'], refused: ['987654321', '98765432101', '98765abcde'] }],
  [INTERNATIONAL_CONTACT, { accepted: ['12', '+12', '123456789012345', '+442079460958'], refused: ['1', '1234567890123456', '0123'] }],
]);

describe("the spec's password rules, read from the people kernel's table", () => {
  const rows = Object.entries(PASSWORD_RULES).flatMap(([form, rule]) =>
    PASSWORD_DOORS[form as PasswordForm].map((door) => [`${form} (${door.field})`, rule, door] as const),
  );

  it('hold the numbers and messages of the spec', () => {
    expect(Object.fromEntries(Object.entries(PASSWORD_RULES).map(([form, r]) => [form, [r.min, r.required, r.tooShort]]))).toEqual({
      login: [6, 'Password is required', 'Password must be at least 6 characters'],
      register: [6, 'Password is required', 'Password must be at least 6 characters'],
      resetNew: [8, 'Password is required', 'Password must be at least 8 characters'],
      resetConfirm: [8, 'Confirm Password is required', 'Password must be at least 8 characters'],
      adminCreate: [6, 'Password is required', 'Password must be at least 6 characters'],
    });
    for (const rule of Object.values(PASSWORD_RULES)) expect(rule.spec).toMatch(new RegExp(`(min|at least) ${rule.min}\\b`));
  });

  it.each(rows)('%s: required, refused below its minimum, accepted at it', (_name, rule, door) => {
    expect(messagesOf(door, '')[0]).toBe(rule.required);
    expect(messagesOf(door, 'x'.repeat(rule.min - 1))[0]).toBe(rule.tooShort);
    expect(messagesOf(door, 'x'.repeat(rule.min))).toEqual([]);
  });
});

describe("the spec's contact rules, read from the people kernel's table", () => {
  const rows = Object.entries(CONTACT_RULES).flatMap(([form, rule]) =>
    CONTACT_DOORS[form as ContactForm].map((door) => [`${form} (${door.field})`, rule, door] as const),
  );

  it('hold the patterns and messages of the spec', () => {
    expect(Object.fromEntries(Object.entries(CONTACT_RULES).map(([form, r]) => [form, [r.pattern.source, r.required, r.invalid]]))).toEqual({
      register: ['^\\+?[1-9]\\d{1,14}$', 'Contact is required', 'Invalid contact number'],
      profile: ['^\\+?[1-9]\\d{1,14}$', 'Contact is required', 'Invalid contact number'],
      enquiry: ['^\\d{10}$', 'Phone is required', 'Phone must be 10 digits'],
      adminUser: ['^\\d{10}$', 'Contact is required', 'Contact must be exactly 10 digits'],
    });
  });

  it.each(rows)('%s: required, accepted inside its pattern, refused just outside it', (_name, rule, door) => {
    const boundary = CONTACT_BOUNDARIES.get(rule.pattern)!;
    expect(messagesOf(door, '')).toEqual([rule.required]);
    for (const typed of boundary.accepted) expect({ typed, messages: messagesOf(door, typed) }).toEqual({ typed, messages: [] });
    for (const typed of boundary.refused) {
      expect({ typed, messages: messagesOf(door, typed) }).toEqual({ typed, messages: [rule.invalid] });
    }
  });
});
