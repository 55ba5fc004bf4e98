import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const root = path.resolve(__dirname, '..');

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  url: string;
  stop: () => Promise<void>;
}

/** The built server (npm run build first) on a free port, with demo data in a temporary DATA_DIR. */
export async function startServer(): Promise<TestServer> {
  const main = path.join(root, 'server', 'dist', 'main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'client', 'dist', 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evbazaar-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true', DATABASE_URL: '', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
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

/** Headless system Chromium (CHROME_PATH or /usr/bin/chromium). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** POSTs a GraphQL operation to the test server. */
export async function gql<T = any>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data as T;
}

export const DEMO_PASSWORD = 'Demo@1234';

/** Logs in through the login page and waits for the redirect away from it. */
export async function logInThroughForm(page: Page, baseUrl: string, email: string, redirect?: string) {
  await page.goto(`${baseUrl}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

/** A session token of a demo account, through the login mutation. */
export async function tokenOf(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const data = await gql<{ login: { token: string } }>(baseUrl, 'mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}', { e: email, p: password });
  return data.login.token;
}

/** A page already signed in as `email` (the session token put in session storage before any script runs). */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport = { width: 1280, height: 900 },
  password = DEMO_PASSWORD,
): Promise<{ context: BrowserContext; page: Page }> {
  const token = await tokenOf(baseUrl, email, password);
  const { context, page } = await newPage(browser, viewport);
  await context.addInitScript((t) => sessionStorage.setItem('userToken', t), token);
  return { context, page };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG (size × size pixels of one RGB colour) for upload journeys. */
export function tinyPng(rgb: [number, number, number] = [5, 150, 105], size = 4): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
