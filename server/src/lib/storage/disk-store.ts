import fs from 'node:fs/promises';
import path from 'node:path';
import type { DiskStore } from './file-store';
import { assertStoredName } from './names';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a folder: `DATA_DIR/uploads` when no STORAGE_URL is set (the embedded default). */
export function createDiskStore(dir: string): DiskStore {
  const fileOf = (key: string) => {
    assertStoredName(key);
    return path.join(dir, key);
  };
  return {
    kind: 'disk',
    dir,
    async put(key, bytes, options = {}) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.writeFile(file, bytes, options.exclusive ? { flag: 'wx' } : undefined);
      } catch (error) {
        // a write that stopped half-way (a full disk) leaves no half file; someone else's file is left alone
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async remove(keys) {
      for (const key of keys) {
        await fs.unlink(fileOf(key)).catch((error: unknown) => {
          if (!missing(error)) throw error;
        });
      }
    },
    async sizeOf(key) {
      try {
        return (await fs.stat(fileOf(key))).size;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    ping: async () => {},
    close: async () => {},
  };
}
