import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client, type Pool } from 'pg';
import supertest from 'supertest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { GRAPHQL_LIMITS } from '../src/graphql/limits';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client';
import { signToken, type Viewer } from '../src/lib/auth';
import { ALL_KINDS } from '../src/lib/cache';
import { createFactories } from './factories';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * Test apps' GraphQL cost buckets: as large as a bucket may be and full again within a millisecond,
 * so that a file's thousands of requests from one address are measured and charged (every answer
 * still carries its cost) but never throttled. The cost tests (test/graphql-cost*.test.ts) pass the
 * real defaults, DEFAULT_GRAPHQL_COST.
 */
const ROOMY_BUCKET = { maximum: GRAPHQL_LIMITS.maxCost, restoreRate: GRAPHQL_LIMITS.maxCost * 1000 };
export const TEST_GRAPHQL_COST = { anonymous: ROOMY_BUCKET, user: ROOMY_BUCKET, apiKey: ROOMY_BUCKET };
export { DEMO_PASSWORD } from '../src/db/seed/accounts';

/** A new, empty database on the PostgreSQL server of `serverUrl`: its address and how to drop it. */
export async function temporaryDatabase(serverUrl: string) {
  const name = `evb_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Ends a pool before its database is dropped. pool.end() resolves before its connections have closed,
 * so a forced drop right after may end one the server still holds; the pool then emits an error that,
 * with no listener, crashes the test file. Errors before this call still do.
 */
export async function endPool(pool: Pool) {
  pool.on('error', () => {});
  await pool.end();
}

/** A fresh database for one test file: in-memory PGlite, or a new database on DATABASE_URL's server. */
export async function freshDatabase({ migrationsFolder }: Pick<DatabaseOptions, 'migrationsFolder'> = {}) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ migrationsFolder }), drop: async () => {} };
  const { url, drop } = await temporaryDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: url, migrationsFolder });
  /** the new database's address, for a process of its own */
  return { database, url, drop };
}

/** Whom a request is made as: a seeded user (or any viewer). */
export type Actor = Pick<Viewer, 'id' | 'role' | 'email'> & { name?: string | null };
export type SeededUser = Awaited<ReturnType<ReturnType<typeof createFactories>['user']>>;

type Request = ReturnType<ReturnType<typeof supertest>['get']>;
/** The REST methods of supertest, each request already carrying a user's bearer token. */
export interface SignedInApi {
  get(url: string): Request;
  post(url: string): Request;
  put(url: string): Request;
  patch(url: string): Request;
  delete(url: string): Request;
}
/** supertest on the app's HTTP server; `api.as(user)` signs every request in as that user. */
export type Api = ReturnType<typeof supertest> & { as(user: Actor): SignedInApi };

type GqlCall = (query: string, variables?: Record<string, unknown>) => Promise<supertest.Response>;
/** POST /graphql as a guest; `gql.as(user)(query, variables)` as that user. */
export type Gql = GqlCall & { as(user: Actor): GqlCall };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  api: Api;
  /** bearer token for a seeded user (or any viewer): the one place tests make tokens */
  tokenFor(user: Actor): string;
  gql: Gql;
  seed: ReturnType<typeof createFactories>;
  close(): Promise<void>;
}

/** Builds the real app for a test file. Call `close()` in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-test-'));
  const { database, drop } = await freshDatabase();
  await database.migrate();
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' },
    { jwtSecret: TEST_JWT_SECRET, graphqlCost: TEST_GRAPHQL_COST, ...overrides },
  );
  const app = await buildApp(config, database);
  await app.ready();
  const tokenFor: TestApp['tokenFor'] = (user) => signToken({ name: null, ...user }, config.jwtSecret, '1h');
  const agent = supertest(app.server);
  const signedIn = (user: Actor): SignedInApi => {
    const authorization = `Bearer ${tokenFor(user)}`;
    return {
      get: (url) => agent.get(url).set('authorization', authorization),
      post: (url) => agent.post(url).set('authorization', authorization),
      put: (url) => agent.put(url).set('authorization', authorization),
      patch: (url) => agent.patch(url).set('authorization', authorization),
      delete: (url) => agent.delete(url).set('authorization', authorization),
    };
  };
  const api: Api = Object.assign(agent, { as: signedIn });
  const gqlAs =
    (api: { post(url: string): Request }): GqlCall =>
    (query, variables) =>
      api.post('/graphql').send({ query, variables });
  const gql: Gql = Object.assign(gqlAs(agent), { as: (user: Actor) => gqlAs(signedIn(user)) });
  return {
    app,
    db: database.db,
    config,
    api,
    tokenFor,
    gql,
    seed: invalidating(createFactories(database.db), () => app.deps.catalogue.changed(...ALL_KINDS)),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Factories write behind the services' backs: each write made through them also drops every cached answer. */
function invalidating<F extends object>(factories: F, changed: () => void): F {
  return new Proxy(factories, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args);
        } finally {
          changed();
        }
      };
    },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type CastName = keyof typeof CAST_ROLES;
const CAST_ROLES = { superadmin: 'SUPERADMIN', admin: 'ADMIN', agent: 'AGENT', dealer: 'DEALER', customer: 'USER' } as const;

/**
 * The preamble of a test file: the app is built in beforeAll and closed in afterAll, and one
 * plain user per named role of the cast is seeded (in the order given). The returned objects are
 * filled in by beforeAll, so read them inside hooks and tests only.
 */
export function useTestApp<Name extends CastName = never>(options: { cast?: Name[]; config?: Partial<Config> } = {}) {
  const t = {} as TestApp;
  const cast = Object.fromEntries((options.cast ?? []).map((name) => [name, {}])) as Record<Name, SeededUser>;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options.config));
    for (const name of options.cast ?? []) Object.assign(cast[name], await t.seed.user({ role: CAST_ROLES[name] }));
  });
  // close is missing when beforeAll failed; that failure is the one to report
  afterAll(() => t.close?.());
  return { t, ...cast };
}

/** The spec's answer to bad input: 400 with these messages under their fields (`expect.objectContaining` for some of them). */
export function expectFieldErrors(res: supertest.Response, errors: Record<string, string>) {
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual(errors);
}
