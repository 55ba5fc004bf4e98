import { count } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from '../schema';
import { seedDemoAccounts } from './accounts';

/**
 * Seeds the demo data on an empty database; returns false when users already exist.
 * Runs in one transaction so a failed seed leaves nothing half-written.
 */
export async function seedDemoData(deps: Deps): Promise<boolean> {
  const [{ n }] = await deps.db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await deps.db.transaction(async (tx) => {
    await seedDemoAccounts(tx);
  });
  return true;
}
