import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { parseStorageUrl, type S3Location } from '../src/lib/storage';

/** s3rver accepts these credentials and no others (a local test server: nothing secret). */
export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/**
 * A real S3-compatible server (s3rver) on a free local port with one empty bucket, files in a
 * temporary folder; it counts the requests it is sent. The test's own client sends checksums only
 * where S3 requires them, as the app's does (docs/ops/storage.md).
 */
export async function startS3Server(bucket = 'evb-test') {
  // the SDK's notice about its releases after 2026 (Node 22 only) is not about the pinned one
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  let requests = 0;
  server.httpServer.on('request', () => requests++);
  const endpoint = `http://127.0.0.1:${port}`;
  const storageUrl = `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: S3_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keys = async (): Promise<string[]> => {
    const out = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (out.Contents ?? []).map((o) => o.Key!).sort();
  };
  return {
    storageUrl,
    /** what a server process needs to use the bucket */
    env: { STORAGE_URL: storageUrl, ...S3_CREDENTIALS },
    location: parseStorageUrl(storageUrl, {}, (message) => {
      throw new Error(message);
    }) as S3Location,
    /** requests the bucket has seen so far (the test's own included) */
    requests: () => requests,
    keys,
    has: (key: string) =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        (error: { name?: string }) => {
          if (error.name === 'NotFound') return false;
          throw error;
        },
      ),
    /** writes behind the app's back, as another instance or a tool would */
    async put(key: string, body: Buffer, contentType = 'image/png') {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async drop(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async etag(key: string): Promise<string> {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      await out.Body!.transformToByteArray();
      return out.ETag!;
    },
    async bytes(key: string): Promise<Buffer> {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    },
    async empty() {
      for (const key of await keys()) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async stop() {
      client.destroy();
      await server.close();
    },
    removeFiles: () => fs.rmSync(directory, { recursive: true, force: true }),
    async close() {
      await this.stop();
      this.removeFiles();
    },
  };
}
