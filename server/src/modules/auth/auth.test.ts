import bcrypt from 'bcrypt';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { passwordResetTokens, users } from '../../db/schema';
import { DEFAULT_LIMITS } from '../../lib/limits/settings';
import { bearer, createTestApp, expectFieldErrors, type TestApp } from '../../../test/helpers';

const newAccount = (over: Record<string, unknown> = {}) => {
  const n = Math.random().toString(36).slice(2, 8);
  return { name: 'Asha Rao', username: `asha_${n}`, contact: '+919876543210', email: `Asha.${n}@Example.com`, password: 'Secret@123', role: 'User', ...over };
};

/** The reset token from the newest mail to `to` in the outbox (.eml, possibly quoted-printable); the mail goes out after the answer. */
async function tokenFromOutbox(t: TestApp, to: string): Promise<string> {
  await t.app.deps.background.settled();
  const dir = path.join(t.config.dataDir, 'outbox');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`))
    .sort();
  expect(files.length).toBeGreaterThan(0);
  const raw = fs
    .readFileSync(path.join(dir, files[files.length - 1]), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const match = raw.match(/http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]{43})/);
  expect(match).not.toBeNull();
  return match![1];
}

/** POST /graphql with a real token from login (t.gql signs its own). */
const gqlAs = (t: TestApp, token: string, query: string) => t.api.post('/graphql').set(bearer(token)).send({ query });

const outboxCount = (t: TestApp) => {
  const dir = path.join(t.config.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('auth', () => {
  let t: TestApp;
  // what the app logs, captured from the logger's own stream
  const logLines: string[] = [];

  beforeAll(async () => {
    // roomy limits: this file registers and resets many times from one IP (limits are proven in auth-rate-limit.test.ts)
    const roomy = { ...DEFAULT_LIMITS, registerPerIpHour: 1000, forgotPerIpHour: 1000, forgotPerEmailHour: 1000 };
    t = await createTestApp({ limits: roomy, logLevel: 'trace' });
    const streamSym = Object.getOwnPropertySymbols(t.app.log).find((s) => s.description === 'pino.stream')!;
    const stream = (t.app.log as unknown as Record<symbol, { write: (line: string) => void }>)[streamSym];
    stream.write = (line: string) => {
      logLines.push(line);
    };
  });
  afterAll(() => t.close());

  describe('REST register', () => {
    it('registers a customer, verified at once, with a lower-cased email and a bcrypt hash', async () => {
      const account = newAccount();
      const res = await t.api.post('/api/auth/register').send(account);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Register successfully!');
      expect(res.body.user).toMatchObject({
        _id: expect.any(String),
        username: account.username,
        email: account.email.toLowerCase(),
        role: 'User',
        isVerified: true,
      });
      expect(res.body.user).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(res.body)).not.toContain(account.password);

      const [row] = await t.db.select().from(users).where(eq(users.id, res.body.user._id));
      expect(row.passwordHash).toMatch(/^\$2[aby]\$/);
      expect(await bcrypt.compare(account.password, row.passwordHash)).toBe(true);
    });

    it('lets dealers and agents register unverified, accepting Agent, Ajent and any case', async () => {
      const dealer = await t.api.post('/api/auth/register').send(newAccount({ role: 'dealer' }));
      expect(dealer.status).toBe(201);
      expect(dealer.body.user).toMatchObject({ role: 'Dealer', isVerified: false });
      const agent = await t.api.post('/api/auth/register').send(newAccount({ role: 'Agent' }));
      expect(agent.body.user).toMatchObject({ role: 'Ajent', isVerified: false });
      const ajent = await t.api.post('/api/auth/register').send(newAccount({ role: 'AJENT' }));
      expect(ajent.status).toBe(201);
      expect(ajent.body.user.role).toBe('Ajent');
    });

    it('refuses the Admin and Superadmin roles, and unknown ones', async () => {
      for (const role of ['Admin', 'Superadmin', 'Boss']) {
        const res = await t.api.post('/api/auth/register').send(newAccount({ role }));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Role must be Dealer, Agent or User', errors: { role: 'Role must be Dealer, Agent or User' } });
      }
    });

    it('answers missing and malformed fields with the spec messages and writes nothing', async () => {
      const before = (await t.db.select().from(users)).length;
      const res = await t.api.post('/api/auth/register').send({ contact: '0123', email: 'nope', password: '123' });
      expectFieldErrors(res, {
        name: 'Name is required',
        username: 'Username is required',
        contact: 'Invalid contact number',
        email: 'Invalid email format',
        password: 'Password must be at least 6 characters',
        role: 'Role is required',
      });
      expect((await t.db.select().from(users)).length).toBe(before);
    });

    it('refuses a taken email (any case) and a taken username with 409', async () => {
      const first = newAccount();
      expect((await t.api.post('/api/auth/register').send(first)).status).toBe(201);
      const sameEmail = await t.api.post('/api/auth/register').send(newAccount({ email: first.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body.message).toBe('Email already exists');
      const sameUsername = await t.api.post('/api/auth/register').send(newAccount({ username: first.username }));
      expect(sameUsername.status).toBe(409);
      expect(sameUsername.body.message).toBe('Username already exists');
    });

    it('lets exactly one of two simultaneous registrations of one email win', async () => {
      const a = newAccount();
      const b = newAccount({ email: a.email });
      const results = await Promise.all([t.api.post('/api/auth/register').send(a), t.api.post('/api/auth/register').send(b)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe('Email already exists');
    });
  });

  describe('REST login', () => {
    it('answers a token and the user, never the hash', async () => {
      const user = await t.seed.user({ role: 'AGENT', name: 'Ravi', cityName: 'Pune' });
      const res = await t.api.post('/api/auth/login').send({ email: user.email.toUpperCase(), password: user.password });
      expect(res.status).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
      expect(Object.keys(res.body.user).sort()).toEqual(
        [
          '_id',
          'name',
          'username',
          'email',
          'contact',
          'role',
          'isVerified',
          'countryId',
          'countryName',
          'stateId',
          'stateName',
          'cityId',
          'cityName',
          'address1',
          'address2',
          'language',
          'createdAt',
        ].sort(),
      );
      expect(res.body.user).toMatchObject({ _id: user.id, role: 'Ajent', name: 'Ravi', cityName: 'Pune' });

      // the token opens guarded routes
      const me = await gqlAs(t, res.body.token, '{ me { id role } }');
      expect(me.body.data.me).toEqual({ id: user.id, role: 'AGENT' });
    });

    it('gives the same 401 for a wrong password and an unknown email', async () => {
      const user = await t.seed.user();
      const wrong = await t.api.post('/api/auth/login').send({ email: user.email, password: 'Wrong@123' });
      const unknown = await t.api.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'Wrong@123' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('validates the form with the spec messages', async () => {
      const res = await t.api.post('/api/auth/login').send({ email: 'bad', password: '12' });
      expectFieldErrors(res, { email: 'Invalid email format', password: 'Password must be at least 6 characters' });
      const empty = await t.api.post('/api/auth/login').send({});
      expect(empty.body.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    });

    it('treats the token of a deleted user as a guest', async () => {
      const user = await t.seed.user();
      const { token } = (await t.api.post('/api/auth/login').send({ email: user.email, password: user.password })).body;
      await t.db.delete(users).where(eq(users.id, user.id));
      const res = await t.api.put(`/api/users/${user.id}/profile`).set(bearer(token)).send({});
      expect(res.status).toBe(401);
      const me = await gqlAs(t, token, '{ me { id } }');
      expect(me.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('password length', () => {
    it('refuses a password longer than bcrypt reads, instead of silently cutting it', async () => {
      const res = await t.api
        .post('/api/auth/register')
        .send({ name: 'Long', username: 'long_pw', contact: '9876543210', email: 'long.pw@example.com', password: 'a'.repeat(73), role: 'User' });
      expectFieldErrors(res, { password: 'Password must be at most 72 characters' });
    });
  });

  describe('REST forgot and reset password', () => {
    it('runs end to end: mail, reset, log in with the new password, token refused a second time', async () => {
      const user = await t.seed.user({ email: 'reset.me@example.com', password: 'OldSecret@1' });
      const forgot = await t.api.post('/api/auth/forgot-password').send({ email: 'Reset.Me@example.com' });
      expect(forgot.status).toBe(200);
      expect(forgot.body).toEqual({ message: 'Password reset link sent to your email!' });

      const token = await tokenFromOutbox(t, user.email);
      // only a hash is stored, never the token itself
      const stored = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0].tokenHash).not.toBe(token);
      expect(stored[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
      expect(stored[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

      const reset = await t.api.post('/api/auth/reset-password').send({ newPassword: 'NewSecret@1', confirmPassword: 'NewSecret@1', resetToken: token });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: 'Password reset successfully' });

      expect((await t.api.post('/api/auth/login').send({ email: user.email, password: 'OldSecret@1' })).status).toBe(401);
      expect((await t.api.post('/api/auth/login').send({ email: user.email, password: 'NewSecret@1' })).status).toBe(200);

      const again = await t.api.post('/api/auth/reset-password').send({ newPassword: 'Another@12', confirmPassword: 'Another@12', resetToken: token });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Reset link is invalid or has expired');
      expect((await t.api.post('/api/auth/login').send({ email: user.email, password: 'NewSecret@1' })).status).toBe(200);
    });

    it('makes the language a visitor chose before signing in (the switch’s cookie) their own, so their mails follow it', async () => {
      const user = await t.seed.user({ email: 'chooser@example.com', password: 'Secret@123' });
      const login = await t.api.post('/api/auth/login').set('cookie', 'evb_lang=hi').send({ email: user.email, password: 'Secret@123' });
      expect([login.status, login.body.user.language]).toEqual([200, 'hi']);
      // a cookie naming no language of the site, or none, changes nothing
      await t.api.post('/api/auth/login').set('cookie', 'evb_lang=xx').send({ email: user.email, password: 'Secret@123' }).expect(200);
      const me = await t.gql.as(user)(`{ me { language } }`);
      expect(me.body.data.me.language).toBe('HI');
    });

    it('writes the reset mail in Hindi, linked to the Hindi page, to a user who reads the site in Hindi', async () => {
      const user = await t.seed.user({ email: 'hindi.reader@example.com', name: 'Asha' });
      await t.gql.as(user)(`mutation { setMyLanguage(language: HI) { id } }`);
      await t.api.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      await t.app.deps.background.settled();
      const dir = path.join(t.config.dataDir, 'outbox');
      const file = fs
        .readdirSync(dir)
        .filter((f) => f.includes('hindi.reader@example.com'))
        .sort()
        .at(-1)!;
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      // the body as the mail client shows it (quoted-printable bytes decoded as UTF-8)
      const body = Buffer.from(
        raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
      expect(body).toContain('नमस्ते Asha,');
      expect(body).toContain('नया पासवर्ड चुनने के लिए यह लिंक खोलें:');
      expect(body).toMatch(/http:\/\/localhost:3000\/hi\/reset-password\/[A-Za-z0-9_-]{43}/);
      // the subject, an encoded word of the UTF-8 text
      // the subject: encoded words of the UTF-8 text, folded over lines
      const header = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)![1];
      const words = [...header.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/gi)].map((m) => Buffer.from(m[1], 'base64'));
      expect(Buffer.concat(words).toString('utf8')).toBe('अपना EV Bazaar पासवर्ड रीसेट करें');
    });

    it('keeps the token of an opened reset link out of the request logs', async () => {
      await t.api.get('/reset-password/opened-link-token-123');
      const logged = logLines.join('\n');
      expect(logged).toContain('/reset-password/[hidden]');
      expect(logged).not.toContain('opened-link-token-123');
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const before = outboxCount(t);
      const res = await t.api.post('/api/auth/forgot-password').send({ email: 'ghost@example.com' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password reset link sent to your email!' });
      await t.app.deps.background.settled();
      expect(outboxCount(t)).toBe(before);
    });

    it('validates the forgot-password email', async () => {
      const res = await t.api.post('/api/auth/forgot-password').send({ email: 'not-an-email' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid email format', errors: { email: 'Invalid email format' } });
    });

    it('refuses an expired token', async () => {
      const user = await t.seed.user({ email: 'expired.token@example.com' });
      await t.api.post('/api/auth/forgot-password').send({ email: user.email });
      const token = await tokenFromOutbox(t, user.email);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, user.id));
      const res = await t.api.post('/api/auth/reset-password').send({ newPassword: 'NewSecret@1', confirmPassword: 'NewSecret@1', resetToken: token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Reset link is invalid or has expired');
      expect((await t.api.post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
    });

    it('voids the other outstanding links once one is used', async () => {
      const user = await t.seed.user({ email: 'two.links@example.com' });
      await t.api.post('/api/auth/forgot-password').send({ email: user.email });
      const first = await tokenFromOutbox(t, user.email);
      await new Promise((r) => setTimeout(r, 5));
      await t.api.post('/api/auth/forgot-password').send({ email: user.email });
      const second = await tokenFromOutbox(t, user.email);
      expect(second).not.toBe(first);
      const body = { newPassword: 'NewSecret@1', confirmPassword: 'NewSecret@1' };
      expect((await t.api.post('/api/auth/reset-password').send({ ...body, resetToken: second })).status).toBe(200);
      const old = await t.api.post('/api/auth/reset-password').send({ ...body, resetToken: first });
      expect(old.status).toBe(400);
      expect(old.body.message).toBe('Reset link is invalid or has expired');
    });

    it('validates the reset form with the spec messages and refuses an unknown token', async () => {
      const empty = await t.api.post('/api/auth/reset-password').send({});
      expectFieldErrors(empty, { newPassword: 'Password is required', confirmPassword: 'Confirm Password is required', resetToken: 'Token is required' });
      const short = await t.api.post('/api/auth/reset-password').send({ newPassword: 'short', confirmPassword: 'short', resetToken: 'x' });
      expect(short.body.errors).toMatchObject({ newPassword: 'Password must be at least 8 characters' });
      const unknown = await t.api.post('/api/auth/reset-password').send({ newPassword: 'NewSecret@1', confirmPassword: 'NewSecret@1', resetToken: 'made-up' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Reset link is invalid or has expired');
    });
  });

  describe('GraphQL', () => {
    const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id email role isVerified } }`;
    const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id email role } } }`;
    const FORGOT = `mutation($email: String!) { requestPasswordReset(email: $email) }`;
    const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }`;

    it('registers and logs in', async () => {
      const account = newAccount({ role: 'DEALER' });
      const reg = await t.gql(REGISTER, { input: account });
      expect(reg.body.errors).toBeUndefined();
      expect(reg.body.data.register).toMatchObject({ email: account.email.toLowerCase(), role: 'DEALER', isVerified: false });
      const login = await t.gql(LOGIN, { email: account.email, password: account.password });
      expect(login.body.errors).toBeUndefined();
      expect(login.body.data.login.user).toMatchObject({ id: reg.body.data.register.id, role: 'DEALER' });
      const me = await gqlAs(t, login.body.data.login.token, '{ me { email } }');
      expect(me.body.data.me.email).toBe(account.email.toLowerCase());
    });

    it('refuses ADMIN registration and bad fields under BAD_USER_INPUT', async () => {
      const admin = await t.gql(REGISTER, { input: newAccount({ role: 'ADMIN' }) });
      expect(admin.body.errors[0]).toMatchObject({ message: 'Role must be Dealer, Agent or User', extensions: { code: 'BAD_USER_INPUT' } });
      const bad = await t.gql(REGISTER, { input: newAccount({ name: ' ', contact: 'abc', role: 'USER' }) });
      expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'Name is required', contact: 'Invalid contact number' } });
    });

    it('answers a wrong password with UNAUTHENTICATED and a taken email with CONFLICT', async () => {
      const user = await t.seed.user();
      const res = await t.gql(LOGIN, { email: user.email, password: 'Wrong@123' });
      expect(res.body.errors[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
      const taken = await t.gql(REGISTER, { input: newAccount({ email: user.email, role: 'USER' }) });
      expect(taken.body.errors[0]).toMatchObject({ message: 'Email already exists', extensions: { code: 'CONFLICT' } });
    });

    it('resets a password through requestPasswordReset and resetPassword', async () => {
      const user = await t.seed.user({ email: 'gql.reset@example.com' });
      const forgot = await t.gql(FORGOT, { email: user.email });
      expect(forgot.body.data.requestPasswordReset).toBe(true);
      expect((await t.gql(FORGOT, { email: 'nobody.here@example.com' })).body.data.requestPasswordReset).toBe(true);
      const resetToken = await tokenFromOutbox(t, user.email);
      const input = { newPassword: 'GqlSecret@1', confirmPassword: 'GqlSecret@1', resetToken };
      expect((await t.gql(RESET, { input })).body.data.resetPassword).toBe(true);
      const again = await t.gql(RESET, { input });
      expect(again.body.errors[0]).toMatchObject({ message: 'Reset link is invalid or has expired', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await t.gql(LOGIN, { email: user.email, password: 'GqlSecret@1' })).body.data.login.user.id).toBe(user.id);
    });

    it('validates requestPasswordReset and a mismatched reset', async () => {
      const res = await t.gql(FORGOT, { email: 'bad' });
      expect(res.body.errors[0]).toMatchObject({ message: 'Invalid email format', extensions: { code: 'BAD_USER_INPUT' } });
      const mismatch = await t.gql(RESET, { input: { newPassword: 'GqlSecret@1', confirmPassword: 'GqlSecret@2', resetToken: 'x' } });
      expect(mismatch.body.errors[0].extensions.fields).toEqual({ confirmPassword: 'Passwords do not match' });
    });

    it('answers me to a guest with UNAUTHENTICATED', async () => {
      const res = await t.gql('{ me { id } }');
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  it('never writes a password or a reset token to the logs', async () => {
    const secret = 'LogSecret@991';
    const newSecret = 'LogNewSecret@992';
    const account = newAccount({ password: secret });
    await t.api.post('/api/auth/register').send(account);
    await t.api.post('/api/auth/login').send({ email: account.email, password: secret });
    await t.api.post('/api/auth/login').send({ email: account.email, password: 'Wrong@Secret3' });
    await t.gql(`mutation { login(email: "${account.email}", password: "${secret}") { token } }`);
    await t.api.post('/api/auth/forgot-password').send({ email: account.email });
    const resetToken = await tokenFromOutbox(t, account.email.toLowerCase());
    await t.api.post('/api/auth/reset-password').send({ newPassword: newSecret, confirmPassword: newSecret, resetToken });

    expect(logLines.length).toBeGreaterThan(0);
    const all = logLines.join('\n');
    expect(all).toContain('/api/auth/login');
    for (const s of [secret, newSecret, 'Wrong@Secret3', resetToken]) expect(all).not.toContain(s);
  });
});
