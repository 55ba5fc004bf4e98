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

  it('scrub texts of e-mails, hashes, phone numbers and reset tokens', () => {
    expect(scrubText('mail x.y@z.in phone +919876543210 link /reset-password/tok?x=1')).toBe('mail [hidden] phone [hidden] link /reset-password/[hidden]?x=1');
  });
});
