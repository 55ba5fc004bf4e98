import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { lockDataDir } from '../../lib/data-dir-lock';
import { openDatabase } from '../client';
import { dumpFromServer } from './control-socket';

/** What a backup holds, beside its files: the database's row counts and every file's checksum. */
export interface Manifest {
  format: 'evbazaar-backup';
  version: 1;
  createdAt: string;
  /** rows per table, counted in the copy itself (so they are the copy's, whatever the server did meanwhile) */
  rows: Record<string, number>;
  files: { path: string; bytes: number; sha256: string }[];
}

const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';
const JWT_SECRET_FILE = 'jwt-secret';
const UPLOADS = 'uploads';

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Every file under `dir`, as paths relative to `root`. */
function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(full, f)).isFile())
    .map((f) => path.join(dir, f));
}

/** Unpacks a database dump (a gzipped tarball of one data folder, its entries at the root) into `into`/db. */
async function unpackDatabase(dump: string, into: string): Promise<string> {
  const folder = path.join(into, 'db');
  fs.mkdirSync(folder, { recursive: true });
  await tar.x({ file: dump, cwd: folder });
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new Error('the backup holds no database folder');
  return folder;
}

/** Rows per table of the embedded database in `folder` (opened here: nobody else may have it open). */
async function countRows(folder: string): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir: folder });
  try {
    const tables = (await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
      rows: { tablename: string }[];
    };
    const rows: Record<string, number> = {};
    for (const { tablename } of tables.rows) {
      const result = (await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(tablename)}`)) as unknown as { rows: { n: number }[] };
      rows[tablename] = result.rows[0]!.n;
    }
    return rows;
  } finally {
    await database.close();
  }
}

/** The embedded database's dump: from the server running on `dataDir`, or taken here under the folder's lock. */
async function dumpDatabase(dataDir: string): Promise<{ dump: Buffer; from: 'server' | 'folder' }> {
  const fromServer = await dumpFromServer(dataDir);
  if (fromServer) return { dump: fromServer, from: 'server' };
  const release = lockDataDir(dataDir, 'backup');
  try {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      return { dump: await database.dump!(), from: 'folder' };
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/**
 * `npm run backup -- --out FILE`: one .tar.gz with the embedded database (a consistent copy, taken by
 * the running server when there is one), the uploads and the JWT secret, and a manifest of the copy's
 * row counts and every file's checksum. The copy is opened and counted before the archive is
 * written, so a backup that exists is one that restores.
 */
export async function createBackup(dataDir: string, out: string): Promise<{ manifest: Manifest; from: 'server' | 'folder' }> {
  if (!fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION')))
    throw new Error(`no embedded database in ${dataDir} (a PostgreSQL server is backed up with pg_dump: docs/ops/backup.md)`);
  const stage = tempDir('evb-backup-');
  try {
    const { dump, from } = await dumpDatabase(dataDir);
    fs.writeFileSync(path.join(stage, DATABASE_FILE), dump);
    const check = tempDir('evb-backup-check-');
    let rows: Record<string, number>;
    try {
      rows = await countRows(await unpackDatabase(path.join(stage, DATABASE_FILE), check));
    } finally {
      fs.rmSync(check, { recursive: true, force: true });
    }
    // uploads are never changed once written (random names): a copy of each is the file
    if (fs.existsSync(path.join(dataDir, UPLOADS))) fs.cpSync(path.join(dataDir, UPLOADS), path.join(stage, UPLOADS), { recursive: true });
    if (fs.existsSync(path.join(dataDir, JWT_SECRET_FILE))) fs.copyFileSync(path.join(dataDir, JWT_SECRET_FILE), path.join(stage, JWT_SECRET_FILE));
    const files = [DATABASE_FILE, ...(fs.existsSync(path.join(stage, JWT_SECRET_FILE)) ? [JWT_SECRET_FILE] : []), ...filesUnder(stage, UPLOADS)];
    const manifest: Manifest = {
      format: 'evbazaar-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      rows,
      files: files.map((f) => ({ path: f, bytes: fs.statSync(path.join(stage, f)).size, sha256: sha256(path.join(stage, f)) })),
    };
    fs.writeFileSync(path.join(stage, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // written beside the target, then renamed: a backup file is whole or absent
    const partial = `${out}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: stage, portable: true }, [MANIFEST_FILE, ...files]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, out);
    return { manifest, from };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/**
 * `npm run restore -- FILE [--force]`: the backup into an empty or absent DATA_DIR (a folder with
 * anything in it is refused unless `force`), each file checked against the manifest, and the restored
 * database's row counts compared with the manifest's before it is left in place.
 */
export async function restoreBackup(file: string, dataDir: string, { force = false } = {}): Promise<Manifest> {
  const present = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (present.length && !force)
    throw new Error(`DATA_DIR ${dataDir} is not empty: restore into an empty folder, or pass --force to replace its database, uploads and secret`);
  const release = lockDataDir(dataDir, 'restore');
  const unpacked = tempDir('evb-restore-');
  try {
    await tar.x({ file, cwd: unpacked });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, MANIFEST_FILE), 'utf8')) as Manifest;
    if (manifest.format !== 'evbazaar-backup' || manifest.version !== 1) throw new Error(`${file} is not an EV Bazaar backup`);
    for (const entry of manifest.files) {
      const at = path.join(unpacked, entry.path);
      if (!fs.existsSync(at) || sha256(at) !== entry.sha256) throw new Error(`${entry.path} in the backup does not match its checksum`);
    }
    // beside the archive's files (none is named so), removed with them whatever happens
    const database = await unpackDatabase(path.join(unpacked, DATABASE_FILE), path.join(unpacked, 'restored'));
    const rows = await countRows(database);
    const differing = Object.keys({ ...manifest.rows, ...rows }).filter((table) => manifest.rows[table] !== rows[table]);
    if (differing.length) throw new Error(`the restored database differs from the manifest in ${differing.join(', ')}`);
    for (const name of ['db', UPLOADS, JWT_SECRET_FILE]) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    fs.cpSync(database, path.join(dataDir, 'db'), { recursive: true });
    if (fs.existsSync(path.join(unpacked, UPLOADS))) fs.cpSync(path.join(unpacked, UPLOADS), path.join(dataDir, UPLOADS), { recursive: true });
    if (fs.existsSync(path.join(unpacked, JWT_SECRET_FILE))) {
      fs.copyFileSync(path.join(unpacked, JWT_SECRET_FILE), path.join(dataDir, JWT_SECRET_FILE));
      fs.chmodSync(path.join(dataDir, JWT_SECRET_FILE), 0o600);
    }
    return manifest;
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
    release();
  }
}
