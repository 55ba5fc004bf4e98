import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preloadsFor } from '../src/http/ssr';
import { useTestApp } from './helpers';

/**
 * A stand-in for the client build with its server renderer: the renderer asks GraphQL through
 * the fetch it is given (the server's in-process one) and answers 404 for /missing.
 */
function fakeSsrBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-ssr-'));
  const dist = path.join(root, 'dist');
  const ssr = path.join(root, 'dist-ssr');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(ssr);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>EV Bazaar</title><meta name="description" content="default" /><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/boot-1.js"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/routes/blogs.tsx': { file: 'assets/blogs-1.js', imports: ['_react.js', '_card.js'], css: ['assets/blogs-1.css'] },
      '_card.js': { file: 'assets/card-1.js' },
      'src/lib/devanagari-font.ts': { file: 'assets/devanagari-font-1.css' },
    }),
  );
  // a small stylesheet (a Hindi page's type rules) is written into the page, a closing tag in it made harmless
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'devanagari-font-1.css'), '@font-face{font-family:X;src:url(/assets/x.woff2)}/*</style>*/');
  // CommonJS: the test runner loads it with require (the real bundle is an ES module)
  fs.writeFileSync(path.join(ssr, 'package.json'), '{"type":"commonjs"}');
  fs.writeFileSync(
    path.join(ssr, 'entry-server.js'),
    `let renders = 0;
    exports.pageUrl = (url) => url;
    exports.render = async function render(url, { fetch, origin }) {
      if (url.startsWith('/dashboard')) return { clientOnly: true };
      if (url.startsWith('/compare/')) {
        // as the compare page: its slugs to compareProducts, the not-found page when the server says NOT_FOUND
        const query = 'query CompareProducts($slugs: [String!]!) { compareProducts(slugs: $slugs) { name } }';
        const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ query, variables: { slugs: url.slice(9).split('-vs-') } }) });
        const answer = await res.json();
        const missing = answer.errors?.[0]?.extensions?.code === 'NOT_FOUND';
        return {
          clientOnly: false,
          status: missing ? 404 : 200,
          head: '<title>' + (missing ? 'Page Not Found' : 'Compare') + ' | EV Bazaar</title>',
          body: '<main>' + (missing ? 'Page Not Found' : answer.data.compareProducts.map((p) => p.name).join(' vs ')) + '</main><i>render ' + ++renders + '</i>',
          data: '',
          modules: [],
        };
      }
      const res = await fetch('/graphql?query=' + encodeURIComponent('{ blogs { title } }'), { method: 'GET', headers: { accept: 'application/graphql-response+json, application/json' } });
      const { data } = await res.json();
      const titles = data.blogs.map((b) => b.title).join(', ');
      const missing = url === '/missing';
      return {
        clientOnly: false,
        status: missing ? 404 : 200,
        head: '<title>' + (missing ? 'Page Not Found' : 'Blogs') + ' | EV Bazaar</title><link rel="canonical" href="' + origin + url + '"/>',
        body: '<main>' + titles + '</main><i>render ' + ++renders + '</i>' + 'x'.repeat(2000),
        data: '<script type="application/json" id="ssr-data">{}</script>',
        modules: url.startsWith('/hi/') ? ['src/routes/blogs.tsx', 'src/lib/devanagari-font.ts'] : ['src/routes/blogs.tsx'],
      };
    }`,
  );
  return { root, dist };
}

const renderOf = (text: string) => Number(/render (\d+)/.exec(text)?.[1]);

describe('server-rendered pages', () => {
  const build = fakeSsrBuild();
  const { t } = useTestApp({ config: { clientDir: build.dist } });
  afterAll(() => fs.rmSync(build.root, { recursive: true, force: true }));

  it('renders a page with data read through GraphQL in-process, its own head and the list of chunks its entry fetches after painting', async () => {
    await t.seed.blog({ title: 'Charging at home' });
    const res = await t.api.get('/blogs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<div id="root"><main>Charging at home</main>');
    expect(res.text).toContain('<script type="application/json" id="ssr-data">{}</script>');
    // the page's title replaces the template's, once
    expect(res.text.match(/<title/g)).toHaveLength(1);
    expect(res.text).toContain('<title data-ssr-head="">Blogs | EV Bazaar</title>');
    expect(res.text).toContain('<link data-ssr-head="" rel="canonical" href="http://localhost:3000/blogs"/>');
    // the start-up chunks and the route's chunks beyond what the entry loads, for the entry to
    // fetch once the page has painted (no modulepreload link competes with the page's images);
    // the route's styles stay links
    expect(res.text).toContain('<meta name="evb:modules" content="/assets/boot-1.js /assets/blogs-1.js /assets/card-1.js">');
    expect(res.text).not.toContain('modulepreload');
    expect(res.text).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/blogs-1.css">');
  });

  it('writes a small stylesheet into the head, where a link would hold the first paint for a round trip', async () => {
    const res = await t.api.get('/hi/blogs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<style data-href="/assets/devanagari-font-1.css">@font-face{font-family:X;src:url(/assets/x.woff2)}/*<\\/style>*/</style>');
    expect(res.text).not.toContain('<link rel="stylesheet" href="/assets/devanagari-font-1.css">');
    // a larger one, or one the build does not hold, stays a link
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/blogs-1.css">');
  });

  it('serves a page again from the cache, with its tag, until a catalogue write', async () => {
    await t.seed.blog({ title: 'Range in the monsoon' });
    const first = await t.api.get('/blogs');
    const render = /render (\d+)/.exec(first.text)?.[1];
    expect(render).toBeDefined();
    const again = await t.api.get('/blogs').set('accept-encoding', 'br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(/render (\d+)/.exec(again.text)?.[1]).toBe(render);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await t.api.get('/blogs').set('if-none-match', first.headers.etag)).status).toBe(304);
    // a write (the factories report theirs like the services do): the next visitor gets a fresh render
    await t.seed.blog({ title: 'Charging etiquette' });
    const after = await t.api.get('/blogs');
    expect(after.text).toContain('Charging etiquette');
    expect(Number(/render (\d+)/.exec(after.text)?.[1])).toBeGreaterThan(Number(render));
  });

  it('keeps a not-found page (the same bytes for everyone) until a write of what it read: 404 from the cache, then rendered again', async () => {
    await t.seed.blog({ title: 'Tyre pressure' });
    const first = await t.api.get('/missing');
    expect(first.status).toBe(404);
    const again = await t.api.get('/missing');
    expect(again.status).toBe(404);
    expect(renderOf(again.text)).toBe(renderOf(first.text));
    expect(again.headers.etag).toBe(first.headers.etag);
    // the page read the posts: a new post renders it again
    await t.seed.blog({ title: 'Winter range' });
    const after = await t.api.get('/missing');
    expect(after.status).toBe(404);
    expect(renderOf(after.text)).toBeGreaterThan(renderOf(first.text));
  });

  it('answers an unknown compare slug with the not-found page and status 404, also from the cache; known slugs still compare', async () => {
    await t.seed.product({ name: 'Ather 450X', slug: 'ather-450x' });
    await t.seed.product({ name: 'Ola S1 Pro', slug: 'ola-s1-pro' });
    const unknown = await t.api.get('/compare/ather-450x-vs-no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Page Not Found | EV Bazaar');
    const cached = await t.api.get('/compare/ather-450x-vs-no-such-thing');
    expect(cached.status).toBe(404);
    expect(renderOf(cached.text)).toBe(renderOf(unknown.text));
    const known = await t.api.get('/compare/ather-450x-vs-ola-s1-pro');
    expect(known.status).toBe(200);
    expect(known.text).toContain('<main>Ather 450X vs Ola S1 Pro</main>');
    // the missing vehicle is added: the page it read (products) is rendered again and compares
    await t.seed.product({ name: 'No Such Thing', slug: 'no-such-thing' });
    const found = await t.api.get('/compare/ather-450x-vs-no-such-thing');
    expect(found.status).toBe(200);
    expect(found.text).toContain('<main>Ather 450X vs No Such Thing</main>');
  });

  it('answers the status the page asks for: 404 for a missing page', async () => {
    const res = await t.api.get('/missing');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found | EV Bazaar');
  });

  it('sends the page brotli- or gzip-compressed to browsers that accept it', async () => {
    // supertest decodes what it receives; the header says how it was sent
    const br = await t.api.get('/blogs').set('accept-encoding', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.text).toContain('<main>');
    const gz = await t.api.get('/blogs').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('<main>');
  });

  it('leaves client-only pages (the back-office) to the browser: the plain shell', async () => {
    const res = await t.api.get('/dashboard/users');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<title>EV Bazaar</title>');
    // rendered by the browser: its start-up chunks are fetched at once
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js">');
  });
});

describe('chunk preloads from the Vite manifest', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/routes/a.tsx': { file: 'assets/a.js', imports: ['_shared.js', '_deep.js'] },
    '_deep.js': { file: 'assets/deep.js', imports: ['_deeper.js'], css: ['assets/deep.css'] },
    '_deeper.js': { file: 'assets/deeper.js' },
  };

  it('lists a page module and everything it imports, minus what the entry already loads', () => {
    expect(preloadsFor(manifest, ['src/routes/a.tsx'])).toEqual({
      scripts: ['/assets/a.js', '/assets/deep.js', '/assets/deeper.js'],
      styles: ['/assets/deep.css'],
    });
  });

  it('ignores keys the manifest does not know', () => {
    expect(preloadsFor(manifest, ['src/routes/gone.tsx'])).toEqual({ scripts: [], styles: [] });
  });
});
