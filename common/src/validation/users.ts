import { z } from 'zod';
import { MESSAGES } from '../messages';
import { pagingSchema } from './paging';
import {
  CONTACT_PATTERN,
  TEN_DIGITS,
  TEXT_MAX,
  email,
  optionalText,
  password,
  phoneNumber,
  placeFields,
  requiredText,
} from './fields';

/** Profile: the customer's own address card. */
export const profileSchema = z.object({
  contact: phoneNumber('Contact is required', CONTACT_PATTERN, 'Invalid contact number'),
  ...placeFields,
  address1: requiredText('Address Line 1 is required', TEXT_MAX.line),
  address2: optionalText('Address Line 2', TEXT_MAX.line),
});

/** Roles an admin may assign. */
export const ASSIGNABLE_ROLES = ['User', 'Dealer', 'Agent'] as const;

const adminUserFields = {
  name: requiredText('Name is required', TEXT_MAX.name).pipe(
    z.string().regex(/^[A-Za-z ]+$/, 'Name must contain only letters and spaces'),
  ),
  email: email('Email is required', 'Invalid email'),
  contact: phoneNumber('Contact is required', TEN_DIGITS, 'Contact must be exactly 10 digits'),
  role: requiredText('Role is required'),
};

export const createUserSchema = z.object({
  ...adminUserFields,
  password: password('Password is required', 6, 'Password must be at least 6 characters'),
});

/** Editing has no password field. */
export const updateUserSchema = z.object(adminUserFields);

/** Admin verification switch: a real boolean, or the strings a form may send. */
export const setVerifiedSchema = z.object({
  isVerified: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: MESSAGES.users.isVerifiedInvalid }),
  ),
});

/** Admin user list: the shared paging (10 a page), optional search text. */
export const userListSchema = pagingSchema(10).extend({ search: optionalText('Search', TEXT_MAX.search) });

export type ProfileInput = z.infer<typeof profileSchema>;
export type CreateUserInput = z.infer<typeof createUserSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export type UserListInput = z.infer<typeof userListSchema>;
