import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { useTestApp } from './helpers';

/** A tiny stand-in for the built client: index.html and one hashed asset with its .br copy. */
function fakeClientBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>EV Bazaar</title><div id="root"></div>');
  const js = 'console.log("ev bazaar");'.repeat(50);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(js));
  return dir;
}

describe('serving the client', () => {
  const clientDir = fakeClientBuild();
  const { t } = useTestApp({ config: { clientDir } });
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

  it('answers every page path with index.html, never cached, so the client routes it', async () => {
    for (const page of ['/', '/products/123', '/dashboard/users', '/no-such-page']) {
      const res = await t.api.get(page);
      expect({ page, status: res.status, type: res.headers['content-type'] }).toEqual({ page, status: 200, type: 'text/html; charset=utf-8' });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, brotli-compressed to browsers that accept it', async () => {
    const res = await t.api.get('/assets/index-abc123.js').set('accept-encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a first visit whose browser prefers Hindi from / to /hi once, remembered in a cookie; the choice, crawlers and every other page are left alone', async () => {
    const hindi = 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7';
    const first = await t.api.get('/?utm_source=x').set('accept-language', hindi);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/hi?utm_source=x');
    expect(first.headers['set-cookie']).toEqual(['evb_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('accept-language');
    // the remembered choice: Hindi goes on to /hi without a new cookie; English (the switch) stays
    const again = await t.api.get('/').set('cookie', 'evb_lang=hi');
    expect([again.status, again.headers.location, again.headers['set-cookie']]).toEqual([302, '/hi', undefined]);
    expect((await t.api.get('/').set('accept-language', hindi).set('cookie', 'theme=x; evb_lang=en')).status).toBe(200);
    // search engines, English browsers, other languages and every other page: as asked
    expect((await t.api.get('/').set('accept-language', hindi).set('user-agent', 'Mozilla/5.0 (compatible; Googlebot/2.1)')).status).toBe(200);
    expect((await t.api.get('/').set('accept-language', 'en-IN,en;q=0.9,hi;q=0.8')).status).toBe(200);
    expect((await t.api.get('/').set('accept-language', 'fr-FR')).status).toBe(200);
    expect((await t.api.get('/').set('cookie', 'evb_lang=xx')).status).toBe(200);
    expect((await t.api.get('/about').set('accept-language', hindi)).status).toBe(200);
    const english = await t.api.get('/');
    expect(english.status).toBe(200);
    expect(english.headers.vary).toContain('cookie');
  });

  it('keeps JSON 404s for unknown API paths and refuses non-GET page requests', async () => {
    expect((await t.api.get('/api/nothing-here')).body).toEqual({ message: 'Not found' });
    expect((await t.api.post('/somewhere')).status).toBe(404);
  });
});
