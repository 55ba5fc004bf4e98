// Helpers of the browser journeys: GraphQL calls, the login form, upload files.
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** POSTs a GraphQL operation to the test server. */
export async function gql<T = unknown>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
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

/** A session token of a demo account, through the login mutation. */
export async function tokenOf(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const data = await gql<{ login: { token: string } }>(baseUrl, 'mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}', {
    e: email,
    p: password,
  });
  return data.login.token;
}

/** The demo accounts the signed-in page fixtures use. */
export const DEMO_ACCOUNTS = ['user@example.com', 'dealer@example.com', 'agent@example.com', 'admin@example.com', 'superadmin@example.com'];

/**
 * Their tokens, handed from the global set-up to the test workers through the environment: each
 * account signs in once per run, which keeps the journeys under the server's login rate limit.
 */
export const demoTokens = (): Record<string, string> => JSON.parse(process.env.E2E_DEMO_TOKENS ?? '{}');

/** The .eml files the server has written so far (oldest first: their names start with the time), as text. */
export function writtenMails(): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: e2e/global-setup.ts sets it');
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** A mail as one reads it: folded header lines unfolded, the quoted-printable body decoded (ASCII is enough here). */
export const unfold = (eml: string) =>
  eml
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The calendar invite of a mail (its text/calendar part), unfolded and decoded, or undefined. */
export function inviteOf(eml: string): string | undefined {
  const text = unfold(eml).replace(/\r\n/g, '\n');
  return /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(text)?.[0];
}

/** One field of an invite, e.g. UID, SEQUENCE, METHOD or DTSTART. */
export const inviteField = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1]?.trim();

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

/**
 * Waits until a server-rendered page is hydrated (PageMeta marks <html data-page-live>). A first
 * visit's page starts its scripts at the first use of a control (docs/decisions/0072): here a
 * mouse passes over one, which changes nothing on the page, as on a desktop before a click.
 * Journeys that test what a visitor does before then (e2e/first-visit.spec.ts) do not call this.
 */
export async function waitForLivePage(page: import('@playwright/test').Page) {
  await page.locator('html[data-page-live], html[data-boot="on-intent"]').first().waitFor({ state: 'attached' });
  await page.evaluate(() => {
    if (document.documentElement.dataset.boot !== 'on-intent') return;
    const control = document.querySelector('button, input, select, textarea');
    control?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  });
  await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
}

/** The products a customer has a pending request for at a shop: one pending request per product and shop, so journeys book others. */
export async function pendingProductIds(baseUrl: string, customerToken: string, shopId: string): Promise<Set<string>> {
  const mine = await gql<{ myTestDrives: { status: string; product: { id: string }; shop: { id: string } }[] }>(
    baseUrl,
    '{ myTestDrives { status product { id } shop { id } } }',
    {},
    customerToken,
  );
  return new Set(mine.myTestDrives.filter((r) => r.status === 'PENDING' && r.shop.id === shopId).map((r) => r.product.id));
}
