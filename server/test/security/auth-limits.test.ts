import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import bcrypt from 'bcrypt';
import { inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { users } from '../../src/db/schema';
import { runInNewContext } from 'node:vm';
import { createTestApp, type TestApp } from '../helpers';

// a real collection between measurements, so heap figures mean what is kept, not what is garbage
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const TOO_MANY = 'Too many attempts. Please try again later.';

/** The default limits (10 per account+address, 30 per account, 100 per address in 15 minutes), proven with real requests. */
describe('auth limits with the default settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    // the test speaks from many addresses through a proxy on this machine
    t = await createTestApp({ trustProxy: ['loopback'] });
  });
  afterAll(() => t.close());

  /** A login from `ip`, as the trusted local proxy reports it. */
  const login = async (ip: string, email: string, password: string) => {
    const res = await t.api.post('/api/auth/login').set('x-forwarded-for', ip).send({ email, password });
    return { statusCode: res.status, headers: res.headers, json: () => res.body };
  };

  it('lets 40 people of one office log in within a minute, even after the office used 99 failures', async () => {
    const office = '192.0.2.10';
    const people = await Promise.all(Array.from({ length: 40 }, () => t.seed.user()));
    for (let i = 0; i < 99; i++) expect((await login(office, `typo${i}@example.com`, 'Wrong@123')).statusCode).toBe(401);
    const started = Date.now();
    const answers = await Promise.all(people.map((p) => login(office, p.email, p.password)));
    expect(answers.map((a) => a.statusCode)).toEqual(people.map(() => 200));
    expect(Date.now() - started).toBeLessThan(60_000);
    // and again: successes never use the address's budget
    const again = await Promise.all(people.map((p) => login(office, p.email, p.password)));
    expect(again.every((a) => a.statusCode === 200)).toBe(true);
    // the 100th failure is still allowed, the 101st is not
    expect((await login(office, 'typo99@example.com', 'Wrong@123')).statusCode).toBe(401);
    const refused = await login(office, 'typo100@example.com', 'Wrong@123');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops 10 guesses at one account from one address, the right password included', async () => {
    const user = await t.seed.user();
    const ip = '192.0.2.20';
    for (let i = 0; i < 10; i++) expect((await login(ip, user.email, 'Wrong@123')).statusCode).toBe(401);
    expect((await login(ip, user.email, user.password)).statusCode).toBe(429);
  });

  it("stops guessing spread over many addresses at 30 failures, and the owner's known address still gets in", async () => {
    const owner = await t.seed.user();
    const home = '192.0.2.30';
    expect((await login(home, owner.email, owner.password)).statusCode).toBe(200);
    for (let i = 1; i <= 30; i++) expect((await login(`203.0.113.${i}`, owner.email, 'Wrong@123')).statusCode).toBe(401);
    expect((await login('203.0.113.31', owner.email, 'Wrong@123')).statusCode).toBe(429);
    // a new address with the right password is refused: it could be the guesser
    expect((await login('203.0.113.32', owner.email, owner.password)).statusCode).toBe(429);
    // the owner's own address is not
    expect((await login(home, owner.email, owner.password)).statusCode).toBe(200);
  });

  it("never locks the owner out of a device that signed in before: not by 30 guesses from many addresses, not by 10 from the owner's own shared address (issue 21, item 5)", async () => {
    const owner = await t.seed.user();
    const carrierNat = '192.0.2.40';
    const first = await t.api.post('/api/auth/login').set('x-forwarded-for', carrierNat).send({ email: owner.email, password: owner.password });
    const device = ([] as string[])
      .concat(first.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('evb_device_'))!
      .split(';')[0];
    const withDevice = (ip: string) =>
      t.api.post('/api/auth/login').set('x-forwarded-for', ip).set('cookie', device).send({ email: owner.email, password: owner.password });
    // strangers behind the owner's carrier NAT and on 20 other addresses: 30 failures on the account
    for (let i = 0; i < 10; i++) expect((await login(carrierNat, owner.email, 'Wrong@123')).statusCode).toBe(401);
    for (let i = 1; i <= 20; i++) expect((await login(`198.51.100.${i}`, owner.email, 'Wrong@123')).statusCode).toBe(401);
    // without the device both doors are closed to the right password
    expect((await login(carrierNat, owner.email, owner.password)).statusCode).toBe(429);
    expect((await login('198.51.100.99', owner.email, owner.password)).statusCode).toBe(429);
    // with it the owner gets in from the shared address and from an address never seen
    expect((await withDevice(carrierNat)).status).toBe(200);
    expect((await withDevice('198.51.100.100')).status).toBe(200);
  });

  it('refuses an e-mail over 254 characters with a field message before counting it', async () => {
    const ip = '192.0.2.40';
    const long = `${'a'.repeat(250)}@example.com`;
    for (let i = 0; i < 120; i++) {
      const res = await login(ip, long, 'Wrong@123');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Email must be at most 254 characters', errors: { email: 'Email must be at most 254 characters' } });
    }
    // none of them used the address's budget
    expect((await login(ip, 'someone@example.com', 'Wrong@123')).statusCode).toBe(401);
    const gql = await t.api
      .post('/graphql')
      .set('x-forwarded-for', ip)
      .send({ query: 'mutation($e: String!) { requestPasswordReset(email: $e) }', variables: { e: long } });
    expect(gql.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email must be at most 254 characters' } } });
  });

  it('keeps memory bounded and never answers 5xx under a flood of logins carrying 1 MB e-mails', async () => {
    const huge = `${'x'.repeat(1_000_000)}@example.com`;
    const payload = JSON.stringify({ email: huge, password: 'Wrong@123' });
    const send = async (i: number) => {
      const res = await t.api
        .post('/api/auth/login')
        .set('x-forwarded-for', `10.9.${i % 200}.${i % 250}`)
        .set('content-type', 'application/json')
        .send(payload);
      return { statusCode: res.status };
    };
    for (let i = 0; i < 50; i++) await send(i); // warm up
    gc();
    const before = process.memoryUsage().heapUsed;
    const statuses = new Map<number, number>();
    const requests = 1000;
    for (let i = 0; i < requests; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, j) => send(i + j)));
      for (const res of batch) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    gc();
    const grownMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    // 1,000 MB of e-mails went in; what stays is the size of a few requests, not of the flood
    expect(grownMb).toBeLessThan(20);
    expect([...statuses.keys()]).toEqual([400]);
    expect(statuses.get(400)).toBe(requests);
  }, 180_000);
});

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Accounts whose passwords are checked at production cost (10 bcrypt rounds, not the tests' 4):
 * a real check is what opens the window a burst races through.
 */
async function accountsAtProductionCost(t: TestApp, n: number) {
  const passwordHash = await bcrypt.hash('Right@123', 10);
  const accounts = await Promise.all(Array.from({ length: n }, () => t.seed.user()));
  await t.db
    .update(users)
    .set({ passwordHash })
    .where(
      inArray(
        users.id,
        accounts.map((a) => a.id),
      ),
    );
  return accounts.map((a) => a.email);
}

/** 250 wrong logins from one address at once, spread over the apps and their accounts; what became of them. */
async function burst(apps: { t: TestApp; emails: string[] }[], ip: string, size = 250) {
  const statuses = await Promise.all(
    Array.from({ length: size }, (_, i) => {
      const { t, emails } = apps[i % apps.length];
      return t.api
        .post('/api/auth/login')
        .set('x-forwarded-for', ip)
        .send({ email: emails[Math.floor(i / apps.length) % emails.length], password: 'Wrong@123' })
        .then((res) => res.status);
    }),
  );
  const count = (status: number) => statuses.filter((s) => s === status).length;
  // a 401 is a password that was checked: what the cap bounds
  return { evaluated: count(401), refused: count(429), other: statuses.length - count(401) - count(429), unavailable: count(503) };
}

/** Parallel guesses cannot outrun the per-address cap: it is taken before the password check. */
describe('the per-address login cap under a burst', () => {
  it('evaluates at most 100 of 250 parallel wrong logins on one instance', async () => {
    const t = await createTestApp({ trustProxy: ['loopback'] });
    try {
      // 25 accounts, 10 guesses each: the per-account caps allow all 250, the address's cap 100
      const result = await burst([{ t, emails: await accountsAtProductionCost(t, 25) }], '198.51.100.7');
      expect(result).toEqual({ evaluated: 100, refused: 150, other: 0, unavailable: 0 });
      // the address stays refused afterwards, with a Retry-After
      const after = await t.api.post('/api/auth/login').set('x-forwarded-for', '198.51.100.7').send({ email: 'late@example.com', password: 'Wrong@123' });
      expect(after.status).toBe(429);
      expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 240_000);

  it('evaluates at most 100 of 250 parallel wrong logins on two instances sharing Redis', async () => {
    const prefix = `evb-test:${randomBytes(6).toString('hex')}:`;
    const shared = { trustProxy: ['loopback'], redisUrl: REDIS_URL, redisKeyPrefix: prefix };
    const first = await createTestApp(shared);
    const second = await createTestApp(shared);
    try {
      const apps = [
        { t: first, emails: await accountsAtProductionCost(first, 25) },
        { t: second, emails: await accountsAtProductionCost(second, 25) },
      ];
      const result = await burst(apps, '198.51.100.8');
      // never more than the cap; a Redis command that times out on a loaded machine answers 503
      // (the sign-in is briefly unavailable), and only such an answer may take a place of the 100
      expect(result.evaluated).toBeLessThanOrEqual(100);
      expect(result.other).toBe(result.unavailable);
      expect(result.evaluated + result.unavailable).toBeGreaterThanOrEqual(100);
      expect(result.evaluated + result.refused + result.other).toBe(250);
    } finally {
      await first.close();
      await second.close();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  }, 240_000);
});
