import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_LIMITS } from '../limits/settings';
import { callerFor } from '../../modules/audit/audit.service';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helpers';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** Every series the operations issue names, present from start-up. */
const SERIES = [
  'http_request_duration_seconds',
  'graphql_operation_duration_seconds',
  'graphql_errors_total',
  'evb_outbox_pending',
  'evb_outbox_oldest_pending_seconds',
  'evb_outbox_failed_total',
  'evb_cache_requests_total',
  'evb_cache_bytes',
  'evb_cache_evictions_total',
  'evb_rate_limit_rejections_total',
  'evb_db_pool_connections',
  'evb_db_query_duration_seconds',
  'evb_test_rides_booked_total',
  'evb_test_rides_status_changes_total',
  'evb_users_registered_total',
  'evb_reviews_submitted_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
];

/** The value of one series in the exposition text (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The label values a metric's series carry for one label. */
function labelValues(text: string, metric: string, label: string): Set<string> {
  const values = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metric}{`) && !line.startsWith(`${metric}_bucket{`) && !line.startsWith(`${metric}_count{`)) continue;
    const match = new RegExp(`${label}="([^"]*)"`).exec(line);
    if (match) values.add(match[1]);
  }
  return values;
}

describe('Prometheus metrics on the main port (METRICS_TOKEN)', () => {
  const { t } = useTestApp({
    config: {
      metrics: { token: TOKEN, host: '127.0.0.1' },
      limits: { ...DEFAULT_LIMITS, registerPerIpHour: 1 },
      trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      // the outbox worker waits an hour between rounds: the mails of these tests stay waiting
      outbox: { pollMs: 3_600_000, retryBaseMs: 30_000, maxAttempts: 10, leaseMs: 120_000 },
      webhooks: { pollMs: 3_600_000, retryBaseMs: 30_000, leaseMs: 60_000, allowPrivateNetworks: false },
    },
  });
  const scrape = async () => {
    const res = await t.api.get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it('shows every named series from start-up, and nothing to a caller without the token', async () => {
    const text = await scrape();
    for (const series of SERIES) expect({ series, present: text.includes(`# TYPE ${series} `) }).toEqual({ series, present: true });
    expect(valueOf(text, 'evb_test_rides_booked_total')).toBe(0);
    expect(valueOf(text, 'evb_rate_limit_rejections_total{rule="register"}')).toBe(0);
    expect(valueOf(text, 'evb_outbox_pending{kind="mail"}')).toBe(0);
    expect(valueOf(text, 'evb_outbox_pending{kind="webhook"}')).toBe(0);
    expect(valueOf(text, 'evb_outbox_oldest_pending_seconds{kind="webhook"}')).toBe(0);

    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const request = t.api.get('/metrics');
      const res = await (authorization ? request.set('authorization', authorization) : request);
      expect({ authorization, status: res.status, leaks: res.text.includes('http_request') }).toEqual({ authorization, status: 401, leaks: false });
    }
  });

  it('labels requests by route template; 10,000 unknown addresses and 1,000 random operation names add no series; a scrape stays under 50 ms', async () => {
    const product = await t.seed.product();
    await t.api.get(`/api/product/${product.id}`).expect(200);
    await t.gql('{ brands { id } }');
    // the app's own series: Node's default ones come and go with the process (a first major GC adds its kind's buckets)
    const seriesCount = (text: string) => text.split('\n').filter((l) => /^(http_|graphql_|evb_)/.test(l)).length;
    const before = seriesCount(await scrape());
    for (let i = 0; i < 10_000; i++) expect((await t.app.inject({ method: 'GET', url: `/api/no-such-thing-${i}?q=${i}` })).statusCode).toBe(404);
    for (let i = 0; i < 1_000; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: `query Random${i}x${Math.random().toString(36).slice(2)} { brands { id } }` },
      });
      expect(res.statusCode).toBe(200);
    }
    // the quickest of five scrapes a little apart: the test runner shares the machine's two cores with
    // other suites, whose bursts land in a single scrape's wall time
    let text = '';
    let scrapeMs = Infinity;
    for (let i = 0; i < 5; i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 200));
      const started = performance.now();
      text = await scrape();
      scrapeMs = Math.min(scrapeMs, performance.now() - started);
    }
    const routes = labelValues(text, 'http_request_duration_seconds', 'route');
    expect(routes).toContain('/api/product/:id');
    expect(routes).toContain('unmatched');
    expect([...routes].filter((r) => r.includes('no-such-thing'))).toEqual([]);
    expect([...labelValues(text, 'graphql_operation_duration_seconds', 'operation_name')].filter((n) => n.startsWith('Random'))).toEqual([]);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBeGreaterThanOrEqual(10_000);
    expect(valueOf(text, 'graphql_operation_duration_seconds_count{operation_type="query",operation_name="other"}')).toBeGreaterThanOrEqual(1_000);
    // the unknown addresses and names went into series that existed already (the POST /graphql and 404 ones, `other`)
    expect(seriesCount(text) - before).toBeLessThanOrEqual(0);
    expect(scrapeMs).toBeLessThan(50);
    // 11,000 requests: a minute and more on a test machine busy with other suites
  }, 180_000);

  it("names the web client's GraphQL operations, any other name other, and counts errors by code", async () => {
    // one of the web client's own names (client/src/features/faqs/faqs.graphql), with two operations in the document
    await t.api.post('/graphql').send({ query: 'query Faqs { faqs { id } } query Other { brands { id } }', operationName: 'Faqs' }).expect(200);
    await t.api.post('/graphql').send({ query: 'query Other { brands { id } }', operationName: 'Other' }).expect(200);
    await t.gql('{ product(id: "nope") { id } }');
    const text = await scrape();
    expect(labelValues(text, 'graphql_operation_duration_seconds', 'operation_name')).toEqual(new Set(['other', 'Faqs']));
    expect(valueOf(text, 'graphql_operation_duration_seconds_count{operation_type="query",operation_name="Faqs"}')).toBe(1);
    expect(valueOf(text, 'graphql_errors_total{code="NOT_FOUND"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts the catalogue cache, a refusal by its rule, registrations, bookings and status changes, and the waiting mails', async () => {
    const before = await scrape();
    await t.api.get('/api/brand').expect(200);
    await t.api.get('/api/brand').expect(200);

    const account = (n: number) => ({
      name: 'Asha',
      username: `asha_metrics_${n}`,
      contact: '9876543210',
      email: `asha.metrics.${n}@example.com`,
      password: 'Secret@123',
      role: 'User',
    });
    await t.api.post('/api/auth/register').set('x-forwarded-for', '203.0.113.9').send(account(1)).expect(201);
    await t.api.post('/api/auth/register').set('x-forwarded-for', '203.0.113.9').send(account(2)).expect(429);

    const dealer = await t.seed.dealer();
    const product = await t.seed.product();
    await t.seed.availability(dealer.shop.id, product.id, true);
    const customer = await t.seed.user({ role: 'USER' });
    // a public address written as such: nothing is resolved, and the worker does not run here
    await t.app.services.webhooks.create(callerFor(dealer.user), {
      url: 'https://93.184.216.34/hooks',
      events: ['TEST_RIDE_BOOKED', 'TEST_RIDE_STATUS_CHANGED'],
    });
    const booked = await t.api
      .as(customer)
      .post('/api/test-drive')
      .send({ productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id })
      .expect(201);
    await t.api.as(dealer.user).put(`/api/test-drive/${booked.body.data._id}/status`).send({ status: 'confirmed' }).expect(200);

    const after = await scrape();
    const grew = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(grew('evb_cache_requests_total{cache="answers",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(grew('evb_cache_requests_total{cache="answers",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'evb_cache_bytes')).toBeGreaterThan(0);
    expect(grew('evb_rate_limit_rejections_total{rule="register"}')).toBe(1);
    expect(grew('evb_users_registered_total{role="USER"}')).toBe(1);
    expect(grew('evb_test_rides_booked_total')).toBe(1);
    expect(grew('evb_test_rides_status_changes_total{status="confirmed"}')).toBe(1);
    // the booking and the confirmation each mailed the customer and the dealer; the worker has not run since
    expect(grew('evb_outbox_pending{kind="mail"}')).toBe(4);
    expect(valueOf(after, 'evb_outbox_oldest_pending_seconds{kind="mail"}')).toBeGreaterThan(0);
    // and told the dealer's webhook endpoint twice
    expect(grew('evb_outbox_pending{kind="webhook"}')).toBe(2);
    expect(valueOf(after, 'evb_outbox_oldest_pending_seconds{kind="webhook"}')).toBeGreaterThan(0);
    expect(valueOf(after, 'evb_db_query_duration_seconds_count{operation="testDrives.book"}')).toBe(1);
  });
});

describe('Prometheus metrics off, and on a port of their own', () => {
  let off: TestApp;
  let own: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
    own = await createTestApp({ metrics: { port: 0, host: '127.0.0.1' } });
  });
  afterAll(async () => {
    await off?.close();
    await own?.close();
  });

  const get = (port: number, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });

  it('has no /metrics route without a token or a port', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await off.api.get('/metrics').set(headers);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('http_request');
    }
  });

  it('serves /metrics on METRICS_PORT without a token, nothing else there, and not on the main port', async () => {
    const { port } = own.app.metricsAddress!() as AddressInfo;
    const res = await get(port, '/metrics');
    expect(res.status).toBe(200);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await get(port, '/')).status).toBe(404);
    expect((await own.api.get('/metrics')).status).toBe(404);
  });
});
