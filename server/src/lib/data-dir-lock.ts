import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

/** Whether a process with this pid is running (EPERM: it runs under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes this process the only server on `dataDir` (two on one embedded database
 * lose writes): a lock file created exclusively, holding our pid. A lock whose
 * process is gone (killed, crashed) is taken over. Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o644);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        // only our own lock: never remove one another process took over
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readPid(file);
    // our own pid in the file is a lock left by an earlier life of this container's pid 1
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new Error(`another EV Bazaar server (pid ${owner}) uses DATA_DIR ${dataDir}`);
    }
    // stale (its process is gone) or half-written: take it over
    fs.rmSync(file, { force: true });
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}: ${file} keeps reappearing`);
}
