import type { Executor } from '../client';
import { positionOnSave } from '../../modules/shops/shops.service';
import { shopProducts, shops, users } from '../schema';
import { addressOf, place, type Place, type SeededUser } from './accounts';
import type { SeededProduct } from './catalogue';
import { daysAgo, seededRandom } from './time';

interface ShopSeed {
  shopName: string;
  place: Place;
  address1: string;
  address2?: string;
  landmark?: string;
  /** the shop's phone (10 digits), shown to its customers after booking */
  phone: string;
  /** products the shop always stocks (the demo journeys rely on them) */
  featured: string[];
}

const DEMO_SHOP: ShopSeed = {
  shopName: 'Patel EV Motors',
  phone: '9820555001',
  place: place('MH', 'Maharashtra', 'Mumbai'),
  address1: 'Shop 12, Linking Road, Bandra West',
  address2: 'Ground floor, Sea Breeze Building',
  landmark: 'Near Bandra Station',
  featured: ['Ola S1 Pro', 'Ola S1 X', 'Ather 450X', 'Ather Rizta', 'TVS iQube', 'Bajaj Chetak Premium', 'Revolt RV400', 'Tata Nexon EV', 'MG Comet EV'],
};

/** Dealers beside the demo dealer: a user each, with a shop; `verified: false` is one awaiting approval. */
const OTHER_DEALERS: { name: string; email: string; username: string; contact: string; verified: boolean; shop: ShopSeed }[] = [
  {
    name: 'Sameer Khan',
    email: 'sameer.khan@example.com',
    username: 'sameerkhan',
    contact: '9820111222',
    verified: true,
    shop: {
      shopName: 'Mumbai E-Mobility Hub',
      phone: '9820555002',
      place: place('MH', 'Maharashtra', 'Mumbai'),
      address1: 'LBS Marg, Kurla West',
      landmark: 'Opposite Phoenix Marketcity',
      featured: ['Tata Punch EV', 'Mahindra XUV400', 'Mahindra Treo'],
    },
  },
  {
    name: 'Neha Deshpande',
    email: 'neha.deshpande@example.com',
    username: 'nehadeshpande',
    contact: '9822333444',
    verified: true,
    shop: {
      shopName: 'Deccan Electric Wheels',
      phone: '9820555003',
      place: place('MH', 'Maharashtra', 'Pune'),
      address1: 'Karve Road, Erandwane',
      landmark: 'Near Nal Stop',
      featured: ['Ather Rizta', 'Bajaj Chetak Urbane', 'Tork Kratos R'],
    },
  },
  {
    name: 'Ravi Gowda',
    email: 'ravi.gowda@example.com',
    username: 'ravigowda',
    contact: '9845444555',
    verified: true,
    shop: {
      shopName: 'Namma EV Bengaluru',
      phone: '9820555004',
      place: place('KA', 'Karnataka', 'Bengaluru'),
      address1: '80 Feet Road, Koramangala 4th Block',
      landmark: 'Near Sony World Signal',
      featured: ['Ather 450X', 'Simple One', 'Ultraviolette F77 Mach 2', 'Ola S1 Pro'],
    },
  },
  {
    name: 'Deepa Hegde',
    email: 'deepa.hegde@example.com',
    username: 'deepahegde',
    contact: '9845555666',
    verified: true,
    shop: {
      shopName: 'Green Drive Whitefield',
      phone: '9820555005',
      place: place('KA', 'Karnataka', 'Bengaluru'),
      address1: 'ITPL Main Road, Whitefield',
      featured: ['Tata Nexon EV', 'MG Windsor EV', 'BYD Atto 3'],
    },
  },
  {
    name: 'Amit Malhotra',
    email: 'amit.malhotra@example.com',
    username: 'amitmalhotra',
    contact: '9811666777',
    verified: true,
    shop: {
      shopName: 'Capital EV Point',
      phone: '9820555006',
      place: place('DL', 'Delhi', 'New Delhi'),
      address1: 'Shop 7, Karol Bagh Main Market',
      landmark: 'Near Karol Bagh Metro',
      featured: ['Revolt RV400', 'Euler HiLoad EV', 'Tata Tiago EV'],
    },
  },
  {
    name: 'Senthil Kumar',
    email: 'senthil.kumar@example.com',
    username: 'senthilkumar',
    contact: '9840777888',
    verified: true,
    shop: {
      shopName: 'Chennai Electric Motors',
      phone: '9820555007',
      place: place('TN', 'Tamil Nadu', 'Chennai'),
      address1: 'Mount Road, Nandanam',
      featured: ['TVS iQube', 'Ola S1 Air', 'Hyundai Creta Electric'],
    },
  },
  {
    name: 'Harsh Vora',
    email: 'harsh.vora@example.com',
    username: 'harshvora',
    contact: '9825888999',
    verified: true,
    shop: {
      shopName: 'Sabarmati EV World',
      phone: '9820555008',
      place: place('GJ', 'Gujarat', 'Ahmedabad'),
      address1: 'CG Road, Navrangpura',
      featured: ['Matter Aera 5000+', 'Tata Ace EV', 'Piaggio Ape E-City FX Maxx'],
    },
  },
  {
    name: 'Srinivas Rao',
    email: 'srinivas.rao@example.com',
    username: 'srinivasrao',
    contact: '9849999000',
    verified: false,
    shop: {
      shopName: 'Hyderabad Volt Motors',
      phone: '9820555009',
      place: place('TG', 'Telangana', 'Hyderabad'),
      address1: 'Madhapur Main Road, HITEC City',
      featured: ['Oben Rorr', 'Vida V1 Pro'],
    },
  },
];

export type SeededShop = typeof shops.$inferSelect & { available: SeededProduct[] };

/**
 * The demo dealer's shop in Mumbai plus the other dealers and their shops, each stocking
 * a stable pseudo-random part of the catalogue (a few entries marked not available).
 */
export async function seedDealers(db: Executor, demoDealer: SeededUser, passwordHash: string, catalogue: Map<string, SeededProduct>) {
  const dealerUsers = await db
    .insert(users)
    .values(
      OTHER_DEALERS.map((d, i) => ({
        name: d.name,
        email: d.email,
        username: d.username,
        contact: d.contact,
        role: 'DEALER' as const,
        isVerified: d.verified,
        passwordHash,
        ...addressOf(d.shop.place, d.shop.address1),
        createdAt: daysAgo(180 - i * 15),
      })),
    )
    .returning();
  const owners = [{ user: demoDealer, shop: DEMO_SHOP }, ...OTHER_DEALERS.map((d, i) => ({ user: dealerUsers[i], shop: d.shop }))];
  const shopRows = await db
    .insert(shops)
    .values(
      owners.map(({ user, shop }, i) => {
        const address = addressOf(shop.place, shop.address1);
        return {
          userId: user.id,
          shopName: shop.shopName,
          ...address,
          // at the centre of its city, as a dealer's first save puts it
          ...positionOnSave(null, address.cityId, {}),
          address2: shop.address2 ?? null,
          landmark: shop.landmark ?? null,
          phone: shop.phone,
          createdAt: daysAgo(175 - i * 14),
        };
      }),
    )
    .returning();

  const random = seededRandom(2024);
  const all = [...catalogue.values()];
  const availability: (typeof shopProducts.$inferInsert)[] = [];
  const result: SeededShop[] = shopRows.map((shop, i) => {
    const featured = new Set(owners[i].shop.featured);
    for (const name of featured) if (!catalogue.has(name)) throw new Error(`demo shop ${shop.shopName} features an unknown product ${name}`);
    // the demo dealer stocks more, so its dashboard and lists are full
    const share = i === 0 ? 0.7 : 0.45;
    const stocked = all.filter((p) => featured.has(p.name) || random() < share);
    const available: SeededProduct[] = [];
    for (const p of stocked) {
      const isAvailable = featured.has(p.name) || random() > 0.12;
      availability.push({ shopId: shop.id, productId: p.id, isAvailable, createdAt: daysAgo(150 - random() * 100) });
      if (isAvailable) available.push(p);
    }
    return { ...shop, available };
  });
  await db.insert(shopProducts).values(availability);
  return { shops: result, verifiedShops: result.filter((_, i) => i === 0 || OTHER_DEALERS[i - 1].verified) };
}
