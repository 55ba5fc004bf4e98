import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import manifest from '../src/gql/persisted-operations.json';

/** The comparison list's own operation, as the client page sends it (client/src/features/comparisons): by hash, as a GET. */
const PUBLIC_COMPARISONS = manifest.PublicComparisons.sha256Hash;

/**
 * A stand-in for the client build whose pages read real catalogue data through the server's
 * in-process GraphQL, as the real pages do: the home page lists products and posts, a product
 * page (and its Hindi twin under /hi) reads its product, /shop-rides a shop's ride answer time (test rides), /everything a
 * query the answer cache cannot classify, /search-results reads `q` (the only parameter its
 * route declares), /product-comparison the comparison list's own query (by hash, as a GET), /slow/... takes 300 ms
 * (for the render limit) and /stuck/... is a not-found page rendered in one synchronous 150 ms
 * stretch (a not-found product on the embedded database).
 */
export function fakeSsrBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-ssr-deps-'));
  const dist = path.join(root, 'dist');
  const ssr = path.join(root, 'dist-ssr');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(ssr);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>EV Bazaar</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(ssr, 'package.json'), '{"type":"commonjs"}');
  fs.writeFileSync(
    path.join(ssr, 'entry-server.js'),
    `let renders = 0;
    exports.pageUrl = (url) => {
      const [path, search = ''] = url.split('?');
      const q = path === '/search-results' ? new URLSearchParams(search).get('q') : null;
      return q === null ? path : path + '?' + new URLSearchParams({ q });
    };
    exports.render = async function render(url, { fetch }) {
      const ask = async (query, variables = {}) => {
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
          body: JSON.stringify({ query, variables }),
        });
        const answer = await res.json();
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        return answer.data;
      };
      const askByHash = async (operationName, sha256Hash) => {
        const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
        const res = await fetch('/graphql?' + new URLSearchParams({ operationName, variables: '{}', extensions }), { method: 'GET' });
        const answer = await res.json();
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        return answer.data;
      };
      const [path] = url.split('?');
      const shown = [];
      if (path === '/') {
        const { products } = await ask('{ products(filter: { limit: 4 }) { items { name } } }');
        const { blogs } = await ask('query Posts { blogs { title } }');
        shown.push(...products.items.map((p) => p.name), ...blogs.map((b) => b.title));
      } else if (path.startsWith('/products/') || path.startsWith('/hi/products/')) {
        // a product page in English, or its Hindi twin (issue 26): the same data, its own address
        const id = path.slice(path.indexOf('/products/') + 10);
        const { product } = await ask('query($id: ID!, $locale: Locale) { product(id: $id) { name description(locale: $locale) } }', { id, locale: path.startsWith('/hi/') ? 'HI' : 'EN' });
        if (product) shown.push(product.name, product.description);
      } else if (path.startsWith('/shop-rides/')) {
        const { shopsByLocation } = await ask('query($id: ID!) { shopsByLocation(locationId: $id) { shopName rideResponse { medianMinutes } } }', { id: path.slice(12) });
        shown.push(...shopsByLocation.map((s) => s.shopName));
      } else if (path === '/product-comparison') {
        const { comparisons } = await askByHash('PublicComparisons', ${JSON.stringify(PUBLIC_COMPARISONS)});
        shown.push(...comparisons.map((c) => c.product1.name + ' vs ' + c.product2.name));
      } else if (path.startsWith('/stuck/')) {
        const until = Date.now() + 150;
        while (Date.now() < until);
        return { clientOnly: false, status: 404, head: '<title>Page Not Found</title>', body: '<main>Page Not Found</main><i>render ' + ++renders + '</i>', data: '', modules: [] };
      } else if (path === '/everything') {
        await ask('{ __schema { queryType { name } } }');
      } else if (path.startsWith('/slow/')) {
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return {
        clientOnly: false,
        status: 200,
        head: '<title>Page</title>',
        body: '<main data-url="' + url + '">' + shown.join(', ') + '</main><i>render ' + ++renders + '</i>' + 'x'.repeat(2000),
        data: '',
        modules: [],
      };
    };`,
  );
  return { root, dist };
}
