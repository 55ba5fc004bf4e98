import type { Executor } from '../client';
import { testDrives, wishlistItems, type locations, type TestDriveStatus } from '../schema';
import type { SeededUser } from './accounts';
import type { SeededProduct } from './catalogue';
import type { SeededShop } from './dealers';
import { withSlotsAndAnswers } from './ride-calendar';
import { daysAgo, seededRandom } from './time';

type Location = typeof locations.$inferSelect;

/** user@example.com's own rides: every status, at the demo dealer's shop and elsewhere. */
const DEMO_USER_RIDES: { shop: string; product: string; status: TestDriveStatus; daysAgo: number }[] = [
  { shop: 'Patel EV Motors', product: 'Ola S1 Pro', status: 'pending', daysAgo: 1 },
  { shop: 'Patel EV Motors', product: 'Ather 450X', status: 'confirmed', daysAgo: 4 },
  { shop: 'Patel EV Motors', product: 'Tata Nexon EV', status: 'completed', daysAgo: 26 },
  { shop: 'Patel EV Motors', product: 'TVS iQube', status: 'cancelled', daysAgo: 41 },
  { shop: 'Deccan Electric Wheels', product: 'Ather Rizta', status: 'completed', daysAgo: 63 },
  { shop: 'Namma EV Bengaluru', product: 'Ultraviolette F77 Mach 2', status: 'pending', daysAgo: 2 },
];

const STATUS_WEIGHTS: [TestDriveStatus, number][] = [
  ['completed', 0.35],
  ['confirmed', 0.25],
  ['pending', 0.25],
  ['cancelled', 0.15],
];

const WISHLISTS: Record<string, string[]> = {
  'user@example.com': ['Ola S1 Pro', 'Ather Rizta', 'Tata Punch EV', 'Ultraviolette F77 Mach 2'],
  'agent@example.com': ['MG Windsor EV', 'Euler HiLoad EV', 'Mahindra BE 6'],
  'rohan.das@example.com': ['Tata Ace EV', 'Mahindra Treo'],
  'priya.nair@example.com': ['Simple One', 'Ather 450 Apex'],
};

function pickStatus(r: number): TestDriveStatus {
  let sum = 0;
  for (const [status, weight] of STATUS_WEIGHTS) {
    sum += weight;
    if (r < sum) return status;
  }
  return 'completed';
}

/**
 * Test rides spread over the past five months (every status, several shops, a ride removed
 * from a dealer's list) and a few wishlists. Every ride is bookable: the product is
 * available at the shop and the shop sits in the ride's location.
 */
export async function seedRidesAndWishlists(
  db: Executor,
  input: {
    demoUser: SeededUser;
    customers: SeededUser[];
    everyone: SeededUser[];
    shops: SeededShop[];
    locations: Location[];
    catalogue: Map<string, SeededProduct>;
  },
) {
  const { demoUser, customers, everyone, shops, locations, catalogue } = input;
  const locationOf = (shop: SeededShop) => {
    const location = locations.find((l) => l.cityId === shop.cityId);
    if (!location) throw new Error(`demo shop ${shop.shopName} has no seeded location`);
    return location;
  };
  const pendingKeys = new Set<string>();
  const rides: (typeof testDrives.$inferInsert)[] = [];
  const add = (user: SeededUser, product: SeededProduct, shop: SeededShop, status: TestDriveStatus, age: number, removed = false) => {
    const key = `${user.id}:${product.id}:${shop.id}`;
    // the database allows one pending request per customer, product and shop
    if (status === 'pending' && pendingKeys.has(key)) return;
    if (status === 'pending') pendingKeys.add(key);
    if (!shop.available.some((p) => p.id === product.id)) throw new Error(`demo ride: ${product.name} is not available at ${shop.shopName}`);
    const createdAt = daysAgo(age);
    rides.push({
      userId: user.id,
      productId: product.id,
      shopId: shop.id,
      locationId: locationOf(shop).id,
      status,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : daysAgo(Math.max(0, age - 2)),
      removedByDealerAt: removed ? daysAgo(Math.max(0, age - 3)) : null,
    });
  };

  const shopByName = new Map(shops.map((s) => [s.shopName, s]));
  for (const r of DEMO_USER_RIDES) add(demoUser, catalogue.get(r.product)!, shopByName.get(r.shop)!, r.status, r.daysAgo);

  const random = seededRandom(4242);
  const others = customers.filter((c) => c.id !== demoUser.id);
  const [demoShop, ...otherShops] = shops;
  for (let i = 0; i < 48; i++) {
    const user = others[i % others.length];
    // half of the rides go to the demo dealer, so its dashboard has real figures
    const shop = i % 2 === 0 ? demoShop : otherShops[Math.floor(random() * otherShops.length)];
    const product = shop.available[Math.floor(random() * shop.available.length)];
    const status = pickStatus(random());
    // a cancelled ride now and then is removed from the dealer's list, but stays for the customer
    add(user, product, shop, status, 1 + random() * 150, status === 'cancelled' && i % 3 === 0);
  }
  // answer times for the response badge, and slots in the coming days at the demo dealer's shop
  await db.insert(testDrives).values(withSlotsAndAnswers(rides, demoShop.id));

  const byEmail = new Map(everyone.map((u) => [u.email, u]));
  await db
    .insert(wishlistItems)
    .values(
      Object.entries(WISHLISTS).flatMap(([email, names]) =>
        names.map((name, i) => ({ userId: byEmail.get(email)!.id, productId: catalogue.get(name)!.id, createdAt: daysAgo(30 - i * 5) })),
      ),
    );
  return { rides: rides.length };
}
