import { DEFAULT_LIMITS } from '../../lib/limits/settings';
import { createTestApp, type TestApp } from '../../../test/helpers';

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const WRONG = 'Wrong@123';

/** Small limits so each cap is reached in a few requests (docs/decisions/0042). */
const SMALL = { ...DEFAULT_LIMITS, loginFailuresPerAccountIp: 3, loginFailuresPerAccount: 6, loginFailuresPerIp: 8, loginFailuresPerDevice: 4 };

describe('device cookies: an owner on a known device is never locked out', () => {
  let t: TestApp;
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp({ limits: SMALL, trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] });
  });
  afterAll(() => t.close());

  const restLogin = (ip: string, email: string, password: string, cookie?: string) => {
    const request = t.api.post('/api/auth/login').set('x-forwarded-for', ip);
    if (cookie) request.set('cookie', cookie);
    return request.send({ email, password });
  };
  const gqlLogin = (ip: string, email: string, password: string, cookie?: string) => {
    const request = t.api.post('/graphql').set('x-forwarded-for', ip);
    if (cookie) request.set('cookie', cookie);
    return request.send({ query: LOGIN, variables: { email, password } });
  };
  /** the device cookie a successful login set, as a browser would send it back */
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
    const set = ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);
    const device = set.find((line) => line.startsWith('evb_device_'));
    if (!device) throw new Error('no device cookie was set');
    return { header: device, cookie: device.split(';')[0] };
  };

  it('is set at a successful login only: HttpOnly, SameSite=Strict, whole site, 180 days, and without the email', async () => {
    const user = await t.seed.user();
    const failed = await restLogin(freshIp(), user.email, WRONG);
    expect(failed.status).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
    const res = await restLogin(freshIp(), user.email, user.password);
    expect(res.status).toBe(200);
    const { header, cookie } = deviceCookieOf(res);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(new RegExp(`; Max-Age=${180 * 24 * 3600}`));
    const [local] = user.email.split('@');
    expect(cookie.toLowerCase()).not.toContain(local.toLowerCase());
    // over plain HTTP on a site whose public URL is HTTP, the cookie cannot be Secure or browsers drop it
    expect(header).not.toMatch(/Secure/);
  });

  it("lets the owner in from a new address after strangers used up the account's cap from many addresses", async () => {
    const user = await t.seed.user();
    const { cookie } = deviceCookieOf(await restLogin(freshIp(), user.email, user.password));
    for (let i = 0; i < 6; i++) expect((await restLogin(freshIp(), user.email, WRONG)).status).toBe(401);
    // strangers still meet the per-account cap, right password included
    expect((await restLogin(freshIp(), user.email, WRONG)).status).toBe(429);
    expect((await restLogin(freshIp(), user.email, user.password)).status).toBe(429);
    // the owner, on the device that signed in before, from an address never seen
    expect((await restLogin(freshIp(), user.email, user.password, cookie)).status).toBe(200);
    expect((await gqlLogin(freshIp(), user.email, user.password, cookie)).body.data.login.token).toEqual(expect.any(String));
  });

  it("lets the owner in from a shared address that others' failures closed, per account and per address", async () => {
    const owner = await t.seed.user();
    const office = freshIp();
    const { cookie } = deviceCookieOf(await restLogin(office, owner.email, owner.password));
    // a colleague behind the same NAT guesses the owner's password, then sprays other accounts
    for (let i = 0; i < 3; i++) expect((await restLogin(office, owner.email, WRONG)).status).toBe(401);
    for (let i = 0; i < 6; i++) await restLogin(office, `nobody${i}@example.com`, WRONG);
    expect((await restLogin(office, owner.email, owner.password)).status).toBe(429);
    expect((await restLogin(office, owner.email, owner.password, cookie)).status).toBe(200);
  });

  it('holds a known device to its own cap: past it the device counts as unknown', async () => {
    const user = await t.seed.user();
    const { cookie } = deviceCookieOf(await restLogin(freshIp(), user.email, user.password));
    const ip = freshIp();
    // four failures from the device are its own; the account+address cap of 3 does not apply to it
    for (let i = 0; i < 4; i++) expect((await restLogin(ip, user.email, WRONG, cookie)).status).toBe(401);
    // the fifth is checked as from an unknown device, whose account+address cap is untouched: one more 401 counted there
    expect((await restLogin(ip, user.email, WRONG, cookie)).status).toBe(401);
    // a success still works and clears the device's failures
    const again = await restLogin(freshIp(), user.email, user.password, cookie);
    expect(again.status).toBe(200);
    const fresh = deviceCookieOf(again).cookie;
    for (let i = 0; i < 4; i++) expect((await restLogin(ip, user.email, WRONG, fresh)).status).toBe(401);
  });

  it('gives a copied cookie no more than a stranger has once its device cap is used', async () => {
    const user = await t.seed.user();
    const { cookie } = deviceCookieOf(await restLogin(freshIp(), user.email, user.password));
    // strangers close the account to unknown devices
    for (let i = 0; i < 6; i++) await restLogin(freshIp(), user.email, WRONG);
    // a thief with the cookie gets the device's 4 guesses, then the closed account
    for (let i = 0; i < 4; i++) expect((await restLogin(freshIp(), user.email, WRONG, cookie)).status).toBe(401);
    expect((await restLogin(freshIp(), user.email, WRONG, cookie)).status).toBe(429);
    expect((await restLogin(freshIp(), user.email, user.password, cookie)).status).toBe(429);
  });

  it("does not honour another account's cookie, a forged one or a tampered one", async () => {
    const owner = await t.seed.user();
    const other = await t.seed.user();
    const otherCookie = deviceCookieOf(await restLogin(freshIp(), other.email, other.password)).cookie;
    const ownCookie = deviceCookieOf(await restLogin(freshIp(), owner.email, owner.password)).cookie;
    for (let i = 0; i < 6; i++) await restLogin(freshIp(), owner.email, WRONG);
    const [ownName, ownValue] = ownCookie.split('=');
    const otherValue = otherCookie.split('=')[1];
    const tampered = `${ownValue.slice(0, -2)}${ownValue.endsWith('AA') ? 'BB' : 'AA'}`;
    const tries = [
      otherCookie,
      `${ownName}=${otherValue}`,
      `${ownName}=${tampered}`,
      `${ownName}=${'x'.repeat(5000)}`,
      `${ownName}=AAAAAAAAAAAAAAAAAAAAAA.zzzzzzzzzz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    ];
    for (const cookie of tries) expect((await restLogin(freshIp(), owner.email, owner.password, cookie)).status).toBe(429);
    expect((await restLogin(freshIp(), owner.email, owner.password, ownCookie)).status).toBe(200);
  });
});

describe('device cookies on a site served over HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://evbazaar.example' });
  });
  afterAll(() => t.close());

  it('are Secure, so no plain-HTTP request ever carries one', async () => {
    const user = await t.seed.user();
    const res = await t.api.post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(set.find((line) => line.startsWith('evb_device_'))).toMatch(/; Secure/);
  });
});
