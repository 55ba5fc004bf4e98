import { MESSAGES, blogImageUrlSchema, blogListSchema, blogSchema, contentLocales, localizedText, type Locale } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { BadInput, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';
import * as q from './blogs.queries';

export type { BlogRow } from './blogs.queries';

type BlogTexts = Pick<q.BlogRow, 'title' | 'titleHi' | 'content' | 'contentHi'>;

/** The languages a post reads wholly in: Hindi once its headline and text have their Hindi twins (issue 26). */
export const blogLocales = (b: BlogTexts) =>
  contentLocales([
    [b.title, b.titleHi],
    [b.content, b.contentHi],
  ]);

/** A post with its headline and text in a language (the Hindi ones where written, else the English), as REST answers it. */
export const blogInLanguage = <T extends BlogTexts>(b: T, locale: Locale): T => ({
  ...b,
  title: localizedText(b.title, b.titleHi, locale),
  content: localizedText(b.content, b.contentHi, locale),
});

const blogTarget = (blog: { id: string; title: string }) => ({ type: 'blog', id: blog.id, label: blog.title });
const auditedBlog = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;

export function createBlogsService({ db, uploads, catalogue }: Deps) {
  return {
    /** Public: posts newest first; `limit` is optional, 1 to 100 (100 when absent), `page` from 1. */
    list(options: { page?: unknown; limit?: unknown } = {}) {
      const { limit } = parseInput(blogListSchema, { limit: options.limit });
      const { offset } = pageOf({ page: options.page }, limit);
      return q.listBlogs(db, { limit, offset });
    },

    /** How many posts there are (for the back-office pager). */
    count: () => q.countBlogs(db),

    /** Public: one post; NOT_FOUND when missing. */
    async get(id: string) {
      const row = await q.findBlog(db, id);
      if (!row) throw new NotFound(MESSAGES.content.blogNotFound);
      return row;
    },

    /** Admin: adds a post; title, content and an image are required. */
    async add(caller: Caller, input: unknown) {
      const values = parseInput(blogSchema, input);
      const row = await db.transaction(async (tx) => {
        const blog = await q.insertBlog(tx, values);
        await recordAudit(tx, caller, { action: 'blog.created', targets: [blogTarget(blog)], changes: changesBetween(null, auditedBlog(blog)) });
        return blog;
      });
      catalogue.changed('blogs');
      return row;
    },

    /** Admin: replaces title, content and image of a post; NOT_FOUND when missing. */
    async update(caller: Caller, id: string, input: unknown) {
      const values = parseInput(blogSchema, input);
      const row = await db.transaction(async (tx) => {
        const before = await q.findBlog(tx, id);
        const blog = before && (await q.updateBlog(tx, id, values));
        if (!before || !blog) throw new NotFound(MESSAGES.content.blogNotFound);
        await recordAudit(tx, caller, { action: 'blog.updated', targets: [blogTarget(blog)], changes: changesBetween(auditedBlog(before), auditedBlog(blog)) });
        return blog;
      });
      catalogue.changed('blogs');
      return row;
    },

    /** Admin: deletes a post; its image file stays until removed on its own (the admin screen does so). */
    async remove(caller: Caller, id: string) {
      const row = await db.transaction(async (tx) => {
        const blog = await q.deleteBlog(tx, id);
        if (!blog) throw new NotFound(MESSAGES.content.blogNotFound);
        await recordAudit(tx, caller, { action: 'blog.deleted', targets: [blogTarget(blog)] });
        return blog;
      });
      catalogue.changed('blogs');
      return row;
    },

    /** Admin: stores an uploaded image (checked by content, at most 10 MB) and answers its public URL. */
    async uploadImage(bytes: Buffer | undefined) {
      if (!bytes || bytes.length === 0) throw new BadInput(MESSAGES.uploads.noFile, { image: MESSAGES.uploads.noFile });
      return uploads.urlOf(await uploads.saveImage(bytes));
    },

    /** Admin: removes an uploaded image by its URL; only names we generated, never a path outside the upload folder. */
    async removeImage(input: unknown) {
      const { imageUrl } = parseInput(blogImageUrlSchema, input);
      await uploads.remove(imageUrl);
    },
  };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
