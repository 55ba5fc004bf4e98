import type { Executor } from '../client';
import { users, type Role } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { daysAgo } from './time';

export const DEMO_PASSWORD = 'Demo@1234';

type AccountSeed = { email: string; username: string; name: string; role: Role; contact: string };

export const DEMO_ACCOUNTS: AccountSeed[] = [
  { email: 'superadmin@example.com', username: 'superadmin', name: 'Sunita Rao', role: 'SUPERADMIN', contact: '9820000001' },
  { email: 'admin@example.com', username: 'admin', name: 'Arjun Mehta', role: 'ADMIN', contact: '9820000002' },
  { email: 'dealer@example.com', username: 'dealer', name: 'Dev Patel', role: 'DEALER', contact: '9820000003' },
  { email: 'agent@example.com', username: 'agent', name: 'Anita Desai', role: 'AGENT', contact: '9820000004' },
  { email: 'user@example.com', username: 'user', name: 'Rahul Sharma', role: 'USER', contact: '9820000005' },
];

/** Where a seeded person lives: the geo ids of the country-state-city dataset. */
export interface Place {
  stateId: string;
  stateName: string;
  cityName: string;
}

export const place = (stateCode: string, stateName: string, cityName: string): Place => ({ stateId: `IN-${stateCode}`, stateName, cityName });

export const addressOf = (p: Place, address1: string) => ({
  countryId: 'IN',
  countryName: 'India',
  stateId: p.stateId,
  stateName: p.stateName,
  cityId: `${p.stateId}-${p.cityName}`,
  cityName: p.cityName,
  address1,
});

/** More customers, so lists, rides and dashboards show several people. */
export const EXTRA_CUSTOMERS: (AccountSeed & { place: Place; address1: string })[] = [
  {
    email: 'priya.nair@example.com',
    username: 'priyanair',
    name: 'Priya Nair',
    role: 'USER',
    contact: '9845011122',
    place: place('KA', 'Karnataka', 'Bengaluru'),
    address1: '14, 5th Cross, Indiranagar',
  },
  {
    email: 'vikram.singh@example.com',
    username: 'vikramsingh',
    name: 'Vikram Singh',
    role: 'USER',
    contact: '9811022233',
    place: place('DL', 'Delhi', 'New Delhi'),
    address1: 'B-42, Lajpat Nagar II',
  },
  {
    email: 'meera.iyer@example.com',
    username: 'meeraiyer',
    name: 'Meera Iyer',
    role: 'USER',
    contact: '9840033344',
    place: place('TN', 'Tamil Nadu', 'Chennai'),
    address1: '7, Besant Avenue, Adyar',
  },
  {
    email: 'aditya.kulkarni@example.com',
    username: 'adityak',
    name: 'Aditya Kulkarni',
    role: 'USER',
    contact: '9822044455',
    place: place('MH', 'Maharashtra', 'Pune'),
    address1: 'Flat 301, Kothrud Heights',
  },
  {
    email: 'fatima.shaikh@example.com',
    username: 'fatimashaikh',
    name: 'Fatima Shaikh',
    role: 'USER',
    contact: '9819055566',
    place: place('MH', 'Maharashtra', 'Mumbai'),
    address1: '22, Hill Road, Bandra West',
  },
  {
    email: 'karan.shah@example.com',
    username: 'karanshah',
    name: 'Karan Shah',
    role: 'USER',
    contact: '9825066677',
    place: place('GJ', 'Gujarat', 'Ahmedabad'),
    address1: '9, Satellite Road',
  },
  {
    email: 'lakshmi.reddy@example.com',
    username: 'lakshmireddy',
    name: 'Lakshmi Reddy',
    role: 'USER',
    contact: '9849077788',
    place: place('TG', 'Telangana', 'Hyderabad'),
    address1: 'Plot 18, Jubilee Hills',
  },
  {
    email: 'rohan.das@example.com',
    username: 'rohandas',
    name: 'Rohan Das',
    role: 'AGENT',
    contact: '9830088899',
    place: place('MH', 'Maharashtra', 'Mumbai'),
    address1: '3, Powai Lake Road',
  },
];

export type SeededUser = typeof users.$inferSelect;

/**
 * The five demo accounts of the README plus extra customers, all with password Demo@1234.
 * The hash is computed once by the caller: bcrypt is deliberately slow.
 */
export async function seedDemoAccounts(db: Executor, passwordHash: string) {
  const mumbai = addressOf(place('MH', 'Maharashtra', 'Mumbai'), '101, Marine Drive');
  const rows = await db
    .insert(users)
    .values([
      ...DEMO_ACCOUNTS.map((a, i) => ({ ...a, ...mumbai, passwordHash, isVerified: true, createdAt: daysAgo(200 - i) })),
      ...EXTRA_CUSTOMERS.map(({ place: p, address1, ...a }, i) => ({
        ...a,
        ...addressOf(p, address1),
        passwordHash,
        isVerified: true,
        createdAt: daysAgo(170 - i * 19),
      })),
    ])
    .returning();
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  const demo = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.role, byEmail.get(a.email)!])) as Record<Role, SeededUser>;
  const customers = rows.filter((r) => r.role === 'USER');
  return { demo, customers, all: rows };
}

/** Hashes the demo password once for every seeded account. */
export const hashDemoPassword = () => hashPassword(DEMO_PASSWORD);
