import fs from 'node:fs';
import sharp from 'sharp';
import { useTestApp } from '../../../test/helpers';
import { BROKEN_PNG, JPEG, PNG } from '../../../test/images';

const pathOf = (url: string) => new URL(url).pathname;

describe('image uploads for products and brands', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'] });

  describe('POST /api/product/upload', () => {
    it('stores several images, serves them at their URLs, and removes them by name', async () => {
      const res = await t.api.as(admin).post('/api/product/upload').attach('images', PNG, 'front.png').attach('images', JPEG, 'side.jpg');
      expect(res.status).toBe(200);
      expect(res.body.imageUrls).toHaveLength(2);
      const [png, jpg] = res.body.imageUrls as string[];
      expect(png).toMatch(/^http:\/\/localhost:3000\/uploads\/[a-f0-9]{32}\.png$/);
      expect(jpg).toMatch(/\.jpg$/);

      const served = await t.api.get(pathOf(png)).buffer(true);
      expect(served.status).toBe(200);
      expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

      const name = pathOf(png).split('/').pop();
      const removed = await t.api.as(admin).delete(`/api/product/file_remove/${name}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'Image removed successfully' });
      expect((await t.api.get(pathOf(png))).status).toBe(404);
      expect((await t.api.as(admin).delete(`/api/product/file_remove/${name}`)).status).toBe(404);
    });

    it('refuses text dressed as a png and stores nothing of the batch', async () => {
      const stored = () => (fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir).length : 0);
      const before = stored();
      const res = await t.api
        .as(admin)
        .post('/api/product/upload')
        .attach('images', PNG, 'ok.png')
        .attach('images', Buffer.from('not really an image'), 'evil.png');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Only image files are allowed');
      expect(stored()).toBe(before);
    });

    it('stores 320, 640 and 1280 px WebP variants beside the image and deletes them with it', async () => {
      const res = await t.api.as(admin).post('/api/product/upload').attach('images', JPEG, 'photo.jpg');
      expect(res.status).toBe(200);
      const url = pathOf(res.body.imageUrls[0]);
      const base = url.replace(/\.jpg$/, '');
      for (const width of [320, 640, 1280]) {
        const variant = await t.api.get(`${base}-${width}.webp`).buffer(true);
        expect(variant.status).toBe(200);
        expect(variant.headers['content-type']).toContain('image/webp');
        // a 48 px photo is never blown up: every variant keeps its own width
        expect((await sharp(variant.body as Buffer).metadata()).width).toBe(48);
      }
      expect((await t.api.as(admin).delete(`/api/product/file_remove/${url.split('/').pop()}`)).status).toBe(200);
      expect(fs.readdirSync(t.config.uploadDir).filter((f) => f.startsWith(base.split('/').pop()!))).toEqual([]);
    });

    it('refuses a png whose first bytes are right but which cannot be decoded, storing nothing of the batch', async () => {
      const stored = () => (fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir).length : 0);
      const before = stored();
      const res = await t.api.as(admin).post('/api/product/upload').attach('images', PNG, 'ok.png').attach('images', BROKEN_PNG, 'broken.png');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Only image files are allowed');
      expect(stored()).toBe(before);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]);
      const res = await t.api.as(admin).post('/api/product/upload').attach('images', big, 'big.png');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('Image must be 10MB or smaller');
    });

    it('asks for a file when none is sent', async () => {
      const res = await t.api.as(admin).post('/api/product/upload').field('other', 'x');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose an image to upload');
      const json = await t.api.as(admin).post('/api/product/upload').send({});
      expect(json.status).toBe(400);
    });

    it('refuses guests and customers', async () => {
      expect((await t.api.post('/api/product/upload').attach('images', PNG, 'a.png')).status).toBe(401);
      expect((await t.api.as(customer).post('/api/product/upload').attach('images', PNG, 'a.png')).status).toBe(403);
      expect((await t.api.as(customer).delete('/api/product/file_remove/0123456789abcdef0123456789abcdef.png')).status).toBe(403);
    });

    it('never touches the disk for names outside the upload folder', async () => {
      for (const name of ['..%2F..%2Fetc%2Fpasswd', 'passwd', '..%2Fsecret.png']) {
        const res = await t.api.as(admin).delete(`/api/product/file_remove/${name}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Invalid file name');
      }
    });
  });

  describe('brand logos', () => {
    it('uploads a logo under field logoUrl and removes it by URL', async () => {
      const res = await t.api.as(admin).post('/api/brand/upload').attach('logoUrl', PNG, 'logo.png');
      expect(res.status).toBe(200);
      expect(res.body.imageUrl).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);
      expect((await t.api.get(pathOf(res.body.imageUrl))).status).toBe(200);

      const removed = await t.api.as(admin).delete('/api/brand/delete-image').send({ imageUrl: res.body.imageUrl });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'Image removed successfully' });
      const again = await t.api.as(admin).delete('/api/brand/delete-image').send({ imageUrl: res.body.imageUrl });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('File not found');
    });

    it('refuses a non-image logo, a missing imageUrl and a path outside the folder', async () => {
      const text = await t.api.as(admin).post('/api/brand/upload').attach('logoUrl', Buffer.from('hello'), 'logo.png');
      expect(text.status).toBe(400);
      expect(text.body.message).toBe('Only image files are allowed');
      expect((await t.api.as(admin).delete('/api/brand/delete-image').send({})).status).toBe(400);
      const escape = await t.api.as(admin).delete('/api/brand/delete-image').send({ imageUrl: '/uploads/../../etc/passwd' });
      expect(escape.status).toBe(400);
    });

    it('refuses guests and customers', async () => {
      expect((await t.api.post('/api/brand/upload').attach('logoUrl', PNG, 'a.png')).status).toBe(401);
      expect((await t.api.as(customer).post('/api/brand/upload').attach('logoUrl', PNG, 'a.png')).status).toBe(403);
      expect((await t.api.as(customer).delete('/api/brand/delete-image').send({ imageUrl: 'x.png' })).status).toBe(403);
    });
  });
});
