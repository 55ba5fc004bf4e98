import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { passwordResetTokens, refreshTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const CROSS_SITE = 'This request must come from the EV Bazaar site.';
const DAY_S = 24 * 60 * 60;

type Res = { status: number; headers: Record<string, unknown>; body: { token?: string; message?: string } };

/** The Set-Cookie line for `name` in an answer. */
const setCookieLine = (res: Res, name: string) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []).find((l) => l.startsWith(`${name}=`));
/** The refresh cookie an answer set, as the browser sends it back. */
const refreshCookieOf = (res: Res) => {
  const line = setCookieLine(res, 'evb_refresh');
  if (!line) throw new Error('no refresh cookie was set');
  return line.split(';')[0];
};

describe('sessions that outlive a tab (refresh cookie)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, extra: Record<string, unknown> = {}) => t.api.post('/api/auth/login').send({ email, password, ...extra });
  const refresh = (cookie?: string, headers: Record<string, string> = {}) => {
    const request = t.api.post('/api/auth/refresh').set(headers);
    if (cookie) request.set('cookie', cookie);
    return request.send();
  };
  const logout = (cookie?: string, headers: Record<string, string> = {}) => {
    const request = t.api.post('/api/auth/logout').set(headers);
    if (cookie) request.set('cookie', cookie);
    return request.send();
  };
  const me = (token: string) => t.api.post('/graphql').set('authorization', `Bearer ${token}`).send({ query: '{ me { email } }' });

  it('sets an HttpOnly, SameSite=Lax refresh cookie for the refresh path at login, kept 30 days, and a 15-minute access token', async () => {
    const user = await t.seed.user();
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    const line = setCookieLine(res, 'evb_refresh');
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(Number(/Max-Age=(\d+)/.exec(line!)![1])).toBeGreaterThan(30 * DAY_S - 60);
    expect(Number(/Max-Age=(\d+)/.exec(line!)![1])).toBeLessThanOrEqual(30 * DAY_S);
    const { iat, exp } = jwt.decode(res.body.token) as { iat: number; exp: number };
    expect(exp - iat).toBe(15 * 60);
    // the token is never stored as sent
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(refreshCookieOf(res).split('=')[1]);
  });

  it('without "Keep me signed in" the cookie ends with the browser session; GraphQL login sets it too', async () => {
    const user = await t.seed.user();
    const line = setCookieLine(await login(user.email, user.password, { keepSignedIn: false }), 'evb_refresh');
    expect(line).toBeDefined();
    expect(line).not.toMatch(/Max-Age|Expires/);
    const gql = await t.api
      .post('/graphql')
      .send({ query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', variables: { e: user.email, p: user.password } });
    expect(gql.body.data.login.token).toEqual(expect.any(String));
    expect(setCookieLine(gql, 'evb_refresh')).toMatch(/Max-Age=/);
  });

  it('renews the session from the cookie alone, rotating the cookie', async () => {
    const user = await t.seed.user();
    const first = refreshCookieOf(await login(user.email, user.password));
    const res = await refresh(first);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token: expect.any(String), user: { _id: user.id, email: user.email, role: 'User' } });
    const second = refreshCookieOf(res);
    expect(second).not.toBe(first);
    expect((await me(res.body.token!)).body.data.me.email).toBe(user.email);
    // and again with the rotated one
    expect((await refresh(second)).status).toBe(200);
  });

  it('ends the whole family when a rotated cookie is replayed: the newest stops working too', async () => {
    const user = await t.seed.user();
    const first = refreshCookieOf(await login(user.email, user.password));
    const second = refreshCookieOf(await refresh(first));
    const replay = await refresh(first);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: SESSION_ENDED });
    expect(setCookieLine(replay, 'evb_refresh')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await refresh(second)).status).toBe(401);
    // another sign-in on another browser is a family of its own and goes on
    const other = refreshCookieOf(await login(user.email, user.password));
    expect((await refresh(other)).status).toBe(200);
  });

  it('logout ends the family and clears the cookie', async () => {
    const user = await t.seed.user();
    const cookie = refreshCookieOf(await login(user.email, user.password));
    const res = await logout(cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Signed out' });
    expect(setCookieLine(res, 'evb_refresh')).toMatch(/Expires=Thu, 01 Jan 1970.*Path=\/api\/auth|Path=\/api\/auth.*Expires=Thu, 01 Jan 1970/);
    expect((await refresh(cookie)).status).toBe(401);
    // logging out without a session is harmless
    expect((await logout()).status).toBe(200);
  });

  it('a password reset ends every session of the account; so does a role change', async () => {
    const user = await t.seed.user();
    const laptop = refreshCookieOf(await login(user.email, user.password));
    const phone = refreshCookieOf(await login(user.email, user.password));
    const resetToken = 'r'.repeat(43);
    await t.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: createHash('sha256').update(resetToken).digest('hex'), expiresAt: new Date(Date.now() + 60_000) });
    const reset = await t.api.post('/api/auth/reset-password').send({ newPassword: 'Changed@123', confirmPassword: 'Changed@123', resetToken });
    expect(reset.status).toBe(200);
    expect((await refresh(laptop)).status).toBe(401);
    expect((await refresh(phone)).status).toBe(401);

    const customer = await t.seed.user();
    const admin = await t.seed.user({ role: 'ADMIN' });
    const cookie = refreshCookieOf(await login(customer.email, customer.password));
    const changed = await t.api
      .as(admin)
      .put(`/api/users/${customer.id}`)
      .send({ name: 'Now Dealer', email: customer.email, contact: '9123456780', role: 'Dealer' });
    expect(changed.status).toBe(200);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('refuses a session past its 30 days of disuse or its 180 days in all', async () => {
    const user = await t.seed.user();
    const idle = refreshCookieOf(await login(user.email, user.password));
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(idle)).status).toBe(401);
    const old = refreshCookieOf(await login(user.email, user.password));
    await t.db
      .update(refreshTokens)
      .set({ familyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(old)).status).toBe(401);
  });

  it('answers 401 without a cookie or with one it never issued', async () => {
    for (const cookie of [undefined, 'evb_refresh=', `evb_refresh=${'A'.repeat(43)}`, `evb_refresh=${'x'.repeat(4000)}`, 'evb_refresh=%00%ff']) {
      const res = await refresh(cookie);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: SESSION_ENDED });
    }
  });

  it('refuses refresh and logout that another site made the browser send (403), and keeps the session', async () => {
    const user = await t.seed.user();
    const cookie = refreshCookieOf(await login(user.email, user.password));
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const r = await refresh(cookie, headers);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ message: CROSS_SITE });
      expect((await logout(cookie, headers)).status).toBe(403);
    }
    // the site's own pages may
    const own = await refresh(cookie, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });
});
