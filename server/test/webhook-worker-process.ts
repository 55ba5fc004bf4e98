// A server process's webhook worker alone, for the crash test (webhook-crash.test.ts): polls the
// PostgreSQL database at DATABASE_URL every 50 ms with a lease of LEASE_MS, until it is killed.
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { Deps } from '../src/deps';
import { createWebhooksService } from '../src/modules/webhooks/webhooks.service';

async function main() {
  const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: process.env.DATA_DIR },
    { jwtSecret: 'w'.repeat(32), webhooks: { pollMs: 50, retryBaseMs: 60_000, leaseMs: Number(process.env.LEASE_MS), allowPrivateNetworks: true } },
  );
  const silent = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
  // this process never disables an endpoint (its receiver answers 2xx): no mail to write
  const webhooks = createWebhooksService({ db, config, log: silent } as Deps, { mail: async () => {} });
  webhooks.worker.start();
  process.stdout.write('polling\n');
}

main().catch((error) => {
  process.stderr.write(`${error}\n`);
  process.exit(1);
});
