import { useTestApp } from '../../../test/helpers';

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const TOO_MANY = 'Too many attempts. Please try again later.';

describe('auth rate limits (3 attempts per IP and per account)', () => {
  const { t } = useTestApp({ config: { authRateLimit: 3 } });
  let ipCounter = 0;
  // each test speaks from its own address (the app trusts X-Forwarded-For behind a proxy)
  const freshIp = () => `203.0.113.${++ipCounter}`;

  const restLogin = (ip: string, email: string, password: string) => t.api.post('/api/auth/login').set('x-forwarded-for', ip).send({ email, password });
  const gqlLogin = (ip: string, email: string, password: string) => t.api.post('/graphql').set('x-forwarded-for', ip).send({ query: LOGIN, variables: { email, password } });

  it('limits REST logins per account, even across addresses, and then refuses the right password too', async () => {
    const user = await t.seed.user();
    for (let i = 0; i < 3; i++) expect((await restLogin(freshIp(), user.email, 'Wrong@123')).status).toBe(401);
    const res = await restLogin(freshIp(), user.email, user.password);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: TOO_MANY });
  });

  it('limits REST logins per address, even across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await restLogin(ip, `someone${i}@example.com`, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(ip, 'someone9@example.com', 'Wrong@123')).status).toBe(429);
  });

  it('limits GraphQL logins with TOO_MANY_REQUESTS', async () => {
    const user = await t.seed.user();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await gqlLogin(ip, user.email, 'Wrong@123')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const res = await gqlLogin(ip, user.email, user.password);
    expect(res.body.errors[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('counts every operation of a batched GraphQL request', async () => {
    const user = await t.seed.user();
    const batch = Array.from({ length: 5 }, () => ({ query: LOGIN, variables: { email: user.email, password: 'Wrong@123' } }));
    const res = await t.api.post('/graphql').set('x-forwarded-for', freshIp()).send(batch);
    expect(Array.isArray(res.body)).toBe(true);
    const codes = (res.body as { errors: { extensions: { code: string } }[] }[]).map((r) => r.errors[0].extensions.code);
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    // and the account stays closed for the single door too
    expect((await restLogin(freshIp(), user.email, user.password)).status).toBe(429);
  });

  it('shares one count between REST and GraphQL', async () => {
    const user = await t.seed.user();
    const ip = freshIp();
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await gqlLogin(ip, user.email, 'Wrong@123')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await restLogin(ip, user.email, 'Wrong@123')).status).toBe(401);
    expect((await gqlLogin(ip, user.email, user.password)).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('forgets an account\'s failures after a successful login', async () => {
    const user = await t.seed.user();
    expect((await restLogin(freshIp(), user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(freshIp(), user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(freshIp(), user.email, user.password)).status).toBe(200);
    expect((await restLogin(freshIp(), user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(freshIp(), user.email, 'Wrong@123')).status).toBe(401);
    expect((await restLogin(freshIp(), user.email, user.password)).status).toBe(200);
  });

  it('limits registration and forgot-password attempts too', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await t.api.post('/api/auth/register').set('x-forwarded-for', ip).send({ email: 'bad' });
      expect(res.status).toBe(400);
    }
    const blocked = await t.api
      .post('/api/auth/register')
      .set('x-forwarded-for', ip)
      .send({ name: 'Asha', username: 'asha_limit', contact: '9876543210', email: 'asha.limit@example.com', password: 'Secret@123', role: 'User' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);

    const user = await t.seed.user();
    for (let i = 0; i < 3; i++) expect((await t.api.post('/api/auth/forgot-password').set('x-forwarded-for', freshIp()).send({ email: user.email })).status).toBe(200);
    const forgot = await t.api.post('/api/auth/forgot-password').set('x-forwarded-for', freshIp()).send({ email: user.email });
    expect(forgot.status).toBe(429);
    const gqlForgot = await t.api
      .post('/graphql')
      .set('x-forwarded-for', freshIp())
      .send({ query: `mutation { requestPasswordReset(email: "${user.email}") }` });
    expect(gqlForgot.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
