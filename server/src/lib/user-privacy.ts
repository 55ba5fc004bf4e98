import type { Viewer } from './auth';
import { hasRole } from './auth';
import { PLACE_PARTS, toLocaleEnum, type Locale } from '@evbazaar/common';

/** Fields of a user that only the user themself and admins may read; to anyone else they are null. */
export const PRIVATE_USER_FIELDS = ['username', 'contact', ...PLACE_PARTS] as const;

export const mayReadPrivateFields = (viewer: Viewer | null, userId: string) => viewer?.id === userId || hasRole(viewer, ['ADMIN']);

type UserParent = { id: string } & Partial<Record<(typeof PRIVATE_USER_FIELDS)[number], string | null>>;

/**
 * User objects answered to the account's owner by the very operation that proved who they are
 * (login, registration): the caller has no viewer yet, but this object is theirs. Marked by
 * object identity, so the same user read any other way stays private.
 */
const ownAnswers = new WeakSet<object>();

/** Marks a user object as answered to its owner; returns it for chaining. */
export function asOwnAnswer<T extends object>(user: T): T {
  ownAnswers.add(user);
  return user;
}

/** GraphQL field resolvers that answer a private field only to its owner or an admin. */
export const privateUserFieldResolvers = {
  ...Object.fromEntries(
    PRIVATE_USER_FIELDS.map((field) => [
      field,
      (user: UserParent, _args: unknown, { viewer }: { viewer: Viewer | null }) =>
        ownAnswers.has(user) || mayReadPrivateFields(viewer, user.id) ? (user[field] ?? null) : null,
    ]),
  ),
  /** the language of the site and mails (issue 26), as the Locale enum (EN, HI): private as the address is */
  language: (user: { id: string; language?: Locale | null }, _args: unknown, { viewer }: { viewer: Viewer | null }) =>
    (ownAnswers.has(user) || mayReadPrivateFields(viewer, user.id)) && user.language ? toLocaleEnum(user.language) : null,
};
