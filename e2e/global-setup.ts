import fs from 'node:fs';
import { UNLIMITED_COST_ENV, startServer } from '../scripts/start-server.cjs';
import { DEMO_ACCOUNTS, tokenOf } from './support';

/** Starts the built server once for all journeys; the returned function stops it. */
export default async function globalSetup() {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) throw new Error(`No Chromium at ${chrome}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  // the demo accounts sign in once for the whole run and their pages get the token without a refresh
  // cookie (fixtures.ts), so their tokens must outlast the run; the journeys of sign-in use the default.
  // The journeys' own set-up calls send whole GraphQL documents many a second from one address: cost
  // buckets that never empty (the browser's operations go by hash and are never charged)
  const server = await startServer({
    client: true,
    env: { ACCESS_TOKEN_MINUTES: '180', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_POLL_MS: '250', ...UNLIMITED_COST_ENV },
  });
  // read by the `server` and `demoToken` fixtures in the test workers
  process.env.E2E_BASE_URL = server.url;
  // the .eml mail outbox of the server (no SMTP_URL): journeys read the mails it wrote
  process.env.E2E_DATA_DIR = server.dataDir;
  try {
    const tokens = await Promise.all(DEMO_ACCOUNTS.map(async (email) => [email, await tokenOf(server.url, email)]));
    process.env.E2E_DEMO_TOKENS = JSON.stringify(Object.fromEntries(tokens));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return async () => {
    await server.stop();
  };
}
