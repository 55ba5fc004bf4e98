import { buildSchema, parse, validate } from 'graphql';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SCHEMA_PATH } from '../src/graphql/plugin';

const guidesDir = path.resolve(__dirname, '../../docs/api');
const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));

interface Example {
  page: string;
  info: string;
  code: string;
}

/** Every fenced block of the hand-written pages, with its info string (```graphql awaits=createApiKey). */
function examples(): Example[] {
  return fs
    .readdirSync(guidesDir)
    .filter((file) => file.endsWith('.md'))
    .flatMap((page) =>
      [...fs.readFileSync(path.join(guidesDir, page), 'utf8').matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map(([, info, code]) => ({
        page,
        info: info.trim(),
        code,
      })),
    );
}

const graphqlExamples = examples().filter((e) => e.info.split(/\s+/)[0] === 'graphql');

/**
 * `awaits=a,b`: root fields another part of issue 23 adds (API keys, webhooks). Such an example
 * is checked once every field it awaits is in the schema; until then it is set aside. After the
 * merge the marker must go (the last test fails while a marker names fields that exist).
 */
const awaitedFields = (info: string) => /\bawaits=([\w,]+)/.exec(info)?.[1].split(',') ?? [];
const rootFields = new Set([...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())]);
const ready = (e: Example) => awaitedFields(e.info).every((field) => rootFields.has(field));

describe('the GraphQL examples of docs/api', () => {
  it('has examples on every page that teaches a task', () => {
    const pages = new Set(graphqlExamples.map((e) => e.page));
    for (const page of ['index.md', 'task-list-scooters.md', 'task-sync-test-rides.md', 'task-on-road-prices.md']) expect(pages).toContain(page);
  });

  it.each(graphqlExamples.filter(ready).map((e) => [e.page, e.code.split('\n')[0], e] as const))(
    '%s: %s is valid against schema.graphql',
    (_page, _first, example) => {
      const errors = validate(schema, parse(example.code)).map((e) => e.message);
      expect(errors).toEqual([]);
    },
  );

  it('marks as awaiting only fields the schema does not have yet (remove a marker once its fields exist)', () => {
    const stale = graphqlExamples.filter((e) => awaitedFields(e.info).length > 0 && ready(e)).map((e) => `${e.page}: ${e.info}`);
    expect(stale).toEqual([]);
  });
});

describe('the webhook verification example of docs/api/webhooks.md', () => {
  const source = examples().find((e) => e.info.includes('file=verify-webhook.mjs'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-verify-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  type Verify = (secret: string, headers: Record<string, string>, body: string, now?: number) => unknown;
  let verifyWebhook: Verify;
  beforeAll(async () => {
    const file = path.join(dir, 'verify-webhook.mjs');
    fs.writeFileSync(file, source!.code);
    // the page's own code, run as a partner would run it (an ES module on Node)
    const load = new Function('url', 'return import(url)') as (url: string) => Promise<{ verifyWebhook: Verify }>;
    ({ verifyWebhook } = await load(pathToFileURL(file).href));
  });

  // signed the Standard Webhooks way: base64 HMAC-SHA256 of "id.timestamp.body", keyed with the secret's base64 part
  const key = Buffer.from('0123456789abcdef0123456789abcdef');
  const secret = `whsec_${key.toString('base64')}`;
  const sign = (k: Buffer, id: string, timestamp: string, body: string) => createHmac('sha256', k).update(`${id}.${timestamp}.${body}`).digest('base64');
  const body = JSON.stringify({ type: 'test_ride.booked', timestamp: '2026-11-24T05:40:00.000Z', data: { id: 'r1' } });
  const now = Date.parse('2026-11-24T05:40:02.000Z');
  const timestamp = String(Math.floor(Date.parse('2026-11-24T05:40:00.000Z') / 1000));
  const headers = (signature: string, at = timestamp) => ({ 'webhook-id': 'msg_1', 'webhook-timestamp': at, 'webhook-signature': signature });

  it('accepts a delivery signed with the secret and answers its event', () => {
    expect(verifyWebhook(secret, headers(`v1,${sign(key, 'msg_1', timestamp, body)}`), body, now)).toEqual(JSON.parse(body));
  });

  it('accepts either of the two signatures sent while a secret is rotated', () => {
    const old = Buffer.from('an older secret of 32 bytes.....');
    const both = `v1,${sign(old, 'msg_1', timestamp, body)} v1,${sign(key, 'msg_1', timestamp, body)}`;
    expect(verifyWebhook(secret, headers(both), body, now)).toEqual(JSON.parse(body));
  });

  it('refuses a changed body, another secret, a stale timestamp and missing headers', () => {
    const signature = `v1,${sign(key, 'msg_1', timestamp, body)}`;
    expect(() => verifyWebhook(secret, headers(signature), body.replace('r1', 'r2'), now)).toThrow(/signature/);
    expect(() => verifyWebhook(`whsec_${Buffer.from('another key').toString('base64')}`, headers(signature), body, now)).toThrow(/signature/);
    expect(() => verifyWebhook(secret, headers(signature), body, now + 10 * 60_000)).toThrow(/tolerance/);
    expect(() => verifyWebhook(secret, { 'webhook-id': 'msg_1' }, body, now)).toThrow(/headers/);
  });
});
