import type { Deps } from '../../deps';

/** Blogs: the rules of this area. Filled in by its issue. */
export function createBlogsService(_deps: Deps) {
  return {};
}

export type BlogsService = ReturnType<typeof createBlogsService>;
