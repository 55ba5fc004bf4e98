// `node scripts/bench-webhooks.mjs [--deliveries 1000]` (needs a PostgreSQL server at DATABASE_URL or
// 127.0.0.1:5432): issue 23's webhook drain. Two server processes (from source) on one fresh PostgreSQL
// database deliver 1,000 webhook deliveries, written at once, to a local receiver that counts each
// webhook-id. Reports the time until every id arrived (target: within 60 s), how many arrived more than
// once (at least once allows it; none is expected without a crash), and checks a signature with the
// published Standard Webhooks library.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { query, temporaryDatabase } from './bench/servers.mjs';
import { startServer } from './start-server.cjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DELIVERIES = arg('deliveries', 1000);
const LIMIT_MS = 60_000;
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { Webhook } = createRequire(path.join(root, 'server', 'package.json'))('standardwebhooks');

/** A receiver that answers 200 at once and counts every webhook-id it gets. */
async function startReceiver() {
  const seen = new Map();
  let sample;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      sample ??= { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      res.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/hooks`, seen, sample: () => sample, close: () => new Promise((r) => server.close(r)) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const database = await temporaryDatabase(root, POSTGRES_URL, 'evb_bench_webhooks');
  const receiver = await startReceiver();
  const servers = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      DEMO_DATA: 'false',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_POLL_MS: '200',
    };
    // one after the other: the first migrates the database
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-bench-webhooks-'));
      servers.push({ ...(await startServer({ source: true, dataDir, env, timeoutMs: 180_000 })), dataDir });
    }
    const secret = `whsec_${crypto.randomBytes(32).toString('base64')}`;
    await query(
      root,
      database.url,
      `insert into users (id, email, password_hash, role) values ('benchadmin', 'bench-admin@example.com', 'x', 'ADMIN');
       insert into webhook_endpoints (id, owner_id, url, events, secret) values ('benchendpoint', 'benchadmin', '${receiver.url}', '{product.created}', '${secret}');`,
    );
    // a thousand events written at once, as a burst of changes would write them
    const started = Date.now();
    await query(
      root,
      database.url,
      `insert into webhook_deliveries (id, endpoint_id, event_type, webhook_id, payload)
       select 'bench' || n, 'benchendpoint', 'product.created', 'msg_bench' || n,
              json_build_object('type', 'product.created', 'timestamp', now(), 'data', json_build_object('id', 'p' || n))::text
       from generate_series(1, ${DELIVERIES}) as n`,
    );
    while (receiver.seen.size < DELIVERIES && Date.now() - started < LIMIT_MS * 2) await sleep(50);
    const drainMs = Date.now() - started;
    // a little longer, to catch a late second copy
    await sleep(2_000);
    const [{ delivered }] = await query(root, database.url, `select count(*)::int as delivered from webhook_deliveries where status = 'delivered'`);
    const duplicates = [...receiver.seen.values()].filter((n) => n > 1).length;
    const sample = receiver.sample();
    const verified = sample ? new Webhook(secret).verify(sample.body, sample.headers).type === 'product.created' : false;
    console.log(`webhooks: ${DELIVERIES} deliveries, 2 server processes on one PostgreSQL database, one local receiver`);
    console.log(`  every webhook-id received after ${(drainMs / 1000).toFixed(1)} s (target within ${LIMIT_MS / 1000} s): ${receiver.seen.size} distinct ids`);
    console.log(`  ids received more than once: ${duplicates}; rows marked delivered: ${delivered}; a signature verified by standardwebhooks: ${verified}`);
    const ok = receiver.seen.size === DELIVERIES && drainMs <= LIMIT_MS && delivered === DELIVERIES && verified;
    if (!ok) process.exitCode = 1;
  } finally {
    for (const s of servers) {
      await s.stop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
    await receiver.close();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
