import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openFileStore } from './lib/storage';
import { copyToStore } from './lib/storage/migrate';

const USAGE = 'usage: npm run storage:migrate [-- --from DIR]   (DIR: a disk store, DATA_DIR/uploads by default; the bucket: STORAGE_URL)';

/**
 * `npm run storage:migrate [-- --from DIR]`: copies the files of a disk store into the bucket of
 * STORAGE_URL, so an existing site can move (docs/ops/storage.md). Run it again to finish or check
 * a copy: files already in the bucket with the same size are skipped. Exits 1 when any file failed.
 */
async function run(): Promise<number> {
  const args = process.argv.slice(2);
  let from: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--from' && args[i + 1]) from = args[++i];
    else throw new Error(USAGE);
  }
  const config = loadConfig(process.env, { jwtSecret: 'not-used-by-storage-migrate-not-used-by-storage-migrate' });
  if (!config.storage) throw new Error('STORAGE_URL is not set: name the bucket to copy into (docs/ops/storage.md)');
  // a relative --from is read from where the operator typed it (npm runs the script inside server/)
  const source = from ? path.resolve(process.env.INIT_CWD ?? process.cwd(), from) : config.uploadDir;
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${source} is no folder: name the disk store with --from DIR`);
  // failures are reported per file below; the store's own log lines (no credentials) go to stderr
  const store = await openFileStore(config, { warn: (fields, message) => console.error(message, JSON.stringify(fields)) });
  try {
    await store.ping().catch(() => {
      throw new Error(`the bucket ${config.storage!.bucket} does not answer: check STORAGE_URL and the AWS_* credentials`);
    });
    console.log(`copying ${source} into the bucket ${config.storage.bucket}`);
    const counts = await copyToStore(source, store, { report: (line) => console.log(line) });
    console.log(`copied ${counts.copied}, skipped ${counts.skipped} (already there), failed ${counts.failed}, ignored ${counts.ignored} (not stored names)`);
    return counts.failed ? 1 : 0;
  } finally {
    await store.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? `Configuration error: ${error.message}`
        : `storage:migrate failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
