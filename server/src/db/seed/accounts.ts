import type { Executor } from '../client';
import { users, type Role } from '../schema';
import { hashPassword } from '../../lib/passwords';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS: { email: string; username: string; name: string; role: Role; contact: string }[] = [
  { email: 'superadmin@example.com', username: 'superadmin', name: 'Sunita Rao', role: 'SUPERADMIN', contact: '9820000001' },
  { email: 'admin@example.com', username: 'admin', name: 'Arjun Mehta', role: 'ADMIN', contact: '9820000002' },
  { email: 'dealer@example.com', username: 'dealer', name: 'Dev Patel', role: 'DEALER', contact: '9820000003' },
  { email: 'agent@example.com', username: 'agent', name: 'Anita Desai', role: 'AGENT', contact: '9820000004' },
  { email: 'user@example.com', username: 'user', name: 'Rahul Sharma', role: 'USER', contact: '9820000005' },
];

/** The five demo accounts of the README, all with password Demo@1234. Returns them by role. */
export async function seedDemoAccounts(db: Executor) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash, isVerified: true })))
    .returning();
  return Object.fromEntries(rows.map((r) => [r.role, r])) as Record<Role, typeof users.$inferSelect>;
}
