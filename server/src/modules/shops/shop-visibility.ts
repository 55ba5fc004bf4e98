import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * A shop is public when its owner is a verified dealer (docs/decisions/0006): the shops
 * module's one statement of that rule, as SQL over the owner's `users` row, for any count
 * or list that must hide unverified shops.
 */
export const shopIsPublic = and(eq(users.role, 'DEALER'), eq(users.isVerified, true));
