import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createBackup } from './backup/archive';

/** `npm run backup -- --out FILE`: the embedded DATA_DIR's database, uploads and secret in one archive (docs/ops/backup.md). */
async function run() {
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? process.argv[at + 1] : undefined;
  if (!out) throw new Error('name the archive: npm run backup -- --out evbazaar-backup.tar.gz');
  const config = loadConfig(process.env, { jwtSecret: 'not-used-by-the-backup-not-used-by-the-backup' });
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump (docs/ops/backup.md)');
  const { manifest, from } = await createBackup(config.dataDir, path.resolve(out));
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0);
  const source = from === 'server' ? 'copied by the running server' : 'no server was running';
  console.log(`backup written to ${out} (${source}): ${rows} rows in ${Object.keys(manifest.rows).length} tables, ${manifest.files.length} files`);
}

run().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Backup failed: ${error.message}`);
  process.exit(1);
});
