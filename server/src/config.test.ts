import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'evb-config-'));

describe('configuration', () => {
  it('defaults to port 3000, embedded database and demo data', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, demoData: true, publicUrl: 'http://localhost:3000' });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('keeps GraphQL introspection off unless GRAPHQL_INTROSPECTION turns it on', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
  });

  it('runs the mail outbox worker with the documented defaults unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).outbox).toEqual({ pollMs: 2000, retryBaseMs: 30000, maxAttempts: 10, leaseMs: 120000 });
    expect(loadConfig({ DATA_DIR: tmp(), MAIL_POLL_MS: '500', MAIL_RETRY_BASE_MS: '1000', MAIL_MAX_ATTEMPTS: '3', MAIL_LEASE_MS: '90000' }).outbox).toEqual({
      pollMs: 500,
      retryBaseMs: 1000,
      maxAttempts: 3,
      leaseMs: 90000,
    });
  });

  it('turns demo data off by default on a PostgreSQL server', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://postgres@localhost/evb' }).demoData).toBe(false);
  });

  it('limits guests with the documented defaults, trusts no proxy and counts in memory unless told', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config.limits).toMatchObject({
      loginFailuresPerAccountIp: 10,
      loginFailuresPerAccount: 30,
      loginFailuresPerIp: 100,
      loginWindowMs: 15 * 60 * 1000,
      registerPerIpHour: 20,
      forgotPerIpHour: 20,
      forgotPerEmailHour: 5,
      enquiriesPerIpHour: 20,
    });
    expect(config.trustProxy).toBe(false);
    expect(config.redisUrl).toBeUndefined();
  });

  it.each([
    ['true', true],
    ['2', 2],
    ['false', false],
    ['127.0.0.1, 10.0.0.0/8, ::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('gives GraphQL callers the documented cost buckets unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).graphqlCost).toEqual({
      anonymous: { maximum: 1_000, restoreRate: 50 },
      user: { maximum: 2_000, restoreRate: 100 },
      apiKey: { maximum: 10_000, restoreRate: 500 },
    });
    const env = {
      GRAPHQL_COST_ANONYMOUS_MAX: '500',
      GRAPHQL_COST_ANONYMOUS_RESTORE: '25',
      GRAPHQL_COST_USER_MAX: '3000',
      GRAPHQL_COST_USER_RESTORE: '150',
      GRAPHQL_COST_API_KEY_MAX: '50000',
      GRAPHQL_COST_API_KEY_RESTORE: '1000',
    };
    expect(loadConfig({ DATA_DIR: tmp(), ...env }).graphqlCost).toEqual({
      anonymous: { maximum: 500, restoreRate: 25 },
      user: { maximum: 3_000, restoreRate: 150 },
      apiKey: { maximum: 50_000, restoreRate: 1_000 },
    });
  });

  it('reads the limits and REDIS_URL from the environment', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      AUTH_LOGIN_FAILURES_PER_IP: '50',
      AUTH_WINDOW_MINUTES: '5',
      FORGOT_PER_EMAIL_HOUR: '3',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.limits).toMatchObject({ loginFailuresPerIp: 50, loginWindowMs: 5 * 60 * 1000, forgotPerEmailHour: 3 });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it("bounds the catalogue cache at 32 MB and the embedded database's buffer pool at 16 MB unless told, in bytes or with a unit", () => {
    expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({ cacheMaxBytes: 32 * 1024 * 1024, pgliteSharedBuffers: 16 * 1024 * 1024 });
    expect(loadConfig({ DATA_DIR: tmp(), CACHE_MAX_BYTES: '8MB', PGLITE_SHARED_BUFFERS: '2048 kb' })).toMatchObject({
      cacheMaxBytes: 8 * 1024 * 1024,
      pgliteSharedBuffers: 2 * 1024 * 1024,
    });
    expect(loadConfig({ DATA_DIR: tmp(), CACHE_MAX_BYTES: '2000000' }).cacheMaxBytes).toBe(2_000_000);
    expect(loadConfig({ DATA_DIR: tmp(), CACHE_MAX_BYTES: '1.5GiB' }).cacheMaxBytes).toBe(1.5 * 1024 ** 3);
  });

  it.each([
    [{ CACHE_MAX_BYTES: 'lots' }, 'CACHE_MAX_BYTES must be a size from 1MB to 4GB, such as 32MB or 33554432, got "lots"'],
    [{ CACHE_MAX_BYTES: '64 bananas' }, 'CACHE_MAX_BYTES must be a size from 1MB to 4GB, such as 32MB or 33554432, got "64 bananas"'],
    [{ CACHE_MAX_BYTES: '512KB' }, 'CACHE_MAX_BYTES must be a size from 1MB to 4GB, such as 32MB or 33554432, got "512KB"'],
    [{ PGLITE_SHARED_BUFFERS: '-16MB' }, 'PGLITE_SHARED_BUFFERS must be a size from 1MB to 1GB, such as 16MB or 16777216, got "-16MB"'],
    [{ PGLITE_SHARED_BUFFERS: '2GB' }, 'PGLITE_SHARED_BUFFERS must be a size from 1MB to 1GB, such as 16MB or 16777216, got "2GB"'],
    [{ PORT: 'eighty' }, 'PORT must be a number from 0 to 65535, got "eighty"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres: or postgresql:, got "mysql://x"'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be true or false, got "maybe"'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL is not a valid URL: "not a url"'],
    [{ AUTH_LOGIN_FAILURES_PER_ACCOUNT_IP: 'ten' }, 'AUTH_LOGIN_FAILURES_PER_ACCOUNT_IP must be a whole number of at least 1, got "ten"'],
    [{ AUTH_WINDOW_MINUTES: '0' }, 'AUTH_WINDOW_MINUTES must be a whole number of at least 1, got "0"'],
    [{ ENQUIRIES_PER_IP_HOUR: '2.5' }, 'ENQUIRIES_PER_IP_HOUR must be a whole number of at least 1, got "2.5"'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL must start with redis: or rediss:, got "http://cache"'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.local' }, 'TRUST_PROXY must be true, a hop count, or comma-separated proxy addresses or CIDRs, got "proxy.local"'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be true, a hop count, or comma-separated proxy addresses or CIDRs, got "10.0.0.0/33"'],
    [{ GRAPHQL_INTROSPECTION: 'sometimes' }, 'GRAPHQL_INTROSPECTION must be true or false, got "sometimes"'],
    [{ MAIL_POLL_MS: 'often' }, 'MAIL_POLL_MS must be a whole number of at least 50, got "often"'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS must be a whole number of at least 1, got "0"'],
    [{ MAIL_LEASE_MS: '5m' }, 'MAIL_LEASE_MS must be a whole number of at least 60000, got "5m"'],
    [{ MAIL_LEASE_MS: '1000' }, 'MAIL_LEASE_MS must be a whole number of at least 60000, got "1000"'],
    [{ GRAPHQL_COST_ANONYMOUS_MAX: 'lots' }, 'GRAPHQL_COST_ANONYMOUS_MAX must be a whole number from 1 to 50000, got "lots"'],
    [{ GRAPHQL_COST_USER_RESTORE: '0' }, 'GRAPHQL_COST_USER_RESTORE must be a whole number from 1 to 100000000, got "0"'],
    [{ GRAPHQL_COST_API_KEY_MAX: '50001' }, 'GRAPHQL_COST_API_KEY_MAX must be a whole number from 1 to 50000, got "50001"'],
  ])('stops on a bad value with a one-line reason: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new ConfigError(message));
  });
});
