import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PgTable } from 'drizzle-orm/pg-core';
import { useTestApp } from '../../../test/helpers';
import { checkPassword } from '../../lib/passwords';
import {
  blogs,
  brands,
  comparisons,
  shopProducts,
  shops,
  enquiries,
  faqs,
  locations,
  pricingRates,
  pricingStates,
  productColors,
  products,
  testDrives,
  shopRideHours,
  users,
  wishlistItems,
  reviews,
  mailOutbox,
  productRatings,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { seedDemoData } from './demo';

describe('demo data', () => {
  const { t } = useTestApp();
  let seeded: boolean;

  // a first seed on a machine draws about 1,100 WebP variants (later seeds copy them from the cache)
  beforeAll(async () => {
    seeded = await seedDemoData(t.app.deps);
  }, 240_000);

  const countOf = async (table: PgTable) => {
    const [{ n }] = await t.db.select({ n: count() }).from(table);
    return n;
  };

  it('seeds an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('has a catalogue of Indian brands and models over all four vehicle types', async () => {
    const brandRows = await t.db.select().from(brands);
    expect(brandRows.length).toBeGreaterThanOrEqual(8);
    expect(brandRows.map((b) => b.name)).toEqual(expect.arrayContaining(['Ola Electric', 'Ather Energy', 'TVS Motor', 'Tata Motors', 'MG Motor', 'Mahindra']));
    for (const b of brandRows) {
      expect(b.description).toBeTruthy();
      expect(b.website).toMatch(/^https:\/\//);
    }

    const productRows = await t.db.select().from(products);
    expect(productRows.length).toBeGreaterThanOrEqual(40);
    const byType = (type: string) => productRows.filter((p) => p.vehicleType === type).length;
    expect(byType('scooter')).toBeGreaterThanOrEqual(16);
    expect(byType('bike')).toBeGreaterThan(0);
    expect(byType('four-wheeler')).toBeGreaterThan(0);
    expect(byType('commercial')).toBeGreaterThan(0);
    expect(productRows.map((p) => p.name)).toEqual(expect.arrayContaining(['Ola S1 Pro', 'Ather 450X', 'TVS iQube', 'Tata Nexon EV', 'Euler HiLoad EV']));
  });

  it('gives every product 1 to 4 colours and the lowest colour price as its price', async () => {
    const productRows = await t.db.select().from(products);
    const colourRows = await t.db.select().from(productColors);
    for (const p of productRows) {
      const colours = colourRows.filter((c) => c.productId === p.id);
      expect(colours.length).toBeGreaterThanOrEqual(1);
      expect(colours.length).toBeLessThanOrEqual(4);
      expect(p.price).toBe(Math.min(...colours.map((c) => c.price)));
      expect(p.topSpeed).toBeGreaterThan(0);
      expect(p.battery).toBeGreaterThan(0);
      expect(p.images.length).toBeGreaterThan(0);
      // three views per colour, so the gallery shows thumbnails
      for (const c of colours) expect(c.images.length).toBe(3);
    }
  });

  it('groups variants under a parent', async () => {
    const productRows = await t.db.select().from(products);
    const byName = new Map(productRows.map((p) => [p.name, p]));
    expect(byName.get('Ola S1 Air')!.parentProductId).toBe(byName.get('Ola S1 Pro')!.id);
    expect(byName.get('Ola S1 X')!.parentProductId).toBe(byName.get('Ola S1 Pro')!.id);
    expect(byName.get('Ather 450S')!.parentProductId).toBe(byName.get('Ather 450X')!.id);
    expect(byName.get('TVS iQube S')!.parentProductId).toBe(byName.get('TVS iQube')!.id);
    expect(byName.get('Tata Nexon EV Long Range')!.parentProductId).toBe(byName.get('Tata Nexon EV')!.id);
    expect(byName.get('Ola S1 Pro')!.parentProductId).toBeNull();
  });

  it('has blog posts, locations in several states, comparisons and enquiries', async () => {
    expect(await countOf(blogs)).toBeGreaterThanOrEqual(6);
    expect(await countOf(comparisons)).toBeGreaterThanOrEqual(3);
    const locationRows = await t.db.select().from(locations);
    expect(locationRows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(locationRows.map((l) => l.stateId)).size).toBeGreaterThanOrEqual(5);
    for (const l of locationRows) {
      expect(l.countryId).toBe('IN');
      expect(l.stateId).toMatch(/^IN-[A-Z]{2}$/);
      expect(l.cityId).toBe(`${l.stateId}-${l.cityName}`);
    }
    expect(locationRows.map((l) => l.cityId)).toEqual(expect.arrayContaining(['IN-MH-Mumbai', 'IN-KA-Bengaluru', 'IN-DL-New Delhi']));
    const enquiryRows = await t.db.select().from(enquiries);
    expect(enquiryRows.filter((e) => e.kind === 'contact').length).toBeGreaterThanOrEqual(2);
    expect(enquiryRows.filter((e) => e.kind === 'career').length).toBeGreaterThanOrEqual(2);
  });

  it('has an FAQ of at least 15 distinct questions in order, each answered', async () => {
    const rows = await t.db.select().from(faqs).orderBy(faqs.position);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((f) => f.title.toLowerCase())).size).toBe(rows.length);
    expect(rows.map((f) => f.position)).toEqual(rows.map((_, i) => i + 1));
    for (const f of rows) expect(f.desc.trim().length).toBeGreaterThan(0);
  });

  it('lets every seeded account sign in with the demo password', async () => {
    const userRows = await t.db.select().from(users);
    expect(userRows.length).toBeGreaterThan(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      const row = userRows.find((u) => u.email === account.email);
      expect(row).toMatchObject({ role: account.role, isVerified: true });
    }
    for (const u of userRows) expect(await checkPassword(DEMO_PASSWORD, u.passwordHash)).toBe(true);
    expect(await checkPassword('wrong-password', userRows[0].passwordHash)).toBe(false);
  });

  it('gives the demo dealer a shop in a seeded location with available stock', async () => {
    const [dealer] = await t.db.select().from(users).where(eq(users.email, 'dealer@example.com'));
    const [shop] = await t.db.select().from(shops).where(eq(shops.userId, dealer.id));
    expect(shop).toMatchObject({ cityId: 'IN-MH-Mumbai', cityName: 'Mumbai', stateId: 'IN-MH' });
    const [location] = await t.db.select().from(locations).where(eq(locations.cityId, shop.cityId));
    expect(location).toBeDefined();
    const stock = await t.db.select().from(shopProducts).where(eq(shopProducts.shopId, shop.id));
    expect(stock.filter((s) => s.isAvailable).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every demo shop a 10-digit phone number', async () => {
    const rows = await t.db.select({ phone: shops.phone }).from(shops);
    expect(rows.length).toBeGreaterThan(0);
    for (const { phone } of rows) expect(phone).toMatch(/^[6-9]\d{9}$/);
  });

  it('has at least six verified shops over at least four locations', async () => {
    const owned = await t.db.select({ shop: shops, verified: users.isVerified }).from(shops).innerJoin(users, eq(users.id, shops.userId));
    const verified = owned.filter((s) => s.verified).map((s) => s.shop);
    expect(verified.length).toBeGreaterThanOrEqual(6);
    const locationCities = new Set((await t.db.select().from(locations)).map((l) => l.cityId));
    const covered = new Set(verified.map((s) => s.cityId).filter((c) => locationCities.has(c)));
    expect(covered.size).toBeGreaterThanOrEqual(4);
  });

  it('has bookable test rides in every status, for the demo user and at the demo dealer', async () => {
    const rides = await t.db.select().from(testDrives);
    const shopRows = await t.db.select().from(shops);
    const locationRows = await t.db.select().from(locations);
    const stock = await t.db.select().from(shopProducts);
    for (const r of rides) {
      const shop = shopRows.find((s) => s.id === r.shopId)!;
      expect(locationRows.find((l) => l.id === r.locationId)!.cityId).toBe(shop.cityId);
      expect(stock.some((s) => s.shopId === shop.id && s.productId === r.productId && s.isAvailable)).toBe(true);
    }
    const statuses = ['pending', 'confirmed', 'completed', 'cancelled'];
    const [demoUser] = await t.db.select().from(users).where(eq(users.email, 'user@example.com'));
    expect(new Set(rides.filter((r) => r.userId === demoUser.id).map((r) => r.status))).toEqual(new Set(statuses));

    const [dealer] = await t.db.select().from(users).where(eq(users.email, 'dealer@example.com'));
    const demoShop = shopRows.find((s) => s.userId === dealer.id)!;
    const atDemoShop = rides.filter((r) => r.shopId === demoShop.id);
    expect(new Set(atDemoShop.map((r) => r.status))).toEqual(new Set(statuses));
    expect(new Set(atDemoShop.map((r) => r.userId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rides.map((r) => r.shopId)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives the demo shops hours (Mon-Sat 10:00-19:00, default notice and horizon), slots in the coming days and a response badge', async () => {
    const hours = await t.db.select().from(shopRideHours);
    expect(hours.length).toBe((await t.db.select().from(shops)).length);
    for (const h of hours) {
      expect(h.weekly.slice(0, 6)).toEqual(Array.from({ length: 6 }, () => ({ open: '10:00', close: '19:00' })));
      expect(h.weekly[6]).toBeNull();
      expect(h).toMatchObject({ minNoticeMinutes: 120, horizonDays: 14 });
    }
    const [dealer] = await t.db.select().from(users).where(eq(users.email, 'dealer@example.com'));
    const [demoShop] = await t.db.select().from(shops).where(eq(shops.userId, dealer.id));
    const rides = await t.db.select().from(testDrives).where(eq(testDrives.shopId, demoShop.id));
    const upcoming = rides.filter((r) => r.slotStart && r.slotStart.getTime() > Date.now() && ['pending', 'confirmed'].includes(r.status));
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect((await t.app.services.testDrives.responseTimes([demoShop.id]))[0]).toMatchObject({ medianMinutes: expect.any(Number) });
    // the demo slots are bookable places: none over the shop's capacity
    const perSlot = new Map<number, number>();
    for (const r of upcoming) perSlot.set(r.slotStart!.getTime(), (perSlot.get(r.slotStart!.getTime()) ?? 0) + 1);
    expect(Math.max(...perSlot.values())).toBeLessThanOrEqual(hours.find((h) => h.shopId === demoShop.id)!.capacity);
  });

  it('fills the wishlists of the demo user and the demo agent', async () => {
    const rows = await t.db.select({ email: users.email }).from(wishlistItems).innerJoin(users, eq(users.id, wishlistItems.userId));
    expect(rows.filter((r) => r.email === 'user@example.com').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.email === 'agent@example.com').length).toBeGreaterThanOrEqual(2);
  });

  it('holds indicative rates of at least 10 states for every vehicle type, each line with a source and date', async () => {
    const states = await t.db.select().from(pricingStates);
    expect(states.length).toBeGreaterThanOrEqual(10);
    const rates = await t.db.select().from(pricingRates);
    expect(rates).toHaveLength(states.length * 4);
    for (const s of states) expect(s).toMatchObject({ policy: expect.any(String), tariffSource: expect.any(String), petrolSource: expect.any(String) });
    for (const r of rates) {
      for (const line of [r.roadTax, r.registration, r.insurance, r.stateSubsidy, r.centralIncentive].filter(Boolean)) {
        expect(line).toMatchObject({ source: expect.stringMatching(/\S/), verifiedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      }
    }
  });

  it('writes every referenced image as an SVG with its 320/640/1280 px WebP variants and serves them', async () => {
    const urls = new Set<string>();
    for (const b of await t.db.select().from(brands)) urls.add(b.logoUrl!);
    for (const p of await t.db.select().from(products)) p.images.forEach((u) => urls.add(u));
    for (const c of await t.db.select().from(productColors)) c.images.forEach((u) => urls.add(u));
    for (const b of await t.db.select().from(blogs)) urls.add(b.image!);
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.svg$/);
      const file = path.join(t.config.uploadDir, url.slice('/uploads/'.length));
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.length).toBeLessThan(12000);
      for (const width of [320, 640, 1280]) expect(fs.existsSync(file.replace(/\.svg$/, `-${width}.webp`))).toBe(true);
    }
    const res = await t.api.get([...urls][0]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const variant = await t.api.get([...urls][0].replace(/\.svg$/, '-640.webp')).buffer(true);
    expect(variant.status).toBe(200);
    expect(variant.headers['content-type']).toContain('image/webp');
    expect((await sharp(variant.body as Buffer).metadata()).width).toBe(640);
  });

  it('has verified-rider reviews (approved, waiting, one hidden) with product ratings, and the outbox holding sent ride mails', async () => {
    const rows = await t.db
      .select({ status: reviews.status, rideStatus: testDrives.status })
      .from(reviews)
      .innerJoin(testDrives, eq(testDrives.id, reviews.testDriveId));
    expect(rows.every((r) => r.rideStatus === 'completed')).toBe(true);
    const of = (status: string) => rows.filter((r) => r.status === status).length;
    expect(of('approved')).toBeGreaterThanOrEqual(5);
    expect(of('pending')).toBeGreaterThanOrEqual(2);
    expect(of('hidden')).toBe(1);
    expect(await countOf(productRatings)).toBeGreaterThan(0);
    // user@example.com keeps a completed ride to review
    const demoUser = (await t.db.select().from(users).where(eq(users.email, 'user@example.com')))[0]!;
    const completedOfDemo = await t.db
      .select({ id: testDrives.id })
      .from(testDrives)
      .where(and(eq(testDrives.userId, demoUser.id), eq(testDrives.status, 'completed')));
    const reviewed = new Set((await t.db.select({ id: reviews.testDriveId }).from(reviews)).map((r) => r.id));
    expect(completedOfDemo.some((r) => !reviewed.has(r.id))).toBe(true);

    const mails = await t.db.select().from(mailOutbox);
    expect(mails.length).toBeGreaterThanOrEqual(6);
    expect(mails.every((m) => m.status === 'sent' && m.sentAt)).toBe(true);
    expect(mails.some((m) => m.recipient === 'user@example.com' && m.kind === 'ride.completed')).toBe(true);
  });

  it('carries Hindi texts (issue 26) for at least 10 products, 3 blog posts and every FAQ, each written wholly in Devanagari', async () => {
    const devanagari = /[\u0900-\u097F]/;
    const inHindi = (productRows: (typeof products.$inferSelect)[]) =>
      productRows.filter((p) => p.descriptionHi && p.additionalFeaturesHi?.length === p.additionalFeatures.length);
    const productRows = await t.db.select().from(products);
    const translated = inHindi(productRows);
    expect(translated.length).toBeGreaterThanOrEqual(10);
    for (const p of translated) {
      expect(p.descriptionHi).toMatch(devanagari);
      expect(p.descriptionHi).not.toBe(p.description);
    }
    // a product translated at all is translated whole: no half-Hindi page among the demo products
    expect(productRows.filter((p) => p.descriptionHi || p.additionalFeaturesHi)).toHaveLength(translated.length);

    const posts = (await t.db.select().from(blogs)).filter((b) => b.titleHi && b.contentHi);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const b of posts) {
      expect(b.titleHi).toMatch(devanagari);
      // as many paragraphs as the English text
      expect(b.contentHi!.split('\n\n')).toHaveLength(b.content.split('\n\n').length);
    }

    const questions = await t.db.select().from(faqs);
    expect(questions.length).toBeGreaterThan(0);
    for (const f of questions) {
      expect(f.titleHi).toMatch(devanagari);
      expect(f.descHi!.split('\n\n')).toHaveLength(f.desc.split('\n\n').length);
    }
  });

  it('does nothing when seeded a second time', async () => {
    const before = await Promise.all([users, products, testDrives, shopProducts].map((table) => countOf(table)));
    expect(await seedDemoData(t.app.deps)).toBe(false);
    const after = await Promise.all([users, products, testDrives, shopProducts].map((table) => countOf(table)));
    expect(after).toEqual(before);
  });
});

describe('a failed demo seed', () => {
  const { t } = useTestApp();

  it('leaves no rows behind when the images cannot be written', async () => {
    // a file where the upload folder should be: writing the SVGs fails at the end of the seed
    const blocked = path.join(t.config.dataDir, 'not-a-folder');
    fs.writeFileSync(blocked, 'x');
    await expect(seedDemoData({ ...t.app.deps, uploads: undefined, config: { ...t.config, uploadDir: blocked } })).rejects.toThrow();
    for (const table of [users, products, shops, testDrives, pricingStates]) {
      const [{ n }] = await t.db.select({ n: count() }).from(table);
      expect(n).toBe(0);
    }
    expect(await seedDemoData(t.app.deps)).toBe(true);
  });
});
