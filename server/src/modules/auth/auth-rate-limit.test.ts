import { DEFAULT_LIMITS } from '../../lib/limits/settings';
import { createTestApp, type TestApp } from '../../../test/helpers';

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const TOO_MANY = 'Too many attempts. Please try again later.';

/** Small limits so each rule is reached in a few requests; the defaults are proven in test/security/auth-limits.test.ts. */
const SMALL = {
  ...DEFAULT_LIMITS,
  loginFailuresPerAccountIp: 3,
  loginFailuresPerAccount: 6,
  loginFailuresPerIp: 8,
  registerPerIpHour: 3,
  forgotPerIpHour: 4,
  forgotPerEmailHour: 3,
};

describe('auth rate limits, through REST and GraphQL alike', () => {
  let t: TestApp;
  let ipCounter = 0;
  // each test speaks from its own address, through a proxy the app is told to trust
  const freshIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp({ limits: SMALL, trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] });
  });
  afterAll(() => t.close());

  const restLogin = (ip: string, email: string, password: string) => t.api.post('/api/auth/login').set('x-forwarded-for', ip).send({ email, password });
  const gqlLogin = (ip: string, email: string, password: string) =>
    t.api.post('/graphql').set('x-forwarded-for', ip).send({ query: LOGIN, variables: { email, password } });

  it('refuses an account+address after 3 failures, right password included, with Retry-After', async () => {
    const user = await t.seed.user();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    const res = await restLogin(ip, user.email, user.password);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: TOO_MANY });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // another address is not held by this pair's budget
    expect((await restLogin(freshIp(), user.email, user.password)).status).toBe(200);
  });

  it("caps an account's failures from all addresses, but not for an address that logged in before", async () => {
    const user = await t.seed.user();
    const home = freshIp();
    expect((await restLogin(home, user.email, user.password)).status).toBe(200);
    // a guesser spreads 6 failures over 6 addresses: the account cap is reached
    for (let i = 0; i < 6; i++) expect((await restLogin(freshIp(), user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(freshIp(), user.email, 'Wrong@123')).status).toBe(429);
    expect((await restLogin(freshIp(), user.email, user.password)).status).toBe(429);
    // the owner's own address still gets in
    expect((await restLogin(home, user.email, user.password)).status).toBe(200);
  });

  it('limits GraphQL logins with TOO_MANY_REQUESTS and retryAfter in extensions', async () => {
    const user = await t.seed.user();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await gqlLogin(ip, user.email, 'Wrong@123')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const res = await gqlLogin(ip, user.email, user.password);
    expect(res.body.errors[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) } });
    expect(res.body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
  });

  it('counts every operation of a batched GraphQL request, concurrent ones included', async () => {
    const user = await t.seed.user();
    const ip = freshIp();
    const batch = Array.from({ length: 5 }, () => ({ query: LOGIN, variables: { email: user.email, password: 'Wrong@123' } }));
    const res = await t.api.post('/graphql').set('x-forwarded-for', ip).send(batch);
    expect(Array.isArray(res.body)).toBe(true);
    const codes = (res.body as { errors: { extensions: { code: string } }[] }[]).map((r) => r.errors[0].extensions.code).sort();
    expect(codes).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
    // and the pair stays closed for the single door too
    expect((await restLogin(ip, user.email, user.password)).status).toBe(429);
  });

  it('runs aliased logins one by one, each counted: the first failure ends the request', async () => {
    const user = await t.seed.user();
    const ip = freshIp();
    const fields = Array.from({ length: 5 }, (_, i) => `a${i}: login(email: "${user.email}", password: "Wrong@123") { token }`).join(' ');
    const res = await t.api
      .post('/graphql')
      .set('x-forwarded-for', ip)
      .send({ query: `mutation { ${fields} }` });
    // login is non-null: its error nulls the whole mutation, so no later alias runs
    expect((res.body.errors as { extensions: { code: string } }[]).map((e) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(ip, user.email, user.password)).status).toBe(429);
  });

  it('shares one count between REST and GraphQL', async () => {
    const user = await t.seed.user();
    const ip = freshIp();
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await gqlLogin(ip, user.email, 'Wrong@123')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await gqlLogin(ip, user.email, user.password)).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it("forgets an address's failures on an account after it logs in", async () => {
    const user = await t.seed.user();
    const ip = freshIp();
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(ip, user.email, user.password)).status).toBe(200);
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(ip, user.email, user.password)).status).toBe(200);
  });

  it('caps one address spraying many accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) expect((await restLogin(ip, `spray${i}@example.com`, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(ip, 'spray99@example.com', 'Wrong@123')).status).toBe(429);
  });

  it('gives registration its own budget per address, counted on valid forms only', async () => {
    const ip = freshIp();
    // a family's typos do not count
    for (let i = 0; i < 5; i++) expect((await t.api.post('/api/auth/register').set('x-forwarded-for', ip).send({ email: 'bad' })).status).toBe(400);
    const account = (n: number) => ({
      name: 'Asha',
      username: `asha_lim_${n}_${ipCounter}`,
      contact: '9876543210',
      email: `asha.lim.${n}.${ipCounter}@example.com`,
      password: 'Secret@123',
      role: 'User',
    });
    for (let i = 0; i < 3; i++) expect((await t.api.post('/api/auth/register').set('x-forwarded-for', ip).send(account(i))).status).toBe(201);
    const blocked = await t.api.post('/api/auth/register').set('x-forwarded-for', ip).send(account(3));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(15 * 60);
    // logins from that address are not touched by the registration budget
    const user = await t.seed.user();
    expect((await restLogin(ip, user.email, user.password)).status).toBe(200);
  });

  it('limits forgot-password per email and per address, through both doors', async () => {
    const user = await t.seed.user();
    for (let i = 0; i < 3; i++)
      expect((await t.api.post('/api/auth/forgot-password').set('x-forwarded-for', freshIp()).send({ email: user.email })).status).toBe(200);
    const forgot = await t.api.post('/api/auth/forgot-password').set('x-forwarded-for', freshIp()).send({ email: user.email });
    expect(forgot.status).toBe(429);
    expect(forgot.headers['retry-after']).toBeDefined();
    const gqlForgot = await t.api
      .post('/graphql')
      .set('x-forwarded-for', freshIp())
      .send({ query: `mutation { requestPasswordReset(email: "${user.email}") }` });
    expect(gqlForgot.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect(
        (
          await t.api
            .post('/api/auth/forgot-password')
            .set('x-forwarded-for', ip)
            .send({ email: `who${i}@example.com` })
        ).status,
      ).toBe(200);
    expect((await t.api.post('/api/auth/forgot-password').set('x-forwarded-for', ip).send({ email: 'who9@example.com' })).status).toBe(429);
    await t.app.deps.background.settled();
  });
});
