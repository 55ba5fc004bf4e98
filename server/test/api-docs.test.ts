import { buildSchema, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType } from 'graphql';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeApiDocs } from '../src/api-docs/build-api-docs';
import { SCHEMA_PATH } from '../src/graphql/plugin';
import { useTestApp } from './helpers';

const repository = path.resolve(__dirname, '../..');
const schemaSdl = fs.readFileSync(SCHEMA_PATH, 'utf8');

/** /docs/api as `npm run build` makes it, into a folder of this test's own. */
function builtDocs() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-api-docs-'));
  writeApiDocs({ schemaSdl, guidesDir: path.join(repository, 'docs/api') }, dir);
  return dir;
}

/**
 * Every address outside the site that a page loads or links to (scheme-relative ones included).
 * Example code is left out: a partner's own receiver URL in an example is text, not a link.
 */
const externalUrls = (html: string) => html.replace(/<pre[\s\S]*?<\/pre>/g, '').match(/(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"'<)]*/gi) ?? [];
/** Attributes that make a browser load or follow an address. */
const externalAttributes = (html: string) => html.match(/\s(?:src|href|action|srcset)="(?:https?:)?\/\/[^"]*"/gi) ?? [];

/** A stand-in for the built client: its shell answers every page path that is no route of the server. */
function fakeClientBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>EV Bazaar</title><div id="root"></div>');
  return dir;
}

describe('the API documentation at /docs/api', () => {
  const apiDocsDir = builtDocs();
  const clientDir = fakeClientBuild();
  const { t } = useTestApp({ config: { apiDocsDir, clientDir } });
  afterAll(() => {
    fs.rmSync(apiDocsDir, { recursive: true, force: true });
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the first page, which introduces keys, limits and webhooks, with the site CSP and no script or outside address', async () => {
    const res = await t.api.get('/docs/api');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // the same policy as every other answer of the site
    expect(csp).toBe((await t.api.get('/healthz')).headers['content-security-policy']);
    for (const topic of ['/docs/api/getting-a-key', '/docs/api/limits', '/docs/api/webhooks', '/docs/api/reference'])
      expect(res.text).toContain(`href="${topic}"`);
    expect(res.text).not.toMatch(/<script|\son[a-z]+=/i);
    expect(externalUrls(res.text)).toEqual([]);
    expect(externalAttributes(res.text)).toEqual([]);
    // the skip link's target takes the focus (tabindex -1), as the app's main does
    expect(res.text).toMatch(/<main id="main" tabindex="-1">/);
  });

  it('serves a page per type: every field with its anchor, its description and links to its types', async () => {
    const res = await t.api.get('/docs/api/reference/Product');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.text).toContain('<h1><span class="kind">object</span> Product</h1>');
    expect(res.text).toContain('id="effectiverange"');
    expect(res.text).toContain('certified range in km');
    expect(res.text).toContain('<a href="/docs/api/reference/Brand">Brand</a>');
    expect(res.text).not.toMatch(/<script/i);
    expect(externalUrls(res.text)).toEqual([]);
    const css = await t.api.get('/docs/api/docs.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('loads and links nothing outside the site on any page', () => {
    for (const file of fs.readdirSync(apiDocsDir, { recursive: true }) as string[]) {
      if (!file.endsWith('.html')) continue;
      const html = fs.readFileSync(path.join(apiDocsDir, file), 'utf8');
      expect({ file, urls: externalUrls(html), attributes: externalAttributes(html), script: /<script/i.test(html) }).toEqual({
        file,
        urls: [],
        attributes: [],
        script: false,
      });
    }
  });

  it('has a page for every named type and an anchor for every field of the schema', async () => {
    const schema = buildSchema(schemaSdl);
    for (const type of Object.values(schema.getTypeMap())) {
      if (isIntrospectionType(type)) continue;
      const page = fs.readFileSync(path.join(apiDocsDir, 'reference', `${type.name}.html`), 'utf8');
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.keys(type.getFields()))
          expect({ type: type.name, field, found: page.includes(`id="${field.toLowerCase()}"`) }).toMatchObject({ found: true });
      }
    }
    // every type and field of the published schema says what it is: a new one comes with its doc string
    const undescribed = (fs.readdirSync(path.join(apiDocsDir, 'reference')) as string[]).filter((file) =>
      fs.readFileSync(path.join(apiDocsDir, 'reference', file), 'utf8').includes('No description.'),
    );
    expect(undescribed).toEqual([]);
    const index = (await t.api.get('/docs/api/reference')).text;
    expect(index).toContain('href="/docs/api/reference/Query"');
    const sdl = await t.api.get('/docs/api/schema.graphql');
    expect(sdl.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(sdl.text).toBe(schemaSdl);
  });

  it('leaves /docs/api/explorer to the client app (no page of its own here)', async () => {
    const res = await t.api.get('/docs/api/explorer');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.text).not.toContain('EV Bazaar API</a>');
    // a page the build did not make is no documentation either
    expect((await t.api.get('/docs/api/reference/NoSuchType')).text).toContain('<div id="root">');
  });
});
