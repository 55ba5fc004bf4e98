// Shared by the browser scripts (web-vitals, screenshots): the built server on a free port
// with demo data in a temporary DATA_DIR (scripts/start-server.cjs), headless system Chromium,
// and demo sign-in through the GraphQL login mutation.
import { chromium } from 'playwright-core';
import { startServer as startBuiltServer } from '../../../scripts/start-server.cjs';

export const DEMO_PASSWORD = 'Demo@1234';

/** The built server and client; `stop()` ends it and removes its data directory. */
export const startServer = () => startBuiltServer({ client: true });

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
