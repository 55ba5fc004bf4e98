import { MESSAGES } from '@evbazaar/common';
import { eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { type TestApp, useTestApp } from '../../../test/helpers';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { checkTarget, classifyAddress, type Resolver } from '../../lib/outbound-address';

// Tried as an attacker (issue 23, performance and safety): each way of reaching an address the server
// must not reach is refused, at create/update and again when a delivery goes out.

const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id url } }`;
const SEND_TEST = `mutation($id: ID!) { sendTestWebhook(id: $id) { id } }`;
// a failed try waits a minute: each drain below makes exactly one try of each delivery
const QUIET = { pollMs: 3_600_000, retryBaseMs: 60_000, leaseMs: 60_000 };

/** A resolver the test steers: host name -> addresses (none: the name does not resolve). */
function steeredResolver() {
  const answers = new Map<string, string[]>();
  const resolve: Resolver = async (host) => (answers.get(host) ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  return { resolve, answers };
}

const refusal = (res: { body: { errors?: { extensions?: { code?: string; fields?: Record<string, string> } }[] } }) => res.body.errors?.[0]?.extensions;

const attemptsOf = async (t: TestApp, endpointId: string) => {
  const [delivery] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  const page = await t.app.services.webhooks.deliveries({ id: (await ownerOf(t, endpointId))!, role: 'ADMIN' } as never, endpointId, {});
  return { delivery, attempts: page.items[0]?.attemptLog ?? [] };
};
const ownerOf = async (t: TestApp, endpointId: string) =>
  (await t.db.select({ ownerId: webhookEndpoints.ownerId }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)))[0]?.ownerId;

describe('webhook URLs without private networks (the default)', () => {
  const dns = steeredResolver();
  const { t, admin } = useTestApp({ cast: ['admin'], config: { webhooks: { ...QUIET, allowPrivateNetworks: false, resolve: dns.resolve } } });

  it.each([
    ['http://127.0.0.1:5432', MESSAGES.webhooks.privateAddress],
    ['http://localhost.steered.test/hooks', MESSAGES.webhooks.privateAddress],
    ['http://internal.steered.test/hooks', MESSAGES.webhooks.privateAddress],
    ['http://[::1]:3000/hooks', MESSAGES.webhooks.privateAddress],
    ['http://[::ffff:10.0.0.1]/hooks', MESSAGES.webhooks.privateAddress],
    ['http://0.0.0.0:3000/hooks', MESSAGES.webhooks.privateAddress],
    ['http://192.168.1.10/hooks', MESSAGES.webhooks.privateAddress],
    ['http://mixed.steered.test/hooks', MESSAGES.webhooks.privateAddress],
    ['http://169.254.169.254/latest/meta-data/', MESSAGES.webhooks.linkLocal],
    ['http://nowhere.steered.test/hooks', MESSAGES.webhooks.unresolvable],
    ['file:///etc/passwd', MESSAGES.webhooks.urlInvalid],
  ])('refuses %s', async (url, message) => {
    dns.answers.set('localhost.steered.test', ['127.0.0.1']);
    dns.answers.set('internal.steered.test', ['10.0.0.1']);
    // one public and one private answer: refused, so a second lookup cannot pick the private one
    dns.answers.set('mixed.steered.test', ['93.184.216.34', '10.0.0.1']);
    const res = await t.gql.as(admin)(CREATE, { input: { url, events: ['PRODUCT_CREATED'] } });
    expect(refusal(res)).toEqual({ code: 'BAD_USER_INPUT', fields: { url: message } });
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('refuses a private address on update too', async () => {
    dns.answers.set('partner.steered.test', ['93.184.216.34']);
    const created = await t.gql.as(admin)(CREATE, { input: { url: 'https://partner.steered.test/hooks', events: ['PRODUCT_CREATED'] } });
    const id = created.body.data.createWebhookEndpoint.endpoint.id;
    const res = await t.gql.as(admin)(UPDATE, { id, input: { url: 'http://10.0.0.1/hooks' } });
    expect(refusal(res)).toEqual({ code: 'BAD_USER_INPUT', fields: { url: MESSAGES.webhooks.privateAddress } });
    await t.db.delete(webhookEndpoints);
  });

  it('checks the resolved address again at delivery: a name that now resolves to 10.0.0.1 is not contacted', async () => {
    dns.answers.set('rebinding.steered.test', ['93.184.216.34']);
    const created = await t.gql.as(admin)(CREATE, { input: { url: 'https://rebinding.steered.test/hooks', events: ['PRODUCT_CREATED'] } });
    const id = created.body.data.createWebhookEndpoint.endpoint.id;
    dns.answers.set('rebinding.steered.test', ['10.0.0.1']);
    await t.gql.as(admin)(SEND_TEST, { id });
    await t.app.services.webhooks.worker.drain();
    const { delivery, attempts } = await attemptsOf(t, id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(attempts).toEqual([expect.objectContaining({ httpStatus: null, error: MESSAGES.webhooks.privateAddress, durationMs: 0 })]);
    await t.db.delete(webhookEndpoints);
  });
});

describe('webhook URLs with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true', () => {
  const dns = steeredResolver();
  const { t, admin } = useTestApp({ cast: ['admin'], config: { webhooks: { ...QUIET, allowPrivateNetworks: true, resolve: dns.resolve } } });
  afterEach(() => t.db.delete(webhookEndpoints));

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/hooks', 'http://metadata.steered.test/computeMetadata/v1/'])(
    'still refuses the link-local and metadata address %s',
    async (url) => {
      dns.answers.set('metadata.steered.test', ['169.254.169.254']);
      const res = await t.gql.as(admin)(CREATE, { input: { url, events: ['PRODUCT_CREATED'] } });
      expect(refusal(res)).toEqual({ code: 'BAD_USER_INPUT', fields: { url: MESSAGES.webhooks.linkLocal } });
    },
  );

  it('connects to the address it checked, not to a second DNS answer', async () => {
    const receiver = await startWebhookReceiver();
    // the name exists only in the steered resolver: the request can reach the receiver only through the checked address
    dns.answers.set('pinned.steered.test', ['127.0.0.1']);
    const created = await t.gql.as(admin)(CREATE, { input: { url: `http://pinned.steered.test:${receiver.port}/hooks`, events: ['PRODUCT_CREATED'] } });
    const id = created.body.data.createWebhookEndpoint.endpoint.id;
    await t.gql.as(admin)(SEND_TEST, { id });
    expect(await t.app.services.webhooks.worker.drain()).toBe(1);
    expect(receiver.received[0]!.headers.host).toBe(`pinned.steered.test:${receiver.port}`);
    // the name moves to the metadata address: the next delivery is refused before any connection
    dns.answers.set('pinned.steered.test', ['169.254.169.254']);
    await t.gql.as(admin)(SEND_TEST, { id });
    await t.app.services.webhooks.worker.drain();
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });

  it('gives a receiver that takes 30 s five seconds, and sends the rest meanwhile', async () => {
    const slow = await startWebhookReceiver((_req, res) => setTimeout(() => res.end('late'), 30_000).unref());
    const quick = await startWebhookReceiver(200);
    const slowHook = await t.gql.as(admin)(CREATE, { input: { url: slow.url, events: ['PRODUCT_CREATED'] } });
    const quickHook = await t.gql.as(admin)(CREATE, { input: { url: quick.url, events: ['PRODUCT_CREATED'] } });
    const slowId = slowHook.body.data.createWebhookEndpoint.endpoint.id;
    await t.gql.as(admin)(SEND_TEST, { id: slowId });
    await t.gql.as(admin)(SEND_TEST, { id: quickHook.body.data.createWebhookEndpoint.endpoint.id });
    const started = Date.now();
    await t.app.services.webhooks.worker.drain();
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(quick.received).toHaveLength(1);
    const { delivery, attempts } = await attemptsOf(t, slowId);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(attempts[0]).toMatchObject({ httpStatus: null, error: 'no answer within 5 s' });
    expect(attempts[0]!.durationMs).toBeGreaterThanOrEqual(4_900);
    expect(attempts[0]!.durationMs).toBeLessThan(6_500);
    await Promise.all([slow.close(), quick.close()]);
  }, 20_000);

  it('reads at most 1 KB of a receiver answering 1 GB, and moves on', async () => {
    let written = 0;
    const huge = await startWebhookReceiver((_req, res) => {
      const GB = 1024 ** 3;
      const chunk = Buffer.alloc(64 * 1024, 'a');
      res.writeHead(200, { 'content-length': String(GB) });
      const pump = () => {
        while (written < GB && !res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      pump();
    });
    const hook = await t.gql.as(admin)(CREATE, { input: { url: huge.url, events: ['PRODUCT_CREATED'] } });
    const id = hook.body.data.createWebhookEndpoint.endpoint.id;
    await t.gql.as(admin)(SEND_TEST, { id });
    await t.gql.as(admin)(SEND_TEST, { id });
    const started = Date.now();
    expect(await t.app.services.webhooks.worker.drain()).toBe(2);
    expect(Date.now() - started).toBeLessThan(3_000);
    const { attempts } = await attemptsOf(t, id);
    expect(attempts[0]).toMatchObject({ httpStatus: 200, error: null });
    expect(attempts[0]!.responseExcerpt).toBe('a'.repeat(1024));
    // the sender stopped reading: far less than the gigabyte ever left the receiver
    expect(written).toBeLessThan(64 * 1024 ** 2);
    await huge.close();
  }, 20_000);
});

describe('the address rules', () => {
  const open: Resolver = async () => [{ address: '93.184.216.34', family: 4 }];

  it('allows only https in production', async () => {
    await expect(checkTarget('http://partner.example/hooks', { allowPrivateNetworks: false, httpsOnly: true, resolve: open })).rejects.toMatchObject({
      fields: { url: MESSAGES.webhooks.httpsOnly },
    });
    await expect(checkTarget('https://partner.example/hooks', { allowPrivateNetworks: false, httpsOnly: true, resolve: open })).resolves.toMatchObject({
      address: '93.184.216.34',
    });
  });

  it.each([
    ['8.8.8.8', 'public'],
    ['2606:4700::1111', 'public'],
    ['127.0.0.1', 'private'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['100.64.0.1', 'private'],
    ['::1', 'private'],
    ['fd12::1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['169.254.169.254', 'forbidden'],
    ['::ffff:169.254.169.254', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['fd00:ec2::254', 'forbidden'],
    ['224.0.0.1', 'forbidden'],
  ])('classifies %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});
