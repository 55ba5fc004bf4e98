import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';
import { DEMO_FOLDER, isStoredName } from './names';

/** What one copy did: files copied, already there with the same size, failed, and not ours (never copied). */
export interface CopyCounts {
  copied: number;
  skipped: number;
  failed: number;
  ignored: number;
}

/** The files of a disk store, as stored names: the folder's own files and those of its demo folder. */
async function namesIn(from: string): Promise<string[]> {
  const list = async (sub: string) =>
    (await fs.readdir(path.join(from, sub), { withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => (sub ? `${sub}/${e.name}` : e.name));
  return [...(await list('')), ...(await list(DEMO_FOLDER))].sort();
}

/**
 * Copies a disk store (`DATA_DIR/uploads`) into another store (a bucket), `concurrency` files at a
 * time. Idempotent and resumable: a file the target holds with the same size is skipped, so a run
 * that stopped half-way is finished by running it again. Files whose names we never generate are
 * left where they are (no path outside the store can be written). A failed file is reported and the
 * others go on.
 */
export async function copyToStore(from: string, to: FileStore, options: { concurrency?: number; report?: (line: string) => void } = {}): Promise<CopyCounts> {
  const report = options.report ?? (() => {});
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0, ignored: 0 };
  const names = await namesIn(from);
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++];
      if (!isStoredName(name)) {
        counts.ignored++;
        report(`ignored ${JSON.stringify(name.slice(0, 120))}: not a stored name`);
        continue;
      }
      try {
        const file = path.join(from, name);
        const { size } = await fs.stat(file);
        if ((await to.sizeOf(name)) === size) {
          counts.skipped++;
          continue;
        }
        await to.put(name, await fs.readFile(file));
        counts.copied++;
      } catch (error) {
        counts.failed++;
        report(`failed ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 8, 32)) }, worker));
  return counts;
}
