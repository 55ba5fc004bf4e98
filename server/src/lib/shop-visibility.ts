import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * A shop is public when its owner is a verified dealer (docs/decisions/0006): the one
 * statement of that rule (used by the shops and dashboards modules), as SQL over the owner's `users` row, for any count
 * or list that must hide unverified shops.
 */
export const shopIsPublic = and(eq(users.role, 'DEALER'), eq(users.isVerified, true));
