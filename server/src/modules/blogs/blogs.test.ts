import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { blogs } from '../../db/schema';
import { type SignedInApi, useTestApp } from '../../../test/helpers';
import { PNG } from '../../../test/images';

const post = { title: 'Charging at home', content: 'A 15 A socket is enough for most scooters.', image: '/uploads/demo/charging.svg' };

describe('blogs', () => {
  const { t, admin, superadmin, customer, dealer } = useTestApp({ cast: ['admin', 'superadmin', 'customer', 'dealer'] });

  const countBlogs = async () => (await t.db.select({ id: blogs.id }).from(blogs)).length;

  describe('REST reading', () => {
    it('lists posts newest first with _id, and honours limit', async () => {
      const older = await t.seed.blog({ title: 'Older', createdAt: new Date('2025-01-01T00:00:00Z') });
      const newer = await t.seed.blog({ title: 'Newer', createdAt: new Date('2025-06-01T00:00:00Z') });
      const newest = await t.seed.blog({ title: 'Newest', createdAt: new Date('2030-01-01T00:00:00Z') });

      const res = await t.api.get('/api/blog/allblogs');
      expect(res.status).toBe(200);
      const ids = res.body.data.map((b: { _id: string }) => b._id);
      expect(ids.indexOf(newest.id)).toBeLessThan(ids.indexOf(newer.id));
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(res.body.data[0]).toEqual({
        _id: newest.id,
        title: 'Newest',
        content: newest.content,
        image: newest.image,
        locales: ['en'],
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: expect.any(String),
      });

      const limited = await t.api.get('/api/blog/allblogs?limit=1');
      expect(limited.body.data).toHaveLength(1);
      expect(limited.body.data[0]._id).toBe(newest.id);
    });

    it('refuses a limit that is not a whole number from 1 to 100', async () => {
      for (const limit of ['0', '101', 'abc', '2.5']) {
        const res = await t.api.get(`/api/blog/allblogs?limit=${limit}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Limit must be a whole number from 1 to 100');
      }
    });

    it('answers one post by id, or 404 Blog not found', async () => {
      const blog = await t.seed.blog();
      const res = await t.api.get(`/api/blog/${blog.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: blog.id, title: blog.title, content: blog.content, image: blog.image, createdAt: expect.any(String) });

      const missing = await t.api.get('/api/blog/not-a-real-id');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Blog not found' });
    });
  });

  describe('REST writing', () => {
    it('lets an admin add, edit and delete a post', async () => {
      const added = await t.api.as(admin).post('/api/blog/add').send(post);
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ message: 'Blog added successfully!', data: { _id: expect.any(String), ...post } });
      const id = added.body.data._id;

      const edited = await t.api
        .as(admin)
        .put(`/api/blog/edit/${id}`)
        .send({ ...post, title: 'Charging at home, updated' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ message: 'Blog updated successfully!', data: { _id: id, title: 'Charging at home, updated' } });
      expect((await t.api.get(`/api/blog/${id}`)).body.title).toBe('Charging at home, updated');

      const deleted = await t.api.as(admin).delete(`/api/blog/delete/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ message: 'Blog deleted successfully', data: { _id: id } });
      expect((await t.api.get(`/api/blog/${id}`)).status).toBe(404);
    });

    it('lets a superadmin add a post too', async () => {
      const res = await t.api.as(superadmin).post('/api/blog/add').send(post);
      expect(res.status).toBe(201);
    });

    it('refuses guests with 401 and customers or dealers with 403, writing nothing', async () => {
      const blog = await t.seed.blog();
      const before = await countBlogs();
      const attempts = [
        (api: SignedInApi = t.api) => api.post('/api/blog/add').send(post),
        (api: SignedInApi = t.api) => api.put(`/api/blog/edit/${blog.id}`).send(post),
        (api: SignedInApi = t.api) => api.delete(`/api/blog/delete/${blog.id}`),
        (api: SignedInApi = t.api) => api.post('/api/blog/upload').attach('image', PNG, 'a.png'),
        (api: SignedInApi = t.api) => api.delete('/api/blog/delete-image').send({ imageUrl: 'x.png' }),
      ];
      for (const attempt of attempts) {
        expect((await attempt()).status).toBe(401);
        for (const user of [customer, dealer]) {
          const res = await attempt(t.api.as(user));
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ message: 'You do not have permission to do this' });
        }
      }
      expect(await countBlogs()).toBe(before);
      expect((await t.api.get(`/api/blog/${blog.id}`)).body.title).toBe(blog.title);
    });

    it('answers missing fields with the spec messages and writes nothing', async () => {
      const before = await countBlogs();
      const res = await t.api.as(admin).post('/api/blog/add').send({ title: ' ' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ title: 'Title is required', content: 'Description is required', image: 'Image is required' });
      expect(await countBlogs()).toBe(before);
    });

    it('refuses an image that is not an image file', async () => {
      for (const image of ['/uploads/notes.txt', 'javascript:alert(1)//x.png']) {
        const res = await t.api
          .as(admin)
          .post('/api/blog/add')
          .send({ ...post, image });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ image: 'Only image files are allowed' });
      }
      expect(
        (
          await t.api
            .as(admin)
            .post('/api/blog/add')
            .send({ ...post, image: 'data:image/png;base64,iVBORw0KGgo=' })
        ).status,
      ).toBe(201);
    });

    it('caps the title length with a clear message', async () => {
      const res = await t.api
        .as(admin)
        .post('/api/blog/add')
        .send({ ...post, title: 'x'.repeat(201) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Title must be at most 200 characters');
    });

    it('validates an edit and answers 404 for a missing post', async () => {
      const blog = await t.seed.blog();
      const bad = await t.api
        .as(admin)
        .put(`/api/blog/edit/${blog.id}`)
        .send({ ...post, content: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ content: 'Description is required' });
      expect((await t.api.get(`/api/blog/${blog.id}`)).body.content).toBe(blog.content);

      const missing = await t.api.as(admin).put('/api/blog/edit/nope').send(post);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Blog not found' });
      expect((await t.api.as(admin).delete('/api/blog/delete/nope')).status).toBe(404);
    });
  });

  describe('REST images', () => {
    it('stores an uploaded image under a generated name, serves it and removes it', async () => {
      const res = await t.api.as(admin).post('/api/blog/upload').attach('image', PNG, 'my photo.png');
      expect(res.status).toBe(200);
      expect(res.body.imageUrl).toMatch(/^http:\/\/localhost:3000\/uploads\/[a-f0-9]{32}\.png$/);
      const urlPath = new URL(res.body.imageUrl).pathname;
      const served = await t.api.get(urlPath);
      expect(served.status).toBe(200);
      expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

      const removed = await t.api.as(admin).delete('/api/blog/delete-image').send({ imageUrl: res.body.imageUrl });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'Image removed successfully' });
      expect(fs.existsSync(path.join(t.config.uploadDir, path.basename(urlPath)))).toBe(false);

      const again = await t.api.as(admin).delete('/api/blog/delete-image').send({ imageUrl: res.body.imageUrl });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: 'File not found' });
    });

    it('refuses a .png whose content is text', async () => {
      const before = fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir).length : 0;
      const res = await t.api.as(admin).post('/api/blog/upload').attach('image', Buffer.from('just some text, not a picture'), 'fake.png');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Only image files are allowed');
      expect(fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir).length : 0).toBe(before);
    });

    it('asks for a file when the upload has none or cannot be read', async () => {
      const res = await t.api.as(admin).post('/api/blog/upload').send({});
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose an image to upload');
      const noFile = await t.api.as(admin).post('/api/blog/upload').field('title', 'no image here');
      expect(noFile.status).toBe(400);
      expect(noFile.body.message).toBe('Please choose an image to upload');
      const garbled = await t.api.as(admin).post('/api/blog/upload').set('content-type', 'multipart/form-data').send('garbage');
      expect(garbled.status).toBe(400);
      expect(garbled.body.message).toBe('Please choose an image to upload');
    });

    it('refuses an image over 10 MB with 413', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
      const res = await t.api.as(admin).post('/api/blog/upload').attach('image', big, 'big.png');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Image must be 10MB or smaller' });
    });

    it('never removes a file outside the upload folder', async () => {
      const outside = path.join(path.dirname(t.config.uploadDir), 'keep.png');
      fs.writeFileSync(outside, PNG);
      for (const imageUrl of ['../keep.png', '..%2Fkeep.png', '/etc/passwd', 'http://localhost:3000/uploads/..%2F..%2Fetc%2Fpasswd']) {
        const res = await t.api.as(admin).delete('/api/blog/delete-image').send({ imageUrl });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Invalid file name' });
      }
      expect(fs.existsSync(outside)).toBe(true);

      const empty = await t.api.as(admin).delete('/api/blog/delete-image').send({});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Image URL is required');
    });
  });

  describe('GraphQL', () => {
    const CREATE = `mutation($input: BlogInput!) { createBlog(input: $input) { id title content image createdAt updatedAt } }`;
    const UPDATE = `mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id title } }`;
    const DELETE = `mutation($id: ID!) { deleteBlog(id: $id) }`;

    it('lets an admin create, update and delete a post', async () => {
      const created = await t.gql.as(admin)(CREATE, { input: post });
      expect(created.body.errors).toBeUndefined();
      const { id } = created.body.data.createBlog;
      expect(created.body.data.createBlog).toMatchObject({ ...post, createdAt: expect.any(String) });

      const updated = await t.gql.as(admin)(UPDATE, { id, input: { ...post, title: 'Battery care' } });
      expect(updated.body.data.updateBlog).toEqual({ id, title: 'Battery care' });

      const deleted = await t.gql.as(admin)(DELETE, { id });
      expect(deleted.body.data.deleteBlog).toBe(id);
      expect(await t.db.select().from(blogs).where(eq(blogs.id, id))).toHaveLength(0);
    });

    it('reads posts publicly, newest first, with a limit', async () => {
      await t.seed.blog({ title: 'Far future', createdAt: new Date('2099-01-01T00:00:00Z') });
      const res = await t.gql(`{ blogs(limit: 2) { id title } }`);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.blogs).toHaveLength(2);
      expect(res.body.data.blogs[0].title).toBe('Far future');

      const bad = await t.gql(`{ blogs(limit: 500) { id } }`);
      expect(bad.body.errors[0]).toMatchObject({ message: 'Limit must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('reads one post, and answers NOT_FOUND for a missing one', async () => {
      const blog = await t.seed.blog();
      const res = await t.gql(`query($id: ID!) { blog(id: $id) { id title } }`, { id: blog.id });
      expect(res.body.data.blog).toEqual({ id: blog.id, title: blog.title });

      const missing = await t.gql(`query($id: ID!) { blog(id: $id) { id } }`, { id: 'missing' });
      expect(missing.body.data.blog).toBeNull();
      expect(missing.body.errors[0]).toMatchObject({ message: 'Blog not found', extensions: { code: 'NOT_FOUND' } });
    });

    it('answers UNAUTHENTICATED to a guest and FORBIDDEN to a customer or dealer', async () => {
      const blog = await t.seed.blog();
      const ops: [string, Record<string, unknown>][] = [
        [CREATE, { input: post }],
        [UPDATE, { id: blog.id, input: post }],
        [DELETE, { id: blog.id }],
      ];
      for (const [query, vars] of ops) {
        expect((await t.gql(query, vars)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
        expect((await t.gql.as(customer)(query, vars)).body.errors[0].extensions.code).toBe('FORBIDDEN');
        expect((await t.gql.as(dealer)(query, vars)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
      expect((await t.api.get(`/api/blog/${blog.id}`)).status).toBe(200);
    });

    it('returns field messages under BAD_USER_INPUT', async () => {
      const res = await t.gql.as(admin)(CREATE, { input: { ...post, image: 'report.pdf' } });
      expect(res.body.errors[0]).toMatchObject({
        message: 'Only image files are allowed',
        extensions: { code: 'BAD_USER_INPUT', fields: { image: 'Only image files are allowed' } },
      });
      const missing = await t.gql.as(admin)(UPDATE, { id: 'missing', input: post });
      expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });
});
