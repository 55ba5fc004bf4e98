// first: tracing (when configured) must wrap Fastify, GraphQL and the database driver before they load
import { flushTracing } from './lib/tracing/preload';
import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/demo';
import { placeUnplacedShops } from './modules/shops/shops.service';
import { lockDataDir } from './lib/data-dir-lock';
import path from 'node:path';
import { serveControlSocket } from './db/backup/control-socket';
import { scrubText } from './http/redaction';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // the embedded database lives in DATA_DIR: one server per folder, or writes are lost
  const releaseDataDir = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    sharedBuffers: config.pgliteSharedBuffers,
  });
  // listening at once: while the migrations (which may wait for another instance's) and the demo
  // seed run, /healthz answers and /readyz and every other request get a quick 503
  const app = await buildApp(config, database, { starting: true });
  // `npm run backup` asks this process for its database's copy (docs/ops/backup.md)
  const stopControl = database.dump ? serveControlSocket(config.dataDir, database.dump, app.log) : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await stopControl();
      await database.close();
      await flushTracing();
      releaseDataDir();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  await database.migrate();
  const placed = await placeUnplacedShops(app.deps.db);
  if (placed) app.log.info({ shops: placed }, 'shops placed at their city centres');
  if (config.demoData) {
    const seeded = await seedDemoData(app.deps);
    app.log.info(seeded ? 'demo data seeded' : 'demo data already present');
  }
  app.lifecycle.markReady();
  app.log.info('ready');
}

main().catch((error) => {
  // scrubbed as every log line is: a failed seed query's message carries its bound values (hashes, e-mails)
  console.error(`Start-up failed: ${scrubText(error instanceof Error ? error.message : String(error))}`);
  process.exit(1);
});
