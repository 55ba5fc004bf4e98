import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from './helpers';
import { PNG } from './images';

describe('/uploads from the disk store (no STORAGE_URL)', () => {
  const { t } = useTestApp();
  const name = '0123456789abcdef0123456789abcdef.png';

  beforeAll(() => {
    fs.mkdirSync(path.join(t.config.uploadDir, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadDir, name), PNG);
    fs.writeFileSync(path.join(t.config.uploadDir, 'demo', 'a-drawing.svg'), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    fs.writeFileSync(path.join(t.config.uploadDir, 'notes.txt'), 'not a stored name');
  });

  it('serves a stored name with its type, ETag, a year immutable, and 304 on If-None-Match', async () => {
    const res = await t.api.get(`/uploads/${name}`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
    expect((await t.api.get(`/uploads/${name}`).set('if-none-match', res.headers.etag)).status).toBe(304);
    const head = await t.api.head(`/uploads/${name}`);
    expect([head.status, head.headers['content-length']]).toEqual([200, String(PNG.length)]);
  });

  it('gives a demo drawing a week, checked again by its ETag', async () => {
    const res = await t.api.get('/uploads/demo/a-drawing.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('answers 404 for a missing file and for anything that is no stored name, even a file in the folder', async () => {
    for (const url of [
      '/uploads/fedcba9876543210fedcba9876543210.png',
      '/uploads/notes.txt',
      `/uploads/${name.toUpperCase()}`,
      '/uploads/',
      '/uploads/demo/',
      '/uploads/..%2Fjwt-secret',
      '/uploads/demo/../../jwt-secret',
    ]) {
      const res = await t.api.get(url);
      expect([url, res.status, res.body]).toEqual([url, 404, { message: 'Not found' }]);
    }
  });
});
