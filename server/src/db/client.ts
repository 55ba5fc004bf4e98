import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Extension } from '@electric-sql/pglite';
import { DEFAULT_PGLITE_SHARED_BUFFERS } from '../config';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { inSpan, tracingEnabled } from '../lib/tracing/preload';
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
  /** the PostgreSQL pool's connections now; the embedded database has no pool */
  poolState?(): { idle: number; busy: number; waiting: number };
  /**
   * The embedded database's data folder as a gzipped tarball, taken between two queries (no query
   * runs meanwhile; a transaction in flight is rolled back when the copy starts, as after a crash).
   */
  dump?(): Promise<Buffer>;
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
  /** PGlite's shared_buffers in bytes (PGLITE_SHARED_BUFFERS); PGlite's own default is 128 MB */
  sharedBuffers?: number;
}

/**
 * PostgreSQL settings PGlite starts with: its own (single user, no workers) and a buffer pool of
 * `sharedBuffers`. PostgreSQL zeroes its shared memory at start, which in WebAssembly means
 * touching it: the pool is resident from the first second, so its size is the embedded server's
 * floor (docs/decisions/0049). initdb gets the same pool, so the folder's postgresql.conf says so too.
 */
function pgliteParams(startParams: readonly string[], sharedBuffers: number) {
  const pool = `shared_buffers=${Math.max(128, Math.floor(sharedBuffers / 1024))}kB`;
  return { startParams: [...startParams, '-c', pool], initDbStartParams: ['-c', pool] };
}

/**
 * Creates a new embedded database folder (initdb) in a short-lived child process. initdb runs a
 * second PostgreSQL in its own WebAssembly memory beside the first: done in the server's process,
 * its several hundred MB stay resident until a full garbage collection and count in the server's
 * peak for its whole life (docs/benchmarks-memory.md). A folder that holds a database is left alone.
 */
async function createDataDirApart(dataDir: string, params: ReturnType<typeof pgliteParams>): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = `const { PGlite } = require(process.env.EVB_PGLITE);
const { dataDir, startParams, initDbStartParams } = JSON.parse(process.env.EVB_PGLITE_INIT);
PGlite.create({ dataDir, startParams, initDbStartParams }).then((db) => db.close()).catch((error) => { console.error(error.message); process.exit(1); });`;
  const env = { ...process.env, EVB_PGLITE: require.resolve('@electric-sql/pglite'), EVB_PGLITE_INIT: JSON.stringify({ dataDir, ...params }) };
  const child = spawn(process.execPath, ['-e', script], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed: ${errors.trim().split('\n').pop() || `exit code ${code}`}`);
}

/**
 * A span per statement of the embedded database, in and out of transactions, as the pg
 * instrumentation gives a server's (docs/ops/tracing.md): the statement's text with its
 * placeholders, never the values; only in a trace that is kept (else the query runs as it is).
 */
function traceQueries(client: { query: (...args: never[]) => Promise<unknown>; transaction: (...args: never[]) => Promise<unknown> }) {
  type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
  const traced =
    (query: Query): Query =>
    (text, ...rest) =>
      inSpan(
        'pglite.query',
        () => ({ 'db.system': 'postgresql', 'db.statement': text.slice(0, 2_000) }),
        () => query(text, ...rest),
      );
  const target = client as unknown as { query: Query; transaction: (work: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown> };
  target.query = traced(target.query.bind(client));
  const transaction = target.transaction.bind(client);
  target.transaction = (work) =>
    transaction((tx) => {
      tx.query = traced(tx.query.bind(tx));
      return work(tx);
    });
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
      poolState: () => ({ idle: pool.idleCount, busy: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm (typo-tolerant search) ships with PGlite as a contrib extension; a server has it built in
  // (the package's types resolve only under moduleResolution node16; the path resolves at run time)
  const { pg_trgm } = (await import('@electric-sql/pglite/contrib/pg_trgm' as string)) as { pg_trgm: Extension };
  const params = pgliteParams(PGlite.defaultStartParams, options.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS);
  if (options.dataDir) await createDataDirApart(options.dataDir, params);
  const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm }, ...params });
  await client.waitReady;
  if (tracingEnabled()) traceQueries(client);
  const db = drizzle(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
  };
}
