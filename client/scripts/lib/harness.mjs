// Shared by the browser scripts (web-vitals, screenshots): the built server on a free port
// with demo data in a temporary DATA_DIR (as e2e/support.ts does), headless system Chromium,
// and demo sign-in through the GraphQL login mutation.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DEMO_PASSWORD = 'Demo@1234';

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built server; `stop()` ends it and removes its data directory. */
export async function startServer() {
  const main = path.join(root, 'server', 'dist', 'main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'client', 'dist', 'index.html'))) {
    throw new Error('Build first: npm run build (server and client)');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evbazaar-webperf-'));
  const child = spawn(process.execPath, [main], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true', DATABASE_URL: '', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s');
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export async function gql(url, query, variables = {}, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

export async function tokenOf(url, email) {
  const data = await gql(url, 'mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}', { e: email, p: DEMO_PASSWORD });
  return data.login.token;
}

/** The first product and blog of the demo data, for the detail pages. */
export async function demoIds(url) {
  const data = await gql(url, '{ products(filter:{limit:1}) { items { id } } blogs(limit:1) { id } }');
  return { productId: data.products.items[0]?.id, blogId: data.blogs[0]?.id };
}
