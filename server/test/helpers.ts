import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import supertest from 'supertest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { signToken, type Viewer } from '../src/lib/auth';
import { createFactories } from './factories';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export { DEMO_PASSWORD } from '../src/db/seed/accounts';

/** A fresh database for one test file: in-memory PGlite, or a new database on DATABASE_URL's server. */
async function freshDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({}), drop: async () => {} };
  const name = `evb_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** supertest on the app's HTTP server */
  api: ReturnType<typeof supertest>;
  /** bearer token for a seeded user (or any viewer) */
  tokenFor(user: Pick<Viewer, 'id' | 'role' | 'email'> & { name?: string | null }): string;
  /** POST /graphql, optionally as a user; resolves to the HTTP response */
  gql(query: string, variables?: Record<string, unknown>, as?: Pick<Viewer, 'id' | 'role' | 'email'>): Promise<supertest.Response>;
  seed: ReturnType<typeof createFactories>;
  close(): Promise<void>;
}

/** Builds the real app for a test file. Call `close()` in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-test-'));
  const { database, drop } = await freshDatabase();
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' }, { jwtSecret: TEST_JWT_SECRET, ...overrides });
  const app = await buildApp(config, database);
  await app.ready();
  const api = supertest(app.server);
  const tokenFor: TestApp['tokenFor'] = (user) => signToken({ name: null, ...user }, config.jwtSecret, '1h');
  return {
    app,
    db: database.db,
    config,
    api,
    tokenFor,
    gql: (query, variables, as) => {
      const req = api.post('/graphql').send({ query, variables });
      return as ? req.set('authorization', `Bearer ${tokenFor(as)}`) : req;
    },
    seed: createFactories(database.db),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
