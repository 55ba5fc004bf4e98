import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writeDemoImages } from '../src/db/seed/images';
import { PING_TTL_MS, createBucketStore } from '../src/lib/storage/bucket-store';
import { withHotFiles } from '../src/lib/storage/hot-files';
import { copyToStore } from '../src/lib/storage/migrate';
import { openFileStore, type FileStore } from '../src/lib/storage';
import { createUploads } from '../src/lib/uploads';
import { createTestApp, type SeededUser, type TestApp } from './helpers';
import { BROKEN_PNG, JPEG, PNG } from './images';
import { S3_CREDENTIALS as CREDENTIALS, startS3Server, type S3Server } from './s3-server';

const serverDir = path.resolve(__dirname, '..');

/** The CLI as an operator runs it (tsx, as `npm run storage:migrate` does), with the bucket's settings. */
function runMigrate(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/storage-migrate-cli.ts', ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...CREDENTIALS, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const pathOf = (url: string) => new URL(url).pathname;
const nameOf = (url: string) => pathOf(url).split('/').pop()!;
const withVariants = (name: string) => [name, ...[320, 640, 1280].map((w) => name.replace(/\.[a-z]+$/, `-${w}.webp`))];

describe('object storage (STORAGE_URL) on a real S3-compatible server', () => {
  let bucket: S3Server;
  let t: TestApp;
  let admin: SeededUser;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    // the SDK reads the standard variables, as in production
    Object.assign(process.env, CREDENTIALS);
    bucket = await startS3Server('evb-storage-test');
    t = await createTestApp({ storage: bucket.location });
    admin = await t.seed.user({ role: 'ADMIN' });
  });

  afterAll(async () => {
    await t?.close();
    await bucket?.stop().catch(() => undefined);
    bucket?.removeFiles();
    for (const key of Object.keys(CREDENTIALS)) {
      if (savedEnv[key] === undefined) delete process.env[key];
      else process.env[key] = savedEnv[key];
    }
  });

  it('stores an upload and its variants in the bucket and serves them at the same URLs with type, ETag, cache header and 304', async () => {
    const res = await t.api.as(admin).post('/api/product/upload').attach('images', PNG, 'front.png');
    expect(res.status).toBe(200);
    const url: string = res.body.imageUrls[0];
    expect(url).toMatch(/^http:\/\/localhost:3000\/uploads\/[a-f0-9]{32}\.png$/);
    const name = nameOf(url);
    expect(await bucket.keys()).toEqual(expect.arrayContaining(withVariants(name)));
    // nothing on the local disk: another instance serves the same file
    expect(fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir) : []).toEqual([]);

    const served = await t.api.get(pathOf(url)).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toMatch(/^"[a-f0-9]{32}"$/);
    expect(Buffer.compare(served.body as Buffer, await bucket.bytes(name))).toBe(0);

    const again = await t.api.get(pathOf(url)).set('if-none-match', served.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(served.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // a weak tag, or the tag inside a list, is the same tag (RFC 9110's weak comparison)
    expect((await t.api.get(pathOf(url)).set('if-none-match', `"other", W/${served.headers.etag}`)).status).toBe(304);
    expect((await t.api.get(pathOf(url)).set('if-none-match', '"something-else"')).status).toBe(200);

    // asked first with a tag (nothing kept in memory yet): the bucket itself answers 304
    const small = name.replace(/\.png$/, '-320.webp');
    const smallTag = await bucket.etag(small);
    const notModified = await t.api.get(`/uploads/${small}`).set('if-none-match', smallTag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(smallTag);

    const variant = await t.api.get(pathOf(url).replace(/\.png$/, '-640.webp')).buffer(true);
    expect(variant.status).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(variant.body as Buffer).metadata()).format).toBe('webp');
    expect((await t.api.get(pathOf(url).replace(/\.png$/, '-640.webp')).set('if-none-match', variant.headers.etag)).status).toBe(304);

    const head = await t.api.head(pathOf(url));
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(served.body.length));
    expect(head.headers.etag).toBe(served.headers.etag);
  });

  it('answers 404 for a missing object, and for a name that is no stored name without asking the bucket', async () => {
    const missing = await t.api.get('/uploads/0123456789abcdef0123456789abcdef.png');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    expect((await t.api.get('/uploads/demo/no-such-drawing-640.webp')).status).toBe(404);

    const before = bucket.requests();
    for (const bad of [
      '/uploads/',
      '/uploads/demo/',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e/jwt-secret',
      '/uploads/notes.txt',
      '/uploads/0123456789abcdef0123456789abcdef.svg',
      '/uploads/0123456789abcdef0123456789abcdef-641.webp',
      '/uploads/demo/Upper.svg',
      '/uploads/demo/../jwt-secret',
      `/uploads/demo/${'a'.repeat(300)}.svg`,
    ]) {
      const res = await t.api.get(bad);
      expect([bad, res.status]).toEqual([bad, 404]);
    }
    // a malformed escape is refused by the router itself
    expect((await t.api.get('/uploads/%E0')).status).toBe(400);
    expect(bucket.requests()).toBe(before);
  });

  it('streams a large object from the bucket as it comes, with its length, tag and 304', async () => {
    // over an eighth of the memory kept for files: never held in memory, streamed
    const name = `${randomBytes(16).toString('hex')}.png`;
    const big = randomBytes(3 * 1024 * 1024);
    await bucket.put(name, big);
    const res = await t.api.get(`/uploads/${name}`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(big.length));
    expect(Buffer.compare(res.body as Buffer, big)).toBe(0);
    expect((await t.api.get(`/uploads/${name}`).set('if-none-match', res.headers.etag)).status).toBe(304);
    expect((await t.api.get(`/uploads/${name}`).set('if-none-match', `W/${res.headers.etag}`)).status).toBe(304);
    await bucket.drop(name);
    expect((await t.api.get(`/uploads/${name}`)).status).toBe(404);

    // the type comes from the name, never from the object: a file put there by other means cannot become a page
    const planted = `${randomBytes(16).toString('hex')}.png`;
    await bucket.put(planted, Buffer.from('<script>alert(1)</script>'), 'text/html');
    const served = await t.api.get(`/uploads/${planted}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps small files in memory, drops them on a delete through the app, and checks them with the bucket after a while', async () => {
    let clock = 0;
    const store = withHotFiles(createBucketStore(bucket.location), { maxBytes: 1024 * 1024, ttlMs: 60_000, now: () => clock });
    try {
      const name = `${randomBytes(16).toString('hex')}.png`;
      await store.put(name, PNG);
      const first = await store.open(name, {});
      expect(first && 'body' in first && Buffer.isBuffer(first.body) && Buffer.compare(first.body, PNG)).toBe(0);

      // removed behind this instance's back (another instance deleted it): served from memory for a while…
      const requests = bucket.requests();
      await bucket.drop(name);
      clock = 59_000;
      expect(await store.open(name, {})).toMatchObject({ contentType: 'image/png', contentLength: PNG.length });
      expect(bucket.requests()).toBe(requests + 1);
      // …then the bucket is asked again and the file is gone
      clock = 61_000;
      expect(await store.open(name, {})).toBeUndefined();

      // replaced behind its back under the same name: the new bytes once the time is up
      await store.put(name, PNG);
      await store.open(name, {});
      await bucket.put(name, JPEG, 'image/jpeg');
      clock = 200_000;
      const replaced = await store.open(name, {});
      expect(replaced && 'body' in replaced && Buffer.isBuffer(replaced.body) && Buffer.compare(replaced.body, JPEG)).toBe(0);

      // a delete through this instance is seen at once
      await store.remove([name]);
      expect(await store.open(name, {})).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('removes the object and its variants on delete; a second delete is 404', async () => {
    const res = await t.api.as(admin).post('/api/brand/upload').attach('logoUrl', JPEG, 'logo.jpg');
    expect(res.status).toBe(200);
    const name = nameOf(res.body.imageUrl);
    expect(await bucket.keys()).toEqual(expect.arrayContaining(withVariants(name)));
    // served once, so kept in memory: the delete must drop that copy too
    expect((await t.api.get(pathOf(res.body.imageUrl))).status).toBe(200);

    const removed = await t.api.as(admin).delete('/api/brand/delete-image').send({ imageUrl: res.body.imageUrl });
    expect(removed.status).toBe(200);
    expect((await bucket.keys()).filter((key) => key.startsWith(name.slice(0, 32)))).toEqual([]);
    expect((await t.api.get(pathOf(res.body.imageUrl))).status).toBe(404);
    expect((await t.api.as(admin).delete('/api/brand/delete-image').send({ imageUrl: res.body.imageUrl })).status).toBe(404);
    expect((await t.api.as(admin).delete('/api/product/file_remove/..%2Fsecret.png')).status).toBe(400);
  });

  it('leaves nothing in the bucket when an upload is refused or its variants cannot be written', async () => {
    const before = await bucket.keys();
    const corrupt = await t.api.as(admin).post('/api/product/upload').attach('images', PNG, 'ok.png').attach('images', BROKEN_PNG, 'broken.png');
    expect(corrupt.status).toBe(400);
    expect(corrupt.body.message).toBe('Only image files are allowed');
    const text = await t.api.as(admin).post('/api/product/upload').attach('images', Buffer.from('not an image'), 'evil.png');
    expect(text.status).toBe(400);
    expect(await bucket.keys()).toEqual(before);

    // the bucket refuses the second variant: the original and the variants already written go too
    const store = t.app.deps.uploads.store;
    const failing: FileStore = {
      ...store,
      put: async (key, bytes, options) => {
        if (key.endsWith('-640.webp')) throw new Error('the bucket refused the write');
        return store.put(key, bytes, options);
      },
    } as FileStore;
    await expect(createUploads({ store: failing, publicUrl: 'http://localhost:3000' }).saveImage(PNG)).rejects.toThrow('the bucket refused');
    expect(await bucket.keys()).toEqual(before);
  });

  it('writes the demo drawings and their variants through the store', async () => {
    const svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 800 600' width='800' height='600'><rect width='800' height='600' fill='#16a34a'/></svg>";
    const names = await writeDemoImages(t.app.deps.uploads.store, new Map([['storage-test-green', svg]]));
    expect(names).toEqual(['demo/storage-test-green.svg']);
    expect(await bucket.keys()).toEqual(expect.arrayContaining(withVariants('demo/storage-test-green.svg')));
    const res = await t.api.get('/uploads/demo/storage-test-green.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    // a drawing keeps its name when the code draws it anew: checked again after a week, not immutable
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const variant = await t.api.get('/uploads/demo/storage-test-green-320.webp').buffer(true);
    expect(variant.status).toBe(200);
    expect((await sharp(variant.body as Buffer).metadata()).width).toBe(320);
  });

  it('storage:migrate copies a disk store into the bucket, skips what is there on a second run, and reports counts', async () => {
    await bucket.empty();
    const from = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-migrate-'));
    const disk = await openFileStore({ uploadDir: from });
    const saved = await createUploads({ store: disk, publicUrl: 'http://localhost:3000' }).saveImage(PNG);
    fs.mkdirSync(path.join(from, 'demo'));
    fs.writeFileSync(path.join(from, 'demo', 'a-drawing.svg'), '<svg/>');
    fs.writeFileSync(path.join(from, 'notes.txt'), 'not a stored name');
    const expected = [...withVariants(saved), 'demo/a-drawing.svg'].sort();

    const target = t.app.deps.uploads.store;
    const lines: string[] = [];
    expect(await copyToStore(from, target, { report: (line) => lines.push(line) })).toEqual({ copied: 5, skipped: 0, failed: 0, ignored: 1 });
    expect(lines).toEqual(['ignored "notes.txt": not a stored name']);
    expect(await bucket.keys()).toEqual(expected);
    expect(Buffer.compare(await bucket.bytes(saved), fs.readFileSync(path.join(from, saved)))).toBe(0);
    expect(await copyToStore(from, target)).toEqual({ copied: 0, skipped: 5, failed: 0, ignored: 1 });

    // a file that changed size since (a half copy in another tool) is copied again
    await target.put('demo/a-drawing.svg', Buffer.from('<svg>half'));
    expect(await copyToStore(from, target)).toEqual({ copied: 1, skipped: 4, failed: 0, ignored: 1 });

    // the command an operator runs: counts on its last line, exit code 0
    const run = await runMigrate(['--from', from], { STORAGE_URL: bucket.storageUrl });
    expect(run.out.trim().split('\n').pop()).toBe('copied 0, skipped 5 (already there), failed 0, ignored 1 (not stored names)');
    expect(run.code).toBe(0);
    expect(run.out).not.toContain(CREDENTIALS.AWS_SECRET_ACCESS_KEY);
    const wrong = await runMigrate(['--into', from], { STORAGE_URL: bucket.storageUrl });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('usage: npm run storage:migrate');
    fs.rmSync(from, { recursive: true, force: true });
  }, 60_000);

  it('reports ready with the bucket, asks it once for a crowd of probes, and answers 503 when it stops', async () => {
    await new Promise((resolve) => setTimeout(resolve, PING_TTL_MS + 100));
    const before = bucket.requests();
    const probes = await Promise.all(Array.from({ length: 20 }, () => t.api.get('/readyz')));
    expect(probes.map((p) => p.status)).toEqual(Array(20).fill(200));
    expect(probes[0].body).toMatchObject({ status: 'ready', storage: 'ok' });
    expect(bucket.requests() - before).toBe(1);

    const stored = await t.api.as(admin).post('/api/product/upload').attach('images', PNG, 'a.png');
    await bucket.stop();
    await new Promise((resolve) => setTimeout(resolve, PING_TTL_MS + 100));
    const down = await t.api.get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'unavailable', failed: ['storage'] });
    // serving and uploading need the bucket: a 503 with a message, never a 500
    const read = await t.api.get(pathOf(stored.body.imageUrls[0]));
    expect(read.status).toBe(503);
    expect(read.body.message).toMatch(/unavailable/);
    expect((await t.api.as(admin).post('/api/product/upload').attach('images', PNG, 'b.png')).status).toBe(503);

    const from = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-migrate-'));
    const run = await runMigrate(['--from', from], { STORAGE_URL: bucket.storageUrl });
    expect(run.code).toBe(1);
    expect(run.out).toContain('does not answer');
    fs.rmSync(from, { recursive: true, force: true });
  }, 60_000);
});
