import fs from 'node:fs';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const pathOf = (url: string) => new URL(url).pathname;

describe('image uploads for products and brands', () => {
  let t: TestApp;
  let adminToken: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = t.tokenFor(await t.seed.user({ role: 'ADMIN' }));
    customerToken = t.tokenFor(await t.seed.user({ role: 'USER' }));
  });
  afterAll(() => t.close());

  describe('POST /api/product/upload', () => {
    it('stores several images, serves them at their URLs, and removes them by name', async () => {
      const res = await t.api
        .post('/api/product/upload')
        .set(bearer(adminToken))
        .attach('images', PNG, 'front.png')
        .attach('images', JPEG, 'side.jpg');
      expect(res.status).toBe(200);
      expect(res.body.imageUrls).toHaveLength(2);
      const [png, jpg] = res.body.imageUrls as string[];
      expect(png).toMatch(/^http:\/\/localhost:3000\/uploads\/[a-f0-9]{32}\.png$/);
      expect(jpg).toMatch(/\.jpg$/);

      const served = await t.api.get(pathOf(png)).buffer(true);
      expect(served.status).toBe(200);
      expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

      const name = pathOf(png).split('/').pop();
      const removed = await t.api.delete(`/api/product/file_remove/${name}`).set(bearer(adminToken));
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'Image removed successfully' });
      expect((await t.api.get(pathOf(png))).status).toBe(404);
      expect((await t.api.delete(`/api/product/file_remove/${name}`).set(bearer(adminToken))).status).toBe(404);
    });

    it('refuses text dressed as a png and stores nothing of the batch', async () => {
      const stored = () => (fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir).length : 0);
      const before = stored();
      const res = await t.api
        .post('/api/product/upload')
        .set(bearer(adminToken))
        .attach('images', PNG, 'ok.png')
        .attach('images', Buffer.from('not really an image'), 'evil.png');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Only image files are allowed');
      expect(stored()).toBe(before);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]);
      const res = await t.api.post('/api/product/upload').set(bearer(adminToken)).attach('images', big, 'big.png');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('Image must be 10MB or smaller');
    });

    it('asks for a file when none is sent', async () => {
      const res = await t.api.post('/api/product/upload').set(bearer(adminToken)).field('other', 'x');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose an image to upload');
      const json = await t.api.post('/api/product/upload').set(bearer(adminToken)).send({});
      expect(json.status).toBe(400);
    });

    it('refuses guests and customers', async () => {
      expect((await t.api.post('/api/product/upload').attach('images', PNG, 'a.png')).status).toBe(401);
      expect((await t.api.post('/api/product/upload').set(bearer(customerToken)).attach('images', PNG, 'a.png')).status).toBe(403);
      expect((await t.api.delete('/api/product/file_remove/0123456789abcdef0123456789abcdef.png').set(bearer(customerToken))).status).toBe(403);
    });

    it('never touches the disk for names outside the upload folder', async () => {
      for (const name of ['..%2F..%2Fetc%2Fpasswd', 'passwd', '..%2Fsecret.png']) {
        const res = await t.api.delete(`/api/product/file_remove/${name}`).set(bearer(adminToken));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Invalid file name');
      }
    });
  });

  describe('brand logos', () => {
    it('uploads a logo under field logoUrl and removes it by URL', async () => {
      const res = await t.api.post('/api/brand/upload').set(bearer(adminToken)).attach('logoUrl', PNG, 'logo.png');
      expect(res.status).toBe(200);
      expect(res.body.imageUrl).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);
      expect((await t.api.get(pathOf(res.body.imageUrl))).status).toBe(200);

      const removed = await t.api.delete('/api/brand/delete-image').set(bearer(adminToken)).send({ imageUrl: res.body.imageUrl });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'Image removed successfully' });
      const again = await t.api.delete('/api/brand/delete-image').set(bearer(adminToken)).send({ imageUrl: res.body.imageUrl });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('File not found');
    });

    it('refuses a non-image logo, a missing imageUrl and a path outside the folder', async () => {
      const text = await t.api.post('/api/brand/upload').set(bearer(adminToken)).attach('logoUrl', Buffer.from('hello'), 'logo.png');
      expect(text.status).toBe(400);
      expect(text.body.message).toBe('Only image files are allowed');
      expect((await t.api.delete('/api/brand/delete-image').set(bearer(adminToken)).send({})).status).toBe(400);
      const escape = await t.api.delete('/api/brand/delete-image').set(bearer(adminToken)).send({ imageUrl: '/uploads/../../etc/passwd' });
      expect(escape.status).toBe(400);
    });

    it('refuses guests and customers', async () => {
      expect((await t.api.post('/api/brand/upload').attach('logoUrl', PNG, 'a.png')).status).toBe(401);
      expect((await t.api.post('/api/brand/upload').set(bearer(customerToken)).attach('logoUrl', PNG, 'a.png')).status).toBe(403);
      expect((await t.api.delete('/api/brand/delete-image').set(bearer(customerToken)).send({ imageUrl: 'x.png' })).status).toBe(403);
    });
  });
});
