import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { introspectionAllowed } from '../src/graphql/introspection';
import { createFactories } from './factories';
import { callerFor } from '../src/modules/audit/audit.service';
import { freshDatabase, TEST_JWT_SECRET } from './helpers';

const key = { id: 'key-1', scopes: ['CATALOG_READ'] as const };

describe('who may introspect the schema', () => {
  it('allows everyone outside production, and in production a key caller or everyone when GRAPHQL_INTROSPECTION is on', () => {
    expect(introspectionAllowed({ env: 'development', graphqlIntrospection: false }, null)).toBe(true);
    expect(introspectionAllowed({ env: 'test', graphqlIntrospection: false }, null)).toBe(true);
    expect(introspectionAllowed({ env: 'production', graphqlIntrospection: false }, null)).toBe(false);
    expect(introspectionAllowed({ env: 'production', graphqlIntrospection: false }, key)).toBe(true);
    expect(introspectionAllowed({ env: 'production', graphqlIntrospection: true }, null)).toBe(true);
  });
});

/** Through /graphql in production, with a real API key of a dealer (CATALOG_READ). */
describe('introspection in production, through /graphql', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let secret = '';
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-introspection-'));
    const { database, drop } = await freshDatabase();
    await database.migrate();
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        // production's load shedding answers 503 when the event loop lags a second: on a test machine
        // busy with other suites that is the machine, not this behaviour (load-shedding has its own test)
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
        LOAD_SHED_HEAP_USED: '0',
      },
      { jwtSecret: TEST_JWT_SECRET },
    );
    app = await buildApp(config, database);
    await app.ready();
    const dealer = await createFactories(database.db).user({ role: 'DEALER' });
    ({ secret } = await app.services.apiKeys.create(callerFor(dealer), { name: 'Schema reader', scopes: ['CATALOG_READ'] }));
    close = async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  const schemaQuery = '{ __schema { queryType { name } } }';
  const typeQuery = 'query T { __type(name: "Product") { fields { name } } }';

  it('answers a key caller the schema, and refuses the same document to a guest every time after', async () => {
    const asKey = await supertest(app.server).post('/graphql').set('authorization', `Bearer ${secret}`).send({ query: schemaQuery });
    expect(asKey.status).toBe(200);
    expect(asKey.body.data.__schema.queryType.name).toBe('Query');
    // mercurius keeps documents it validated: a guest sending the same text must still be refused
    for (let i = 0; i < 2; i++) {
      const asGuest = await supertest(app.server).post('/graphql').send({ query: schemaQuery });
      expect(asGuest.status).toBe(400);
      expect(asGuest.body.data).toBeNull();
      expect(asGuest.body.errors[0].message).toMatch(/introspection/i);
      expect(asGuest.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('refuses __type to a guest and answers it to a key caller', async () => {
    expect((await supertest(app.server).post('/graphql').send({ query: typeQuery })).status).toBe(400);
    const asKey = await supertest(app.server).post('/graphql').set('authorization', `Bearer ${secret}`).send({ query: typeQuery });
    expect(asKey.status).toBe(200);
    expect(asKey.body.data.__type.fields.map((f: { name: string }) => f.name)).toContain('effectiveRange');
  });

  it('still answers ordinary queries to guests, with __typename', async () => {
    const res = await supertest(app.server).post('/graphql').send({ query: '{ faqs { __typename id } }' });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });
});
