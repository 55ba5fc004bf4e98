import { MESSAGES } from '@evbazaar/common';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';

/** One stored file as it is served: bytes (a stream, or kept in memory; none for HEAD), type, length, entity tag. */
export interface StoredFile {
  body?: Readable | Buffer;
  contentType: string;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
}

/** Where a store reports a failed call (the app's logger, or a command's stderr). */
export interface StoreLog {
  warn(fields: object, message: string): void;
}

/** The answer to a conditional read whose tag matched. */
export interface NotModified {
  notModified: true;
  etag?: string;
}

/** Operations both stores have. Keys are stored names only (storage/names.ts); anything else throws. */
interface FileStoreBase {
  /** Writes one file. `exclusive`: refuse to replace one (the disk store; a bucket relies on random names). */
  put(key: string, bytes: Buffer, options?: { exclusive?: boolean }): Promise<void>;
  /** Removes files, one after another in the order given; missing ones are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** The size of a stored file in bytes; undefined when there is none. */
  sizeOf(key: string): Promise<number | undefined>;
  /** Resolves when the store answers (the readiness probe); a disk store always does. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Files in a folder (`DATA_DIR/uploads`), served with @fastify/static's sendFile (http/stored-files.ts). */
export interface DiskStore extends FileStoreBase {
  kind: 'disk';
  dir: string;
}

/** Files in an S3 bucket, streamed through the app (http/stored-files.ts). */
export interface BucketStore extends FileStoreBase {
  kind: 's3';
  bucket: string;
  /**
   * A file to serve: `notModified` (with its tag when the bucket says it) when `ifNoneMatch` names
   * its entity tag, undefined when there is none. `head`: type, length and tag only.
   */
  open(key: string, options: { ifNoneMatch?: string; head?: boolean }): Promise<StoredFile | NotModified | undefined>;
}

export type FileStore = DiskStore | BucketStore;

/** The store could not be reached or refused an operation: a 503 with a message, never a 500. */
export class StoreUnavailable extends AppError {
  constructor() {
    super('UNAVAILABLE', MESSAGES.http.limitsUnavailable);
  }
}
