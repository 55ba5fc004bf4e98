import { randomBytes } from 'node:crypto';
import type { PlaceArea } from '@evbazaar/common';
import type { Database } from '../src/db/client';
import {
  blogs,
  brands,
  comparisons,
  shopProducts,
  shops,
  enquiries,
  faqs,
  locations,
  productColors,
  products,
  testDrives,
  users,
  wishlistItems,
  type Role,
  type TestDriveStatus,
  type VehicleType,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { brandSlugOf } from '../src/lib/brand-slug';

const uniq = () => randomBytes(4).toString('hex');

/** Pune as the geo dataset names it: the place of the forms the tests fill in. */
/** Ride hours of a shop open every day, 10:00 to 19:00 India time, one-hour slots, two rides at once. */
export const OPEN_DAILY_HOURS = {
  weekly: Array.from({ length: 7 }, () => ({ open: '10:00', close: '19:00' })),
  closedDates: [] as string[],
  slotMinutes: 60,
  capacity: 2,
  minNoticeMinutes: 120,
  horizonDays: 14,
};

/** A whole product as the admin's edit form sends it (`PUT /api/product/edit/:id`): a bike of `brandId` named `name`. */
export const bikeEdit = (name: string, brandId: string) => ({
  name,
  description: 'A bike',
  vehicleType: 'bike',
  brandId,
  images: ['/uploads/a.png'],
  colors: [{ name: 'Red', code: '#ff0000', price: 99000, stock: 1, images: ['/uploads/r.png'] }],
  additionalFeatures: 'Bell',
});

export const PUNE: PlaceArea = { countryId: 'IN', countryName: 'India', stateId: 'IN-MH', stateName: 'Maharashtra', cityId: 'IN-MH-Pune', cityName: 'Pune' };

/**
 * Arrange helpers: each creates what it needs and takes overrides.
 * Returned users carry their clear-text `password` for login tests.
 */
export function createFactories(db: Database) {
  const f = {
    async user(overrides: Partial<typeof users.$inferInsert> & { password?: string; role?: Role } = {}) {
      const { password = 'Secret@123', ...rest } = overrides;
      const u = uniq();
      const [row] = await db
        .insert(users)
        .values({
          name: `Test User`,
          username: `user_${u}`,
          email: `user_${u}@example.com`,
          contact: '9876543210',
          role: 'USER',
          isVerified: true,
          ...rest,
          passwordHash: await hashPassword(password),
        })
        .returning();
      return { ...row, password };
    },

    async brand(overrides: Partial<typeof brands.$inferInsert> = {}) {
      const name = overrides.name ?? `Brand ${uniq()}`;
      const [row] = await db
        .insert(brands)
        .values({
          name,
          slug: `${brandSlugOf(name)}-${uniq()}`,
          logoUrl: 'https://example.com/logo.png',
          website: 'https://example.com',
          description: 'A brand',
          ...overrides,
        })
        .returning();
      return row;
    },

    async product(
      overrides: Partial<typeof products.$inferInsert> & { colors?: Partial<typeof productColors.$inferInsert>[]; vehicleType?: VehicleType } = {},
    ) {
      const { colors, ...rest } = overrides;
      const brandId = rest.brandId ?? (await f.brand()).id;
      const colorRows = colors ?? [{ name: 'Black', code: '#000000', price: 100000, stock: 5, images: ['/uploads/demo/x.svg'] }];
      const price = Math.min(...colorRows.map((c) => Number(c.price ?? 100000)));
      const [row] = await db
        .insert(products)
        .values({
          name: `Product ${uniq()}`,
          description: 'An electric vehicle',
          vehicleType: 'scooter',
          images: ['/uploads/demo/x.svg'],
          topSpeed: 80,
          rangeMin: 100,
          rangeMax: 150,
          range: 120,
          battery: 3,
          charging: 5,
          motorPower: 3000,
          weight: 110,
          warranty: 3,
          price,
          ...rest,
          brandId,
        })
        .returning();
      const inserted = await db
        .insert(productColors)
        .values(colorRows.map((c, i) => ({ name: 'Black', code: '#000000', price: 100000, stock: 5, images: [], ...c, position: i, productId: row.id })))
        .returning();
      return { ...row, colors: inserted };
    },

    async location(overrides: Partial<typeof locations.$inferInsert> = {}) {
      const [row] = await db
        .insert(locations)
        .values({
          countryId: 'IN',
          countryName: 'India',
          stateId: 'IN-MH',
          stateName: 'Maharashtra',
          cityId: `IN-MH-City${uniq()}`,
          cityName: 'Pune',
          address1: '1 MG Road',
          ...overrides,
        })
        .returning();
      return row;
    },

    /** A dealer user with a shop in the location's city (a new location unless given). */
    async dealer(
      options: { location?: typeof locations.$inferSelect; user?: Partial<typeof users.$inferInsert>; shop?: Partial<typeof shops.$inferInsert> } = {},
    ) {
      const location = options.location ?? (await f.location());
      const user = await f.user({ role: 'DEALER', name: 'Dealer Person', ...options.user });
      const [shop] = await db
        .insert(shops)
        .values({
          userId: user.id,
          shopName: `Shop ${uniq()}`,
          countryId: location.countryId,
          countryName: location.countryName,
          stateId: location.stateId,
          stateName: location.stateName,
          cityId: location.cityId,
          cityName: location.cityName,
          address1: '12 Station Road',
          ...options.shop,
        })
        .returning();
      return { user, shop, location };
    },

    /** A product's availability at a shop (a new shop and product unless given). */
    async availability(shopId?: string, productId?: string, isAvailable = true) {
      const values = { shopId: shopId ?? (await f.dealer()).shop.id, productId: productId ?? (await f.product()).id, isAvailable };
      const [row] = await db.insert(shopProducts).values(values).returning();
      return row;
    },

    /**
     * A ride request; the customer, product and shop (with its location) are new unless given;
     * `dealer` (as `dealer()` answers it) puts the ride at that dealer's shop and location.
     */
    async testDrive(
      options: Partial<
        Pick<
          typeof testDrives.$inferInsert,
          | 'userId'
          | 'productId'
          | 'locationId'
          | 'shopId'
          | 'slotStart'
          | 'slotEnd'
          | 'createdAt'
          | 'firstResponseAt'
          | 'cancelledBy'
          | 'cancelReason'
          | 'completedAt'
        >
      > & { status?: TestDriveStatus; dealer?: { shop: { id: string }; location: { id: string } } } = {},
    ) {
      const { dealer, ...values } = options;
      const shop = dealer ?? (values.shopId ? undefined : await f.dealer());
      const [row] = await db
        .insert(testDrives)
        .values({
          ...values,
          userId: values.userId ?? (await f.user({ role: 'USER' })).id,
          productId: values.productId ?? (await f.product()).id,
          shopId: values.shopId ?? shop!.shop.id,
          locationId: values.locationId ?? shop?.location.id ?? (await f.location()).id,
        })
        .returning();
      return row;
    },

    async blog(overrides: Partial<typeof blogs.$inferInsert> = {}) {
      const [row] = await db
        .insert(blogs)
        .values({ title: `Blog ${uniq()}`, content: 'Electric vehicles are here.', image: '/uploads/demo/blog.svg', ...overrides })
        .returning();
      return row;
    },

    /** A question of the FAQ, at the end unless a position is given. */
    async faq(overrides: Partial<typeof faqs.$inferInsert> = {}) {
      const [row] = await db
        .insert(faqs)
        .values({ title: `Question ${uniq()}?`, desc: 'An answer.', position: 1000 + Number.parseInt(uniq().slice(0, 4), 16), ...overrides })
        .returning();
      return row;
    },

    /** Two products compared (new products unless given). */
    async comparison(product1Id?: string, product2Id?: string) {
      const [row] = await db
        .insert(comparisons)
        .values({ product1Id: product1Id ?? (await f.product()).id, product2Id: product2Id ?? (await f.product()).id })
        .returning();
      return row;
    },

    /** A product on a user's wishlist (a new customer and product unless given). */
    async wishlist(userId?: string, productId?: string) {
      const [row] = await db
        .insert(wishlistItems)
        .values({ userId: userId ?? (await f.user({ role: 'USER' })).id, productId: productId ?? (await f.product()).id })
        .returning();
      return row;
    },

    async enquiry(overrides: Partial<typeof enquiries.$inferInsert> = {}) {
      const [row] = await db
        .insert(enquiries)
        .values({ kind: 'contact', name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Hello', ...overrides })
        .returning();
      return row;
    },
  };
  return f;
}
