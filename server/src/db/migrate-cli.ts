import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { openDatabase } from './client';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
async function run() {
  const config = loadConfig(process.env, { jwtSecret: 'not-used-by-migrations-not-used-by-migrations' });
  // an embedded database is opened by one process at a time: refused while a server runs on it
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'migration');
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
      sharedBuffers: config.pgliteSharedBuffers,
    });
    await database.migrate();
    await database.close();
    console.log(`migrations applied (${database.driver})`);
  } finally {
    release();
  }
}

run().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Migration failed: ${error.message}`);
  process.exit(1);
});
