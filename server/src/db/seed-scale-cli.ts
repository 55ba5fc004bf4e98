import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { openDatabase } from './client';
import { seedScaleData } from './seed/scale';
import { scrubText } from '../http/redaction';

/** `npm run seed:scale -- --factor 1 [--shops 5000]`: migrates DATABASE_URL (or DATA_DIR's embedded database) and fills it with the scale data set. */
async function run() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--factor');
  const factor = at >= 0 ? Number(args[at + 1]) : 1;
  // --shops N: that many shops whatever the factor (the dealer finder's case: 5,000 shops on a small catalogue)
  const shopsAt = args.indexOf('--shops');
  const shops = shopsAt >= 0 ? Number(args[shopsAt + 1]) : undefined;
  if (shops !== undefined && !(Number.isInteger(shops) && shops >= 1 && shops <= 50_000))
    throw new ConfigError('--shops must be a whole number from 1 to 50000');
  const config = loadConfig(process.env, { jwtSecret: 'not-used-by-the-scale-seed-not-used-by-the-scale-seed' });
  // an embedded database is opened by one process at a time: refused while a server runs on it
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'scale seed');
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
      sharedBuffers: config.pgliteSharedBuffers,
    });
    try {
      await database.migrate();
      const started = Date.now();
      const counts = await seedScaleData({ db: database.db, config }, factor, (line) => console.log(line), { shops });
      console.log(`scale data at factor ${factor} (${database.driver}) in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(counts)}`);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

run().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Scale seed failed: ${scrubText(error.message)}`);
  process.exit(1);
});
