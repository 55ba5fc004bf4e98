import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { restoreBackup } from './backup/archive';

/** `npm run restore -- FILE [--force]`: a backup into an empty (or, with --force, replaced) DATA_DIR (docs/ops/backup.md). */
async function run() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('name the archive: npm run restore -- evbazaar-backup.tar.gz [--force]');
  const config = loadConfig(process.env, { jwtSecret: 'not-used-by-the-restore-not-used-by-the-restore' });
  const manifest = await restoreBackup(path.resolve(file), config.dataDir, { force: args.includes('--force') });
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0);
  console.log(`restored ${file} (${manifest.createdAt}) into ${config.dataDir}: ${rows} rows checked against the manifest, ${manifest.files.length} files`);
}

run().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Restore failed: ${error.message}`);
  process.exit(1);
});
