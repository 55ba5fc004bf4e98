import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions, scrubText, serializeError } from '../../src/http/logger';
import { createTestApp, type TestApp } from '../helpers';

/** A log destination that keeps every line in memory. */
function memoryStream() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const BCRYPT = /\$2[abxy]\$\d{2}\$/;

describe('logs hold no secrets and no personal data', () => {
  const log = memoryStream();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info', logStream: log.stream });
  });
  afterAll(() => t.close());

  it('logs a failed registration insert without the hash, the e-mail, the phone or the row', async () => {
    // every new row now breaks a rule: the insert fails inside the database with the full row in its detail
    await t.db.execute(sql`alter table users add constraint users_refuse_all check (false) not valid`);
    try {
      const res = await t.api
        .post('/api/auth/register')
        .send({ name: 'Priya Sharma', username: 'priya_s', contact: '9812345678', email: 'priya.sharma@example.org', password: 'Secret@123', role: 'User' });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(/priya|\$2[aby]\$|insert into/i);
    } finally {
      await t.db.execute(sql`alter table users drop constraint users_refuse_all`);
    }
    const text = log.text();
    expect(text).toMatch(/"level":50/); // the failure itself was logged
    expect(text).toMatch(/users_refuse_all/); // with what went wrong
    expect(text).not.toMatch(BCRYPT);
    expect(text).not.toMatch(/priya\.sharma@example\.org/i);
    expect(text).not.toMatch(/9812345678/);
    expect(text).not.toMatch(/Secret@123/);
    expect(text).not.toMatch(/Priya Sharma/);
  });

  it('never logs the authorization header or a reset token in a path', async () => {
    await t.api.get('/reset-password/abcdef0123456789secret').set('authorization', 'Bearer very.secret.token');
    const text = log.text();
    expect(text).not.toMatch(/abcdef0123456789secret/);
    expect(text).not.toMatch(/very\.secret\.token/);
  });
});

/**
 * Every way a request can be refused, each carrying marker values in its secret and personal
 * fields: none of the markers may reach the log, whatever the level.
 */
describe('no refusal path writes a secret or personal value to the log', () => {
  const log = memoryStream();
  let t: TestApp;
  /** marker values: a password, a reset token, an e-mail, a phone, an address, a name, a key */
  const M = {
    password: 'PwMarker9x7Q',
    newPassword: 'NewPwMarker4k2Z',
    resetToken: 'ResetTokMarker8h3J',
    email: 'mail.marker31@example.org',
    phone: '9876512340',
    address: 'AddrMarker Lane 12',
    secretKey: 'KeyMarker5s1V',
    cookie: 'CookieMarker2n8W',
    number: 918273645,
  };
  let seen = 0;
  /** the markers in what this test logged */
  const found = () => {
    const text = log.text().slice(seen);
    return Object.entries(M).filter(([, value]) => text.includes(String(value)));
  };

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'trace', logStream: log.stream });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    seen = log.text().length;
  });
  afterEach(() => {
    expect(found()).toEqual([]);
  });

  const registerInput = { name: 'Marker Person', username: 'marker_person', contact: M.phone, email: M.email, password: M.password, role: 'USER' };

  it('GraphQL variable coercion of register: an extra, a missing and a wrongly typed field', async () => {
    const register = 'mutation($input: RegisterInput!) { register(input: $input) { id } }';
    const answers = [
      await t.gql(register, { input: { ...registerInput, address1: M.address } }),
      await t.gql(register, { input: { ...registerInput, role: undefined } }),
      await t.gql(register, { input: { ...registerInput, contact: { phone: M.phone }, role: 'USER' } }),
      await t.gql(register, { input: { ...registerInput, password: [M.password] } }),
    ];
    for (const res of answers) expect(res.status).toBe(400);
    const line = log
      .text()
      .split('\n')
      .find((l) => l.includes('graphql request refused'));
    // the line still says which variable failed and how
    expect(line).toMatch(/\$input/);
  });

  it('GraphQL variable coercion of resetPassword, login, createUser, updateProfile and sendEnquiry', async () => {
    const admin = await t.seed.user({ role: 'ADMIN' });
    const user = await t.seed.user();
    const answers = [
      await t.gql('mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }', {
        input: { newPassword: M.newPassword, confirmPassword: M.newPassword, resetToken: M.resetToken, extra: 1 },
      }),
      await t.gql('mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }', {
        input: { newPassword: M.newPassword, resetToken: M.resetToken },
      }),
      await t.gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: M.email, p: { secret: M.password } }),
      await t.gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: [M.email], p: M.password }),
      await t.gql.as(admin)('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
        input: { name: 'X', email: M.email, contact: M.phone, role: 'ROOT', password: M.password },
      }),
      await t.gql.as(user)('mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
        input: { contact: M.phone, address1: M.address, countryId: 7 },
      }),
      await t.gql('mutation($input: EnquiryInput!) { sendEnquiry(kind: CONTACT, input: $input) { id } }', {
        input: { name: 'X', email: M.email, phone: Number(M.phone), message: 'hi' },
      }),
    ];
    for (const res of answers) expect(res.status).toBe(400);
  });

  it('GraphQL literals: a wrong type, a syntax error and a batch', async () => {
    await t.gql(`mutation { login(email: "${M.email}", password: ${M.number}) { token } }`);
    await t.gql(`mutation { login(email "${M.email}" password: "${M.password}") { token } }`);
    await t.gql(`mutation { resetPassword(input: { newPassword: "${M.newPassword}", resetToken: ${M.number} }) }`);
    await t.api
      .post('/graphql')
      .send([
        { query: 'mutation($p: String!) { login(email: "a@b.co", password: $p) { token } }', variables: { p: 5 } },
        { query: `{ user(id: "${M.secretKey}") { id } }` },
      ]);
  });

  it('REST validation of register, login, reset and contact', async () => {
    const answers = [
      await t.api.post('/api/auth/register').send({ ...registerInput, email: `${M.password}@`, role: 'Boss' }),
      await t.api.post('/api/auth/login').send({ email: M.email, password: { v: M.password } }),
      await t.api.post('/api/auth/login').send(`{"email": "${M.email}", "password": "${M.password}"`),
      await t.api.post('/api/auth/reset-password').send({ newPassword: M.newPassword, resetToken: M.resetToken }),
      await t.api.post('/api/contact').send({ name: 'X', email: M.email, phone: `${M.phone}${M.phone}`, message: '' }),
    ];
    for (const res of answers) expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('a database error on an insert of secrets and personal data', async () => {
    await t.db.execute(sql`alter table users add constraint users_refuse_markers check (false) not valid`);
    try {
      const res = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: { ...registerInput, username: 'marker_two' } });
      expect(res.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await t.db.execute(sql`alter table users drop constraint users_refuse_markers`);
    }
    expect(log.text()).toMatch(/users_refuse_markers/);
  });

  it('query strings, headers and cookies of any path', async () => {
    await t.api.get(`/api/product?email=${encodeURIComponent(M.email)}&token=${M.resetToken}&password=${M.password}`);
    await t.api.get(`/graphql?query=${encodeURIComponent(`{ products { id } }`)}&variables=${encodeURIComponent(JSON.stringify({ password: M.password }))}`);
    await t.api.get(`/graphql?query=${encodeURIComponent(`mutation { login(email: "${M.email}") }`)}`);
    await t.api.get(`/reset-password/${M.resetToken}?phone=${M.phone}&key=${M.secretKey}`);
    await t.api.get('/api/nothing-here').set('cookie', `session=${M.cookie}`).set('x-api-key', M.secretKey);
  });
});

describe('the logger options', () => {
  it('redact passwords, hashes, tokens, e-mails and phone numbers in logged objects', () => {
    const out = memoryStream();
    const logger = pino({ ...(loggerOptions({ logLevel: 'info' }) as object), level: 'info' }, out.stream);
    logger.info(
      {
        email: 'a@b.co',
        body: { password: 'p', contact: '9876543210', passwordHash: '$2b$10$' + 'x'.repeat(53) },
        user: { token: 't0k3n', resetLink: 'http://x/reset-password/abc' },
      },
      'event',
    );
    const text = out.text();
    for (const secret of ['a@b.co', '"p"', '9876543210', '$2b$10$', 't0k3n', 'reset-password/abc']) expect(text).not.toContain(secret);
    expect(text).toContain('[hidden]');
  });

  it('drop the bound values of a failed query and the driver detail, down the cause chain', () => {
    const cause = Object.assign(new Error('new row violates check constraint "x"'), { detail: 'Failing row contains (1, a@b.co)', code: '23514' });
    const error = Object.assign(new Error('Failed query: insert into users values ($1, $2)\nparams: a@b.co,$2b$10$' + 'y'.repeat(53)), {
      params: ['a@b.co'],
      cause,
    });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain('insert into users');
    expect(serialized).toContain('23514');
    expect(serialized).not.toContain('a@b.co');
    expect(serialized).not.toMatch(BCRYPT);
  });

  it('scrub texts of e-mails, hashes, phone numbers, reset tokens and query-string values', () => {
    expect(scrubText('mail x.y@z.in phone +919876543210 link /reset-password/tok?x=1&page')).toBe(
      'mail [hidden] phone [hidden] link /reset-password/[hidden]?x=[hidden]&page',
    );
  });

  it("reduce GraphQL's coercion messages to the variable, the path and the kind of problem", () => {
    const message =
      'Variable "$input" got invalid value { password: "s3cr3t; at \\"x\\"" } at "input.password"; String cannot represent a non string value: ["s3cr3t"]';
    expect(scrubText(message)).toBe('Variable "$input" refused at "input.password": wrong type');
    expect(scrubText(scrubText(message))).toBe(scrubText(message));
    expect(scrubText('Expected value of type "String!", found 12345678.')).toBe('Expected value of type "String!", found [hidden]');
    expect(scrubText('Syntax Error: Expected ":", found String "hunter2".')).toBe('Syntax Error: Expected ":", found String [hidden].');
  });

  it('keep file paths in stacks readable (a scoped package is not an e-mail)', () => {
    expect(scrubText('at x (/app/node_modules/@electric-sql/pglite/dist/index.js:4:2)')).toContain('@electric-sql/pglite');
  });
});
