import { MESSAGES, blogImageUrlSchema, blogListSchema, blogSchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { BadInput, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import * as q from './blogs.queries';

export type { BlogRow } from './blogs.queries';

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
    async add(input: unknown) {
      const row = await q.insertBlog(db, parseInput(blogSchema, input));
      catalogue.changed('blogs');
      return row;
    },

    /** Admin: replaces title, content and image of a post; NOT_FOUND when missing. */
    async update(id: string, input: unknown) {
      const row = await q.updateBlog(db, id, parseInput(blogSchema, input));
      if (!row) throw new NotFound(MESSAGES.content.blogNotFound);
      catalogue.changed('blogs');
      return row;
    },

    /** Admin: deletes a post; its image file stays until removed on its own (the admin screen does so). */
    async remove(id: string) {
      const row = await q.deleteBlog(db, id);
      if (!row) throw new NotFound(MESSAGES.content.blogNotFound);
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
