import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3Server {
  /** what a server process needs to use the bucket: STORAGE_URL and the credentials */
  env: Record<'STORAGE_URL' | 'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY', string>;
  /** whether the bucket holds `key` */
  has(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it accepts these and no others. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/** A real S3-compatible server (s3rver) on a free local port with one empty bucket, files in a temporary folder. */
export async function startS3Server(bucket = 'evb-test'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // checksums only where S3 requires them, as the app's client (docs/ops/storage.md)
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env: {
      STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: SECRET_KEY,
    },
    has: (key) =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        (error: { name?: string }) => {
          if (error.name === 'NotFound') return false;
          throw error;
        },
      ),
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
