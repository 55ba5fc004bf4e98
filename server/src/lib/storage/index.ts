import type { Config } from '../../config';
import { createDiskStore } from './disk-store';
import type { FileStore, StoreLog } from './file-store';
import { withHotFiles } from './hot-files';

export type { BucketStore, DiskStore, FileStore, NotModified, StoreLog, StoredFile } from './file-store';
export { StoreUnavailable } from './file-store';
export { DEMO_FOLDER, UPLOAD_NAME, cacheControlOf, contentTypeOf, isStoredName, variantsOf } from './names';
export { parseStorageUrl, type S3Location } from './storage-url';

/**
 * The store of every stored file: the bucket of STORAGE_URL, else the folder `DATA_DIR/uploads`.
 * The AWS SDK is loaded only for a bucket: the embedded default never pays its memory. A bucket's
 * small, often requested files are kept in memory (`storageCacheBytes`, storage/hot-files.ts).
 */
export async function openFileStore(
  config: Pick<Config, 'storage' | 'uploadDir'> & Partial<Pick<Config, 'storageCacheBytes'>>,
  log?: StoreLog,
): Promise<FileStore> {
  if (!config.storage) return createDiskStore(config.uploadDir);
  const { createBucketStore } = await import('./bucket-store');
  const bucket = createBucketStore(config.storage, log);
  return config.storageCacheBytes ? withHotFiles(bucket, { maxBytes: config.storageCacheBytes }) : bucket;
}
