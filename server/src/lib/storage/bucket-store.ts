import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { StoreUnavailable, type BucketStore, type StoreLog } from './file-store';
import { assertStoredName, contentTypeOf } from './names';
import type { S3Location } from './storage-url';

/** How long a readiness answer is kept: a crowd of probes makes one HeadBucket a second or so. */
export const PING_TTL_MS = 1_500;
/** A readiness probe waits this long for the bucket, then calls it unreachable. */
const PING_TIMEOUT_MS = 2_000;

/** What an S3 failure may log: its name, status and message, never the request (signatures) or the error's extra fields (key ids). */
const describe = (error: unknown) => ({
  name: (error as Error)?.name,
  status: (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode,
  message: String((error as Error)?.message ?? error).slice(0, 200),
});
const statusOf = (error: unknown) => describe(error).status;

/**
 * Files in an S3 bucket (AWS S3, MinIO, s3rver…), chosen by STORAGE_URL. Credentials come from the
 * SDK's standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY first).
 */
export function createBucketStore(location: S3Location, log?: StoreLog): BucketStore {
  // the SDK warns on Node 20 about releases after our pinned one; the warning is about versions we do not run
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // The SDK's default (WHEN_SUPPORTED, since 3.729) adds CRC32 checksums to every call and sends a body
    // of unknown length as aws-chunked with a trailing checksum, which s3rver stores as it comes (framing
    // and all) and older MinIO releases refuse. WHEN_REQUIRED sends them only where S3 demands one; each
    // put carries its Content-MD5 instead, which every S3 server checks (docs/ops/storage.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // a bucket that does not answer is an outage to report, not a queue to grow
    requestHandler: {
      connectionTimeout: 2_000,
      socketTimeout: 15_000,
      httpAgent: { keepAlive: true, maxSockets: 128 },
      httpsAgent: { keepAlive: true, maxSockets: 128 },
    },
    maxAttempts: 3,
  });
  const Bucket = location.bucket;

  /** Runs one call; a failure is logged once, without credentials, and becomes a 503 for the caller. */
  const failed = (operation: string, key: string | undefined, error: unknown): never => {
    log?.warn({ storage: { operation, key, bucket: Bucket, error: describe(error) } }, 'object storage call failed');
    throw new StoreUnavailable();
  };

  let ping: { promise: Promise<void>; settledAt?: number } | undefined;

  const served = (key: string, out: GetObjectCommandOutput | HeadObjectCommandOutput, body?: Readable) => ({
    body,
    // from the name, never from the object: a file put into the bucket by other means cannot become a page
    contentType: contentTypeOf(key),
    contentLength: out.ContentLength,
    etag: out.ETag,
    lastModified: out.LastModified,
  });

  return {
    kind: 's3',
    bucket: Bucket,
    async put(key, bytes) {
      assertStoredName(key);
      const ContentMD5 = createHash('md5').update(bytes).digest('base64');
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length, ContentMD5, ContentType: contentTypeOf(key) }));
      } catch (error) {
        failed('put', key, error);
      }
    },
    async remove(keys) {
      // one DeleteObject each: DeleteObjects needs a checksum header that older S3-compatible servers read differently
      for (const key of keys) {
        assertStoredName(key);
        try {
          await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
        } catch (error) {
          if (statusOf(error) !== 404) failed('delete', key, error);
        }
      }
    },
    async sizeOf(key) {
      assertStoredName(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        return failed('head', key, error);
      }
    },
    async open(key, { ifNoneMatch, head }) {
      assertStoredName(key);
      try {
        if (head) return served(key, await client.send(new HeadObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch })));
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }));
        return served(key, out, out.Body as Readable);
      } catch (error) {
        const status = statusOf(error);
        if (status === 304) return { notModified: true, etag: (error as { $response?: { headers?: Record<string, string> } }).$response?.headers?.etag };
        if (status === 404) return undefined;
        return failed(head ? 'head' : 'get', key, error);
      }
    },
    ping() {
      // one HeadBucket at a time, and its answer (either way) kept for PING_TTL_MS
      if (ping && (ping.settledAt === undefined || Date.now() - ping.settledAt < PING_TTL_MS)) return ping.promise;
      const current: { promise: Promise<void>; settledAt?: number } = {
        promise: client
          .send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) })
          .then(
            () => undefined,
            (error: unknown) => failed('head bucket', undefined, error),
          )
          .finally(() => {
            current.settledAt = Date.now();
          }),
      };
      // a probe that no one awaits any more must not become an unhandled rejection
      current.promise.catch(() => undefined);
      ping = current;
      return current.promise;
    },
    close: async () => client.destroy(),
  };
}
