import { z } from 'zod';
import { LOCALES } from '../format/locale';
import { LISTS } from '../domain/lists';
import { MESSAGES } from '../messages';
import { pagingSchema } from './paging';
import { CONTACT_RULES, PASSWORD_RULES } from '../domain/people';
import { TEXT_MAX, contactField, email, languageField, optionalText, passwordField, placeFields, requiredText } from './fields';

export { ASSIGNABLE_ROLES } from '../domain/people';

/** Profile: the customer's own address card, and (optional: absent keeps it) the language of the site and mails. */
export const profileSchema = z.object({
  contact: contactField(CONTACT_RULES.profile),
  ...placeFields,
  address1: requiredText(MESSAGES.people.address1Required, TEXT_MAX.line),
  address2: optionalText(MESSAGES.labels.addressLine2, TEXT_MAX.line),
  language: languageField(),
});

const adminUserFields = {
  name: requiredText(MESSAGES.people.nameRequired, TEXT_MAX.name).pipe(z.string().regex(/^[A-Za-z ]+$/, MESSAGES.people.nameLettersOnly)),
  email: email(MESSAGES.people.emailRequired, MESSAGES.people.emailInvalid),
  contact: contactField(CONTACT_RULES.adminUser),
  role: requiredText(MESSAGES.people.roleRequired),
};

export const createUserSchema = z.object({ ...adminUserFields, password: passwordField(PASSWORD_RULES.adminCreate) });

/** Editing has no password field. */
export const updateUserSchema = z.object(adminUserFields);

/** Admin verification switch: a real boolean, or the strings a form may send. */
export const setVerifiedSchema = z.object({
  isVerified: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: MESSAGES.users.isVerifiedInvalid })),
});

/** Admin user list: the shared paging (10 a page), optional search text. */
export const userListSchema = pagingSchema(LISTS.users.rows).extend({ search: optionalText(MESSAGES.labels.search, TEXT_MAX.search) });

export type ProfileInput = z.infer<typeof profileSchema>;

/** The language switch of a signed-in user: the site's and the mails' language, alone (required here). */
export const languageSchema = z.object({
  language: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(LOCALES, { error: MESSAGES.users.languageInvalid })),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export type UserListInput = z.infer<typeof userListSchema>;
