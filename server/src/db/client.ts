import path from 'node:path';
import type { Extension } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { buildPendingIndexesOnline } from './online-indexes';

/** One query API over both drivers: embedded PGlite or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a query helper accepts: the database or a transaction inside it. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** runs the versioned migrations in server/src/db/migrations */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key the migrations run under on a PostgreSQL server (any fixed number shared by every instance). */
const MIGRATION_LOCK = 7_406_611;

// beside this file in the source tree; the build copies it beside the bundle
export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

export interface DatabaseOptions {
  /** postgres://… uses a server; otherwise PGlite */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory (tests) */
  dataDir?: string;
  migrationsFolder?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // an idle connection closed by the server must not crash the process; the pool reconnects
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      driver: 'pg',
      migrate: async () => {
        // one instance migrates at a time; the others wait, then find nothing left to do
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await buildPendingIndexesOnline(pool, migrationsFolder);
          await migrate(db, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          lock.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm (typo-tolerant search) ships with PGlite as a contrib extension; a server has it built in
  // (the package's types resolve only under moduleResolution node16; the path resolves at run time)
  const { pg_trgm } = (await import('@electric-sql/pglite/contrib/pg_trgm' as string)) as { pg_trgm: Extension };
  const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
