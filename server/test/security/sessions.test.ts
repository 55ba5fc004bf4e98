import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LIMITS } from '../../src/lib/limits/settings';
import { bearer, createTestApp, type TestApp } from '../helpers';

const FORGOT = { message: 'Password reset link sent to your email!' };

describe('sessions end when they should', () => {
  let t: TestApp;
  beforeAll(async () => {
    // roomy reset budgets: this file asks for many links to measure answer times
    t = await createTestApp({ limits: { ...DEFAULT_LIMITS, forgotPerIpHour: 1000, forgotPerEmailHour: 1000 } });
  });
  afterAll(() => t.close());

  const login = async (email: string, password: string) => {
    const res = await t.api.post('/api/auth/login').send({ email, password });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  /** Whether `token` is still a session, through both doors. */
  const signedIn = async (token: string, userId: string) => {
    const me = await t.api.post('/graphql').set(bearer(token)).send({ query: '{ me { id } }' });
    // an empty profile form: 400 for a session, 401 for a guest
    const rest = await t.api.put(`/api/users/${userId}/profile`).set(bearer(token)).send({});
    const gqlIn = me.body.data?.me?.id === userId;
    expect(rest.status === 400).toBe(gqlIn);
    if (!gqlIn) expect(me.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    return gqlIn;
  };
  const resetLink = async (email: string) => {
    await t.app.deps.background.settled();
    const dir = path.join(t.config.dataDir, 'outbox');
    const mail = fs
      .readdirSync(dir)
      .filter((f) => f.includes(email.replace(/[^a-z0-9@._-]/gi, '_')))
      .sort()
      .pop()!;
    const raw = fs
      .readFileSync(path.join(dir, mail), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return raw.match(/\/reset-password\/([A-Za-z0-9_-]{43})/)![1];
  };

  it('a password reset ends every session opened before it', async () => {
    const user = await t.seed.user();
    const phone = await login(user.email, user.password);
    const laptop = await login(user.email, user.password);
    expect(await signedIn(phone, user.id)).toBe(true);

    expect((await t.api.post('/api/auth/forgot-password').send({ email: user.email })).status).toBe(200);
    const resetToken = await resetLink(user.email);
    expect((await t.api.post('/api/auth/reset-password').send({ newPassword: 'Fresh@1234', confirmPassword: 'Fresh@1234', resetToken })).status).toBe(200);

    expect(await signedIn(phone, user.id)).toBe(false);
    expect(await signedIn(laptop, user.id)).toBe(false);
    expect(await signedIn(await login(user.email, 'Fresh@1234'), user.id)).toBe(true);
  });

  it("an admin's role change ends the user's sessions; an edit that keeps the role does not", async () => {
    const admin = await t.seed.user({ role: 'ADMIN' });
    const user = await t.seed.user({ role: 'USER' });
    const token = await login(user.email, user.password);
    const form = { name: 'Renamed Person', email: user.email, contact: '9876543210' };

    expect(
      (
        await t.api
          .as(admin)
          .put(`/api/users/${user.id}`)
          .send({ ...form, role: 'User' })
      ).status,
    ).toBe(200);
    expect(await signedIn(token, user.id)).toBe(true);

    const promoted = await t.gql.as(admin)(`mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { role } }`, {
      id: user.id,
      input: { ...form, role: 'DEALER' },
    });
    expect(promoted.body.errors).toBeUndefined();
    expect(await signedIn(token, user.id)).toBe(false);
    const fresh = await t.api.post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(fresh.body.user.role).toBe('Dealer');
    expect(await signedIn(fresh.body.token, user.id)).toBe(true);
  });

  it('forgot-password answers before any mail work, the same for a known and an unknown e-mail', async () => {
    const user = await t.seed.user();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const spy = jest.spyOn(t.app.deps.mailer, 'send').mockImplementation(async (message) => {
      await gate;
      sent.push(message.to as string);
    });
    try {
      const known = await t.api.post('/api/auth/forgot-password').send({ email: user.email });
      const unknown = await t.api.post('/api/auth/forgot-password').send({ email: 'nobody.at.all@example.com' });
      // both answered while the mail for the known one is still held at the gate
      expect([known.status, known.body]).toEqual([200, FORGOT]);
      expect([unknown.status, unknown.body]).toEqual([200, FORGOT]);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      expect(sent).toEqual([]);
      release();
      await t.app.deps.background.settled();
      expect(sent).toEqual([user.email]);
    } finally {
      spy.mockRestore();
    }
  });

  it('forgot-password takes about as long for a known e-mail as for an unknown one', async () => {
    const user = await t.seed.user();
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      expect((await t.api.post('/api/auth/forgot-password').send({ email })).status).toBe(200);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      await t.app.deps.background.settled();
      return ms;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 20; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`ghost.${i}@example.com`));
    }
    // generous: the point is that no lookup or mail runs before the answer
    expect(median(known)).toBeLessThan(median(unknown) * 3 + 5);
    expect(median(unknown)).toBeLessThan(median(known) * 3 + 5);
  });
});
