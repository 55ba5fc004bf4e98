import { ByteBoundedMap } from '../cache/byte-bounded-map';
import { StoreUnavailable, type BucketStore, type StoredFile } from './file-store';

/** A small file kept in memory, with when the bucket last said it is still this one. */
interface HotFile {
  bytes: Buffer;
  contentType: string;
  etag?: string;
  lastModified?: Date;
  checkedAt: number;
}

/** How long a kept file is served without asking the bucket; then a HeadObject checks its tag. */
export const HOT_FILE_TTL_MS = 60_000;

/**
 * The bucket store with its most requested small files kept in this process's memory, least
 * recently used dropped first, at most `maxBytes` (one file at most an eighth of that). A product
 * page's images are asked for again and again; each read from the bucket is a round trip (and a
 * billed request), where memory answers at once. Names are random or the seed's, so a kept file is
 * the stored one; after `ttlMs` the bucket confirms its tag, so a file deleted through another
 * instance is gone within that time (a browser may keep it a year anyway: the answers say immutable).
 * A delete or write through this instance drops its copy at once.
 */
export function withHotFiles(store: BucketStore, options: { maxBytes: number; ttlMs?: number; now?: () => number }): BucketStore {
  const ttlMs = options.ttlMs ?? HOT_FILE_TTL_MS;
  const now = options.now ?? Date.now;
  const kept = new ByteBoundedMap<HotFile>(options.maxBytes, (key, file) => key.length + file.bytes.length + (file.etag?.length ?? 0));
  const maxFileBytes = options.maxBytes / 8;
  const served = (file: HotFile, head?: boolean): StoredFile => ({
    body: head ? undefined : file.bytes,
    contentType: file.contentType,
    contentLength: file.bytes.length,
    etag: file.etag,
    lastModified: file.lastModified,
  });

  return {
    ...store,
    async put(key, bytes, putOptions) {
      kept.delete(key);
      await store.put(key, bytes, putOptions);
    },
    async remove(keys) {
      for (const key of keys) kept.delete(key);
      await store.remove(keys);
    },
    async open(key, openOptions) {
      const hot = kept.get(key);
      if (hot && now() - hot.checkedAt < ttlMs) return served(hot, openOptions.head);
      if (hot) {
        // past its time: the bucket says whether it is still the same file (a HEAD, no bytes)
        const current = await store.open(key, { head: true });
        if (current && !('notModified' in current) && current.etag === hot.etag) {
          hot.checkedAt = now();
          return served(hot, openOptions.head);
        }
        kept.delete(key);
        if (!current) return undefined;
      }
      const file = await store.open(key, openOptions);
      if (!file || 'notModified' in file || openOptions.head || !file.body || Buffer.isBuffer(file.body)) return file;
      if (file.contentLength === undefined || file.contentLength > maxFileBytes) return file;
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of file.body) chunks.push(chunk as Buffer);
      } catch {
        // the bucket stopped sending half-way: nothing is kept, and the client gets a 503 to retry
        throw new StoreUnavailable();
      }
      const bytes = Buffer.concat(chunks);
      const fresh: HotFile = { bytes, contentType: file.contentType, etag: file.etag, lastModified: file.lastModified, checkedAt: now() };
      kept.set(key, fresh);
      return served(fresh);
    },
  };
}
