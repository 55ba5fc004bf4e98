import type { Viewer } from '../../lib/auth';
import { hasRole } from '../../lib/auth';

/** Fields of a user that only the user themself and admins may read; to anyone else they are null. */
export const PRIVATE_USER_FIELDS = ['username', 'contact', 'countryId', 'countryName', 'stateId', 'stateName', 'cityId', 'cityName', 'address1', 'address2'] as const;

export const mayReadPrivateFields = (viewer: Viewer | null, userId: string) => viewer?.id === userId || hasRole(viewer, ['ADMIN']);

type UserParent = { id: string } & Partial<Record<(typeof PRIVATE_USER_FIELDS)[number], string | null>>;

/** GraphQL field resolvers that answer a private field only to its owner or an admin. */
export const privateUserFieldResolvers = Object.fromEntries(
  PRIVATE_USER_FIELDS.map((field) => [field, (user: UserParent, _args: unknown, { viewer }: { viewer: Viewer | null }) => (mayReadPrivateFields(viewer, user.id) ? (user[field] ?? null) : null)]),
);
