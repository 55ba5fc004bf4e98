import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers';

/** Captures what the app logs, from the logger's own stream. */
function captureLogs(t: TestApp): string[] {
  const lines: string[] = [];
  const streamSym = Object.getOwnPropertySymbols(t.app.log).find((s) => s.description === 'pino.stream')!;
  (t.app.log as unknown as Record<symbol, { write: (line: string) => void }>)[streamSym].write = (line: string) => {
    lines.push(line);
  };
  return lines;
}

const remoteAddresses = (lines: string[]) =>
  lines.flatMap((line) => (JSON.parse(line).req?.remoteAddress ? [JSON.parse(line).req.remoteAddress as string] : []));

describe('X-Forwarded-For is believed only from a trusted proxy', () => {
  describe('with TRUST_PROXY unset (the default)', () => {
    let t: TestApp;
    let logs: string[];
    beforeAll(async () => {
      t = await createTestApp({ logLevel: 'info' });
      logs = captureLogs(t);
    });
    afterAll(() => t.close());

    it('limits 100 guesses that each forge a new X-Forwarded-For, and logs the real address', async () => {
      expect(t.config.trustProxy).toBe(false);
      const user = await t.seed.user();
      const statuses: number[] = [];
      for (let i = 1; i <= 100; i++) {
        const res = await t.api.post('/api/auth/login').set('x-forwarded-for', `198.51.100.${i}`).send({ email: user.email, password: 'Wrong@123' });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(90);
      const logged = remoteAddresses(logs);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.some((a) => a.startsWith('198.51.100.'))).toBe(false);
      expect(logged.every((a) => /127\.0\.0\.1|::1/.test(a))).toBe(true);
    });
  });

  describe('with TRUST_PROXY=127.0.0.1', () => {
    let t: TestApp;
    let logs: string[];
    beforeAll(async () => {
      const { trustProxy } = loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: '127.0.0.1' });
      t = await createTestApp({ trustProxy, logLevel: 'info' });
      logs = captureLogs(t);
    });
    afterAll(() => t.close());

    it('uses the address the proxy reports, for limits and for logs', async () => {
      const user = await t.seed.user();
      // 15 guesses from 15 reported addresses: none is past its account+address limit of 10
      for (let i = 1; i <= 15; i++) {
        const res = await t.api.post('/api/auth/login').set('x-forwarded-for', `198.51.100.${i}`).send({ email: user.email, password: 'Wrong@123' });
        expect(res.status).toBe(401);
      }
      // one reported address is limited on its own
      for (let i = 0; i < 9; i++) await t.api.post('/api/auth/login').set('x-forwarded-for', '198.51.100.1').send({ email: user.email, password: 'Wrong@123' });
      expect((await t.api.post('/api/auth/login').set('x-forwarded-for', '198.51.100.1').send({ email: user.email, password: user.password })).status).toBe(
        429,
      );
      expect((await t.api.post('/api/auth/login').set('x-forwarded-for', '198.51.100.2').send({ email: user.email, password: user.password })).status).toBe(
        200,
      );
      expect(remoteAddresses(logs)).toContain('198.51.100.7');
    });
  });
});
