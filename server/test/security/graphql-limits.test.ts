import { MESSAGES } from '@evbazaar/common';
import { count } from 'drizzle-orm';
import { parse, separateOperations } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { enquiries } from '../../src/db/schema';
import { ExecutionTimeout, withDeadline } from '../../src/graphql/deadline';
import { measureExpansion } from '../../src/graphql/expansion';
import { GRAPHQL_LIMITS, measureDocument, type RequestShape } from '../../src/graphql/limits';
import { createTestApp, type TestApp } from '../helpers';

const enquiry = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Hello' };
const sendEnquiry = (alias: string) => `${alias}: sendEnquiry(kind: CONTACT, input: $input) { id }`;
const enquiryRows = async (t: TestApp) => (await t.db.select({ n: count() }).from(enquiries))[0].n;

/** Every .graphql document the client ships, as one source (fragments live in other files). */
function clientDocuments(): string {
  const root = path.resolve(__dirname, '../../../client/src');
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'gql') visit(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  visit(root);
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

describe('GraphQL cost, alias and batch limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses 10,000 aliases of blogs fast with a 400 and a clear message', async () => {
    const query = `{ ${Array.from({ length: 10_000 }, (_, i) => `b${i}: blogs { id title }`).join(' ')} }`;
    const started = Date.now();
    const res = await t.api.post('/graphql').send({ query });
    const tookMs = Date.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // 10,000 aliases are 70,000 tokens: the document is refused before it is even measured
    expect(res.body.errors[0].message).toBe(MESSAGES.graphql.tooManyTokens(GRAPHQL_LIMITS.maxTokens));
    expect(tookMs).toBeLessThan(1000);
    expect(JSON.stringify(res.body).length).toBeLessThan(500);
  });

  it('refuses aliases past the cap inside the token budget', async () => {
    const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `b${i}: blogs { id }`).join(' ')} }`;
    const res = await t.api.post('/graphql').send({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(MESSAGES.graphql.tooManyAliases(GRAPHQL_LIMITS.maxAliases));
  });

  it('refuses 1,000 aliased enquiry mutations and writes nothing', async () => {
    const before = await enquiryRows(t);
    const query = `mutation ($input: EnquiryInput!) { ${Array.from({ length: 1000 }, (_, i) => sendEnquiry(`e${i}`)).join(' ')} }`;
    const res = await t.api.post('/graphql').send({ query, variables: { input: enquiry } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toMatch(/GRAPHQL_(VALIDATION|PARSE)_FAILED/);
    expect(await enquiryRows(t)).toBe(before);
  });

  it('caps mutations per request, counted over the whole batch, and writes nothing past the cap', async () => {
    const before = await enquiryRows(t);
    const six = `mutation ($input: EnquiryInput!) { ${Array.from({ length: 6 }, (_, i) => sendEnquiry(`e${i}`)).join(' ')} }`;
    const single = await t.api.post('/graphql').send({ query: six, variables: { input: enquiry } });
    expect(single.status).toBe(400);
    expect(single.body.errors[0].message).toBe(MESSAGES.graphql.tooManyMutations(GRAPHQL_LIMITS.maxMutationFields));

    const one = { query: 'mutation ($input: EnquiryInput!) { sendEnquiry(kind: CAREER, input: $input) { id } }', variables: { input: enquiry } };
    const batch = await t.api.post('/graphql').send(Array.from({ length: 6 }, () => one));
    expect(batch.status).toBe(400);
    expect(batch.body.errors[0].message).toBe(MESSAGES.graphql.tooManyMutations(GRAPHQL_LIMITS.maxMutationFields));
    expect(await enquiryRows(t)).toBe(before);
  });

  it('refuses a batch of more than 10 operations, and aliases spread over a batch add up', async () => {
    const tooMany = await t.api.post('/graphql').send(Array.from({ length: GRAPHQL_LIMITS.maxBatchSize + 1 }, () => ({ query: '{ blogs { id } }' })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].message).toBe(MESSAGES.graphql.tooManyOperations(GRAPHQL_LIMITS.maxBatchSize));

    const spread = Array.from({ length: 4 }, () => ({ query: `{ ${Array.from({ length: 10 }, (_, i) => `b${i}: blogs { id }`).join(' ')} }` }));
    const res = await t.api.post('/graphql').send(spread);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(MESSAGES.graphql.tooManyAliases(GRAPHQL_LIMITS.maxAliases));

    const allowed = await t.api.post('/graphql').send([{ query: '{ blogs { id } }' }, { query: '{ locations { id } }' }]);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toHaveLength(2);
  });

  it('counts list fields by their limit argument and refuses a request that costs too much', async () => {
    const query = '{ products(filter: { limit: 1000 }) { items { variants { colors { id } } } } }';
    const res = await t.api.post('/graphql').send({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/asks for too much at once \(cost \d+, at most 50000\)/);
    // past what the caller's bucket can ever hold (test apps' buckets hold the most allowed: 50,000)
    expect(res.body.errors[0].extensions.code).toBe('MAX_COST_EXCEEDED');

    const small = await t.api.post('/graphql').send({ query: '{ products(filter: { limit: 5 }) { items { variants { colors { id } } } } }' });
    expect(small.status).toBe(200);
  });

  it('takes the limit from variables too', async () => {
    const query = 'query ($n: Int) { products(filter: { limit: $n }) { items { variants { colors { id } } } } }';
    expect((await t.api.post('/graphql').send({ query, variables: { n: 1000 } })).status).toBe(400);
    expect((await t.api.post('/graphql').send({ query, variables: { n: 3 } })).status).toBe(200);
  });

  it('lets every operation the client ships through, at its largest page size', () => {
    const document = parse(clientDocuments());
    const names = document.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []));
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const shape: RequestShape = { operations: 0, aliases: 0, mutationFields: 0, cost: 0, depth: 0, tooManyTokens: false };
      measureDocument(t.app.graphql.schema, document, { limit: 100, filter: { limit: 1000 } }, name, shape);
      expect({ name, ok: shape.cost <= GRAPHQL_LIMITS.maxCost && shape.aliases === 0 && shape.mutationFields <= 1 }).toEqual({ name, ok: true });
    }
  });

  it('lets every operation the client ships through the expansion bound, with ten times room', () => {
    // each operation as the client sends it: with the fragments it spreads
    const operations = Object.entries(separateOperations(parse(clientDocuments())));
    expect(operations.length).toBeGreaterThan(20);
    for (const [name, document] of operations) {
      const { fields, repeats } = measureExpansion(document, GRAPHQL_LIMITS.maxExpandedFields);
      expect({ name, ok: fields * 10 <= GRAPHQL_LIMITS.maxExpandedFields && repeats <= 2 }).toEqual({ name, ok: true });
    }
  });

  it('stops starting resolvers once an execution is past its deadline', () => {
    const resolvers = withDeadline({ Query: { blogs: () => ['a'] } }) as unknown as { Query: { blogs: (...a: unknown[]) => unknown } };
    expect(resolvers.Query.blogs(null, {}, { deadline: Date.now() + 1000 }, null)).toEqual(['a']);
    expect(() => resolvers.Query.blogs(null, {}, { deadline: Date.now() - 1 }, null)).toThrow(ExecutionTimeout);
  });
});

describe('GraphQL schema visibility in production', () => {
  let prod: TestApp;
  let integrators: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: 'production' });
    integrators = await createTestApp({ env: 'production', graphqlIntrospection: true });
  });
  afterAll(async () => {
    await prod.close();
    await integrators.close();
  });

  it('refuses introspection unless GRAPHQL_INTROSPECTION turns it on', async () => {
    const query = '{ __schema { queryType { name } } }';
    const refused = await prod.api.post('/graphql').send({ query });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/introspection/i);
    const allowed = await integrators.api.post('/graphql').send({ query });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.__schema.queryType.name).toBe('Query');
  });

  it('gives no field suggestions', async () => {
    const res = await prod.api.post('/graphql').send({ query: '{ blog { id } }' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/Did you mean/);
  });
});
