import { count, sql } from 'drizzle-orm';
import { ALL_KINDS } from '../../lib/cache';
import type { Deps } from '../../deps';
import { users } from '../schema';
import { hashDemoPassword, seedDemoAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedContent } from './content';
import { seedDealers } from './dealers';
import { seedFaqs } from './faqs';
import { writeDemoImages } from './images';
import { openFileStore, type FileStore } from '../../lib/storage';
import { seedPricing } from './pricing';
import { seedRideHours } from './ride-calendar';
import { seedRidesAndWishlists } from './rides';
import { seedReviewsAndMail } from './reviews-and-mail';
import { seedLeads } from './leads';

/** The advisory lock key the demo seed runs under (any fixed number shared by every instance). */
const DEMO_SEED_LOCK = 7_406_612;

/**
 * Seeds the demo data on an empty database; returns false when users already exist.
 * Runs in one transaction so a failed seed leaves nothing half-written; the SVG images are
 * written inside it, so a failed write rolls the rows back too. Instances started together on one
 * empty database seed it once: the transaction holds an advisory lock, and whoever takes it second
 * finds the users the first one wrote.
 */
export async function seedDemoData(deps: Pick<Deps, 'db' | 'config'> & Partial<Pick<Deps, 'catalogue' | 'uploads'>>): Promise<boolean> {
  const [{ n }] = await deps.db.select({ n: count() }).from(users);
  if (n > 0) return false;
  // the app's own store; a script without an app (the scale seed) opens one from the config
  const store = deps.uploads?.store ?? (await openFileStore(deps.config));
  try {
    return await seedInto(deps, store);
  } finally {
    if (!deps.uploads) await store.close();
  }
}

async function seedInto(deps: Pick<Deps, 'db' | 'config'> & Partial<Pick<Deps, 'catalogue'>>, store: FileStore) {
  // once for every account: bcrypt is slow on purpose
  const passwordHash = await hashDemoPassword();
  const seeded = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [{ n: already }] = await tx.select({ n: count() }).from(users);
    if (already > 0) return false;
    const images = new Map<string, string>();
    const accounts = await seedDemoAccounts(tx, passwordHash);
    const catalogue = await seedCatalogue(tx, images);
    const locations = await seedContent(tx, images);
    await seedFaqs(tx);
    const dealers = await seedDealers(tx, accounts.demo.DEALER, passwordHash, catalogue);
    await seedRideHours(tx, dealers.shops);
    await seedRidesAndWishlists(tx, {
      demoUser: accounts.demo.USER,
      customers: accounts.customers,
      everyone: accounts.all,
      shops: dealers.verifiedShops,
      locations,
      catalogue,
    });
    await seedPricing(tx);
    await seedReviewsAndMail(tx, { demoUser: accounts.demo.USER, catalogue, publicUrl: deps.config.publicUrl });
    await seedLeads(tx, { agent: accounts.demo.AGENT, catalogue });
    await writeDemoImages(store, images);
    return true;
  });
  if (!seeded) return false;
  // the seed writes behind the services: every cached answer (in every instance) is stale now
  deps.catalogue?.changed(...ALL_KINDS);
  return true;
}
