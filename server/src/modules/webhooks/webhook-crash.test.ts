import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { webhookDeliveries } from '../../db/schema';
import { useTestApp, type TestApp } from '../../../test/helpers';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { callerFor } from '../audit/audit.service';
import * as q from './webhooks.queries';

// Issue 23, performance and safety: a worker killed mid-delivery loses none. Its claims run out after
// the lease and another worker sends the same deliveries, with the same webhook-id.

const LEASE_MS = 1_500;
const COUNT = 30;
// the app's own worker stays out of the way: the workers of these tests are the only senders
const QUIET = { pollMs: 3_600_000, retryBaseMs: 60_000, leaseMs: LEASE_MS, allowPrivateNetworks: true };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An admin's endpoint at the receiver with `COUNT` deliveries due. */
async function pendingDeliveries(t: TestApp, url: string) {
  const owner = await t.seed.user({ role: 'ADMIN' });
  const { endpoint } = await t.app.services.webhooks.create(callerFor(owner), { url, events: ['PRODUCT_CREATED'] });
  const rows = await q.insertDeliveries(
    t.db,
    Array.from({ length: COUNT }, (_, i) => ({
      endpointId: endpoint.id,
      eventType: 'product.created',
      webhookId: `msg_crash_${i}_${randomBytes(4).toString('hex')}`,
      payload: JSON.stringify({ type: 'product.created', timestamp: new Date().toISOString(), data: { id: `p${i}` } }),
    })),
  );
  return { endpoint, ids: rows.map((r) => r.webhookId) };
}

const statuses = async (t: TestApp, endpointId: string) =>
  (await t.db.select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).map((r) => r.status);

async function waitUntil(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

describe('a webhook worker that dies mid-delivery', () => {
  const { t } = useTestApp({ config: { webhooks: QUIET } });

  it('leaves its claimed deliveries to another worker after the lease: none lost, each sent again with its webhook-id', async () => {
    const receiver = await startWebhookReceiver();
    const { endpoint, ids } = await pendingDeliveries(t, receiver.url);
    // the first worker claims every delivery and posts them; it dies before it can record the answers
    const claimed = await q.claimDue(t.db, { limit: COUNT, leaseMs: LEASE_MS, token: 'dead-worker' });
    expect(claimed).toHaveLength(COUNT);
    await Promise.all(claimed.map((d) => fetch(receiver.url, { method: 'POST', headers: { 'webhook-id': d.webhookId }, body: d.payload })));
    // still leased: another worker takes nothing yet
    expect(await t.app.services.webhooks.worker.drain()).toBe(0);
    await sleep(LEASE_MS + 100);
    expect(await t.app.services.webhooks.worker.drain()).toBe(COUNT);
    expect(await statuses(t, endpoint.id)).toEqual(Array(COUNT).fill('delivered'));
    // every id arrived, each twice: at least once, with the same webhook-id for the receiver to dedupe
    const counts = new Map<string, number>();
    for (const r of receiver.received) counts.set(String(r.headers['webhook-id']), (counts.get(String(r.headers['webhook-id'])) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
    await receiver.close();
  });

  // a process of its own needs a database other processes reach: PostgreSQL (the embedded one lives in one process)
  (process.env.DATABASE_URL ? it : it.skip)(
    'survives kill -9 of a worker process mid-delivery',
    async () => {
      const [{ name }] = ((await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows as [{ name: string }];
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      // the receiver holds every answer: the worker process is mid-delivery when it is killed
      const receiver = await startWebhookReceiver(() => {});
      const { endpoint, ids } = await pendingDeliveries(t, receiver.url);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-webhook-crash-'));
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../../../test/webhook-worker-process.ts')], {
        cwd: path.join(__dirname, '../../..'),
        env: { ...process.env, DATABASE_URL: url.toString(), LEASE_MS: String(LEASE_MS), DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        expect(await waitUntil(async () => receiver.received.length >= 20, 30_000)).toBe(true);
        child.kill('SIGKILL');
        await exited;
        const inFlight = receiver.received.length;
        receiver.answer(200);
        // this process's worker, polling as a second server would
        const worker = t.app.services.webhooks.worker;
        expect(
          await waitUntil(async () => (await worker.drain()) >= 0 && (await statuses(t, endpoint.id)).every((s) => s === 'delivered'), 20 * LEASE_MS),
        ).toBe(true);
        const seen = new Set(receiver.received.map((r) => String(r.headers['webhook-id'])));
        expect([...seen].sort()).toEqual([...ids].sort());
        console.log(`webhook crash figures: ${inFlight} deliveries in flight at kill -9, all ${COUNT} delivered after the ${LEASE_MS} ms lease`);
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await receiver.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
