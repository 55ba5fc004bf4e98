import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GRAPHQL_LIMITS } from './graphql/limits';
import type { Bucket } from './lib/limits/bucket';
import { parseLimitSettings, parseTrustProxy, type LimitSettings, type TrustProxy } from './lib/limits/settings';
import { parseStorageUrl, type S3Location } from './lib/storage/storage-url';
import type { Resolver } from './lib/outbound-address';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** postgres://… ; absent means embedded PGlite in `dataDir/db` */
  databaseUrl?: string;
  /** in-memory PGlite (tests only) */
  inMemoryDatabase?: boolean;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** absent: mails are written as .eml files to `dataDir/outbox` */
  smtpUrl?: string;
  mailFrom: string;
  /** the mail outbox worker (docs/decisions/0023, 0035): poll interval, first retry delay (doubling), tries before giving up, claim lease */
  outbox: { pollMs: number; retryBaseMs: number; maxAttempts: number; leaseMs: number };
  /**
   * The webhook worker (docs/decisions/0055): poll interval (WEBHOOK_POLL_MS), first retry delay, doubling
   * (WEBHOOK_RETRY_BASE_MS), claim lease, and whether loopback and private addresses may receive
   * (WEBHOOK_ALLOW_PRIVATE_NETWORKS; link-local and metadata addresses never may). `resolve`: tests only.
   */
  webhooks: { pollMs: number; retryBaseMs: number; leaseMs: number; allowPrivateNetworks: boolean; resolve?: Resolver };
  /** the audit trail (issue 29): events older than `retentionDays` (AUDIT_RETENTION_DAYS) leave by a daily purge */
  audit: { retentionDays: number };
  publicUrl: string;
  demoData: boolean;
  uploadDir: string;
  /** STORAGE_URL: stored files in this S3 bucket instead of `uploadDir` (docs/ops/storage.md) */
  storage?: S3Location;
  /** with a bucket: the most its small, often requested files kept in memory take (STORAGE_CACHE_BYTES; 0 turns it off) */
  storageCacheBytes: number;
  /** built client to serve with SPA fallback; absent when not built */
  clientDir?: string;
  /** the built /docs/api pages (server build, docs/decisions/0058); absent when not built */
  apiDocsDir?: string;
  logLevel: string;
  /** limits on guests' auth and form submissions (docs/decisions/0014) */
  limits: LimitSettings;
  /** counts in Redis when set, shared by every instance; else in this process's memory */
  redisUrl?: string;
  /** prefix of every limit key in Redis */
  redisKeyPrefix: string;
  /** GraphQL cost buckets per caller kind (GRAPHQL_COST_*; docs/api/limits.md) */
  graphqlCost: GraphQLCostBuckets;
  /** the limit store's clock, for the cost buckets' refill (tests only: absent means Date.now) */
  clock?: () => number;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for the client's address (off by default) */
  trustProxy: TrustProxy;
  /** GraphQL introspection in production, for integrators (GRAPHQL_INTROSPECTION); always on elsewhere */
  graphqlIntrospection: boolean;
  /** where log lines go; absent: standard output (tests pass a stream to read what was logged) */
  logStream?: NodeJS.WritableStream;
  /** the longest a client may take to send a whole request (slow senders are cut off with 408) */
  requestTimeoutMs: number;
  /** server renders of uncached pages running at once, per client address and in total; past them a quick 503 (docs/decisions/0036) */
  pageRenders: { perAddress: number; total: number; queue: number; waitMs: number };
  /** the most the catalogue cache holds, in bytes as counted (bodies, compressed copies, keys, bookkeeping) (CACHE_MAX_BYTES; docs/decisions/0049) */
  cacheMaxBytes: number;
  /** the embedded database's buffer pool, inside its WebAssembly memory (PGLITE_SHARED_BUFFERS; docs/decisions/0049) */
  pgliteSharedBuffers: number;
  /**
   * Prometheus metrics (docs/ops/metrics.md): `/metrics` on the main port for callers presenting
   * this bearer token (METRICS_TOKEN), and/or on a port of their own (METRICS_PORT on METRICS_HOST,
   * default 127.0.0.1) without a token; with neither the route is off.
   */
  metrics: { token?: string; port?: number; host: string };
  /**
   * Quick 503s instead of a growing queue (docs/ops/runbook.md): past this mean event-loop delay
   * (LOAD_SHED_EVENT_LOOP_DELAY_MS) or V8 heap in use (LOAD_SHED_HEAP_USED, a size); 0 turns a check off.
   */
  loadShedding: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number; sampleIntervalMs: number; retryAfterSeconds: number };
}

export class ConfigError extends Error {}

/** The cost buckets of anonymous callers (per address), signed-in people (per user) and API keys (per key). */
export interface GraphQLCostBuckets {
  anonymous: Bucket;
  user: Bucket;
  apiKey: Bucket;
}

/** The buckets unless GRAPHQL_COST_* say otherwise (issue 23; Shopify's model). */
export const DEFAULT_GRAPHQL_COST: GraphQLCostBuckets = {
  anonymous: { maximum: 1_000, restoreRate: 50 },
  user: { maximum: 2_000, restoreRate: 100 },
  apiKey: { maximum: 10_000, restoreRate: 500 },
};

/** The catalogue cache's bound unless CACHE_MAX_BYTES says otherwise (docs/decisions/0049). */
export const DEFAULT_CACHE_MAX_BYTES = 32 * 1024 ** 2;

/** Memory for the bucket's most requested small files unless STORAGE_CACHE_BYTES says otherwise (docs/ops/storage.md). */
export const DEFAULT_STORAGE_CACHE_BYTES = 16 * 1024 ** 2;

/** The embedded database's buffer pool unless PGLITE_SHARED_BUFFERS says otherwise (docs/decisions/0049). */
export const DEFAULT_PGLITE_SHARED_BUFFERS = 16 * 1024 ** 2;

const fail = (message: string): never => {
  throw new ConfigError(message);
};

function parsePort(value: string | undefined, name = 'PORT'): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be a number from 0 to 65535, got "${value}"`);
  return port;
}

/** A bearer token a scraper presents: long enough not to be guessed, printable, no spaces. */
function parseMetricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 24 || value.length > 256 || !/^[\x21-\x7e]+$/.test(value)) {
    throw new ConfigError('METRICS_TOKEN must be 24 to 256 printable characters without spaces');
  }
  return value;
}

function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parseCount(name: string, value: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`}, got "${value}"`);
  }
  return n;
}

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };
const showBytes = (n: number) =>
  n % 1024 ** 3 === 0 ? `${n / 1024 ** 3}GB` : n % 1024 ** 2 === 0 ? `${n / 1024 ** 2}MB` : n % 1024 === 0 ? `${n / 1024}KB` : `${n}`;

/** A size such as `33554432`, `32MB` or `512 KB` (a KB is 1024 bytes), in bytes. */
function parseBytes(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = match ? UNITS[match[2].toLowerCase()] : undefined;
  const bytes = match && unit ? Math.round(Number(match[1]) * unit) : NaN;
  if (!Number.isFinite(bytes) || bytes < min || bytes > max) {
    throw new ConfigError(`${name} must be a size from ${showBytes(min)} to ${showBytes(max)}, such as ${showBytes(fallback)} or ${fallback}, got "${value}"`);
  }
  return bytes;
}

function parseUrl(name: string, value: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, got "${value}"`);
  return value;
}

/** The secret comes from JWT_SECRET, or is generated once and kept in DATA_DIR. */
function loadJwtSecret(envValue: string | undefined, dataDir: string): string {
  if (envValue !== undefined) {
    if (envValue.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return envValue;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * GRAPHQL_COST_<KIND>_MAX (points) and GRAPHQL_COST_<KIND>_RESTORE (points per second), KIND being
 * ANONYMOUS, USER or API_KEY. A bucket holds at most GRAPHQL_LIMITS.maxCost: the most one request may cost.
 * A restore rate past what any server answers (a load test's setting) never lets the bucket empty.
 */
const MAX_RESTORE_RATE = 100_000_000;

function parseCostBuckets(env: NodeJS.ProcessEnv): GraphQLCostBuckets {
  const bucket = (kind: string, fallback: Bucket): Bucket => ({
    maximum: parseCount(`GRAPHQL_COST_${kind}_MAX`, env[`GRAPHQL_COST_${kind}_MAX`], fallback.maximum, 1, GRAPHQL_LIMITS.maxCost),
    restoreRate: parseCount(`GRAPHQL_COST_${kind}_RESTORE`, env[`GRAPHQL_COST_${kind}_RESTORE`], fallback.restoreRate, 1, MAX_RESTORE_RATE),
  });
  const d = DEFAULT_GRAPHQL_COST;
  return { anonymous: bucket('ANONYMOUS', d.anonymous), user: bucket('USER', d.user), apiKey: bucket('API_KEY', d.apiKey) };
}

/** Reads the environment; a bad value throws a ConfigError with a one-line reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL ? parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']) : undefined;
  const port = parsePort(env.PORT);
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`, ['http:', 'https:']).replace(/\/$/, '');
  const smtpUrl = env.SMTP_URL ? parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']) : undefined;
  // the built client beside the server's; CLIENT_DIR points elsewhere (an image's layout, a test's stand-in build)
  const clientDir = env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : path.resolve(__dirname, '../../client/dist');
  // server/dist/api-docs from the source (src/config.ts) and from the bundle (dist/main.js) alike
  const apiDocsDir = path.resolve(__dirname, '../dist/api-docs');
  const config: Config = {
    env: nodeEnv,
    host: env.HOST || '0.0.0.0',
    port,
    dataDir,
    databaseUrl,
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(env.JWT_SECRET, dataDir),
    // short-lived: a browser renews it from its refresh cookie (docs/decisions/0043); at most a day
    jwtExpiresIn: `${parseCount('ACCESS_TOKEN_MINUTES', env.ACCESS_TOKEN_MINUTES, 15, 1, 24 * 60)}m`,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'EV Bazaar <no-reply@evbazaar.in>',
    outbox: {
      pollMs: parseCount('MAIL_POLL_MS', env.MAIL_POLL_MS, 2_000, 50),
      retryBaseMs: parseCount('MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 30_000, 10),
      maxAttempts: parseCount('MAIL_MAX_ATTEMPTS', env.MAIL_MAX_ATTEMPTS, 10, 1),
      // how long a claim holds: a crashed worker's mails go out again after it (docs/decisions/0035); at
      // least a minute, longer than a send can take (SMTP timeouts 10 + 10 + 20 s), so a slow send is not doubled
      leaseMs: parseCount('MAIL_LEASE_MS', env.MAIL_LEASE_MS, 120_000, 60_000),
    },
    webhooks: {
      pollMs: parseCount('WEBHOOK_POLL_MS', env.WEBHOOK_POLL_MS, 1_000, 50),
      retryBaseMs: parseCount('WEBHOOK_RETRY_BASE_MS', env.WEBHOOK_RETRY_BASE_MS, 30_000, 10),
      // longer than a delivery can take (5 s), so a slow receiver is not sent the same try twice
      leaseMs: 60_000,
      allowPrivateNetworks: parseBool('WEBHOOK_ALLOW_PRIVATE_NETWORKS', env.WEBHOOK_ALLOW_PRIVATE_NETWORKS, false),
    },
    audit: { retentionDays: parseCount('AUDIT_RETENTION_DAYS', env.AUDIT_RETENTION_DAYS, 730, 1, 36_500) },
    publicUrl,
    demoData: parseBool('DEMO_DATA', env.DEMO_DATA, !databaseUrl),
    uploadDir: path.join(dataDir, 'uploads'),
    storage: parseStorageUrl(env.STORAGE_URL, env, fail),
    storageCacheBytes:
      env.STORAGE_CACHE_BYTES === '0' ? 0 : parseBytes('STORAGE_CACHE_BYTES', env.STORAGE_CACHE_BYTES, DEFAULT_STORAGE_CACHE_BYTES, 1024 ** 2, 1024 ** 3),
    clientDir: fs.existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined,
    apiDocsDir: fs.existsSync(path.join(apiDocsDir, 'index.html')) ? apiDocsDir : undefined,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    limits: parseLimitSettings(env, fail),
    redisUrl: env.REDIS_URL ? parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']) : undefined,
    redisKeyPrefix: 'evb:limits:',
    graphqlCost: parseCostBuckets(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, fail),
    requestTimeoutMs: 30_000,
    pageRenders: {
      perAddress: parseCount('PAGE_RENDERS_PER_IP', env.PAGE_RENDERS_PER_IP, 2, 1),
      total: parseCount('PAGE_RENDERS_TOTAL', env.PAGE_RENDERS_TOTAL, 6, 1),
      // a burst of new pages waits a moment in line instead of being refused (docs/decisions/0062)
      queue: parseCount('PAGE_RENDERS_QUEUE', env.PAGE_RENDERS_QUEUE, 24, 0),
      waitMs: parseCount('PAGE_RENDERS_WAIT_MS', env.PAGE_RENDERS_WAIT_MS, 2_000, 0, 10_000),
    },
    graphqlIntrospection: parseBool('GRAPHQL_INTROSPECTION', env.GRAPHQL_INTROSPECTION, false),
    // a bound, not a reservation: entries are counted as stored and the least recently used go first
    cacheMaxBytes: parseBytes('CACHE_MAX_BYTES', env.CACHE_MAX_BYTES, DEFAULT_CACHE_MAX_BYTES, 1024 ** 2, 4 * 1024 ** 3),
    // resident from the first start (PostgreSQL zeroes its shared memory); PGlite's own default was 128MB
    pgliteSharedBuffers: parseBytes('PGLITE_SHARED_BUFFERS', env.PGLITE_SHARED_BUFFERS, DEFAULT_PGLITE_SHARED_BUFFERS, 1024 ** 2, 1024 ** 3),
    loadShedding: {
      // a second of lag is a queue a visitor feels; the heap bound sits under the start script's
      // --max-old-space-size=512. Off by default under test: test runners share one heap and one CPU
      maxEventLoopDelayMs: parseCount('LOAD_SHED_EVENT_LOOP_DELAY_MS', env.LOAD_SHED_EVENT_LOOP_DELAY_MS, nodeEnv === 'test' ? 0 : 1_000, 0, 60_000),
      maxHeapUsedBytes:
        env.LOAD_SHED_HEAP_USED === '0' || (nodeEnv === 'test' && !env.LOAD_SHED_HEAP_USED)
          ? 0
          : parseBytes('LOAD_SHED_HEAP_USED', env.LOAD_SHED_HEAP_USED, 448 * 1024 ** 2, 16 * 1024 ** 2, 64 * 1024 ** 3),
      sampleIntervalMs: 1_000,
      retryAfterSeconds: 5,
    },
    metrics: {
      token: parseMetricsToken(env.METRICS_TOKEN),
      port: env.METRICS_PORT ? parsePort(env.METRICS_PORT, 'METRICS_PORT') : undefined,
      host: env.METRICS_HOST || '127.0.0.1',
    },
    ...overrides,
  };
  return config;
}
