import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

/** Who holds a DATA_DIR: named in the refusal another starter gets. */
export type LockHolder = 'server' | 'migration' | 'scale seed' | 'backup' | 'restore';

/** How long a starter waits for another's take-over in progress before it gives up. */
const TAKE_OVER_WAIT_MS = 5_000;

/** Whether a process with this pid is running (EPERM: it runs under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock file's text, or undefined when there is none. */
function readLock(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `pid\nholder\nnonce\n`; a lock of an older version holds the pid alone, an empty one none. */
function parseLock(text: string): { pid?: number; holder: string } {
  const [first, holder] = text.split('\n');
  const pid = Number(first?.trim());
  return { pid: Number.isInteger(pid) && pid > 0 ? pid : undefined, holder: holder?.trim() || 'server' };
}

/**
 * The name of the one file that gives the right to replace the lock whose text is `text`: a lock's
 * text is unique (it carries a random nonce), so each stale lock has its own slot.
 */
export const takeOverSlot = (text: string) => `${LOCK_FILE}.next-${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

class Busy extends Error {
  constructor(
    readonly pid: number,
    readonly holder: string,
  ) {
    super('busy');
  }
}

/**
 * Makes this process the only one on `dataDir` (two on one embedded database lose writes): a
 * server, `db:migrate` or `seed:scale`. A lock whose process is gone (killed, crashed) is taken
 * over. Answers the release function; throws a one-line reason while another process holds it.
 *
 * Why no two starters can both win (docs/decisions/0035), with exclusive creation and rename as
 * the only steps that change a lock:
 * - A lock is created with `link(temp, lock)`: the temp file is written in full first, and link
 *   fails with EEXIST when the lock exists, so a lock is never seen half-written and only one
 *   starter creates it.
 * - A stale lock is never removed: it is replaced with `rename(slot, lock)`, which swaps the name
 *   in one step, and only by the holder of that lock's take-over slot (`takeOverSlot`), a file
 *   created exclusively the same way. While the slot is held, the lock cannot change (its owner
 *   is dead, creation fails on the existing name, and only this slot may replace it), so the
 *   holder's check "the lock still holds the text I found stale" stays true up to its rename.
 *   A starter that comes late wins an emptied slot name only after the rename, checks again, finds
 *   a new lock, and drops its slot.
 * - A slot whose holder died is itself a stale lock and is taken over the same way.
 */
export function lockDataDir(dataDir: string, holder: LockHolder = 'server'): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n${holder}\n${randomBytes(12).toString('hex')}\n`;
  const temp = path.join(dataDir, `${LOCK_FILE}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  fs.writeFileSync(temp, mine, { mode: 0o644 });
  try {
    for (const until = Date.now() + TAKE_OVER_WAIT_MS; ; sleep(10 + Math.random() * 20)) {
      try {
        take(dataDir, LOCK_FILE, temp);
        break;
      } catch (error) {
        if (!(error instanceof Busy)) throw error;
        // the lock's owner lives: refused; a take-over in progress: wait for its outcome
        const owner = parseLock(readLock(file) ?? '');
        if (owner.pid !== undefined && owner.pid !== process.pid && isAlive(owner.pid))
          throw new Error(`another EV Bazaar ${owner.holder} (pid ${owner.pid}) uses DATA_DIR ${dataDir}`);
        if (Date.now() > until) throw new Error(`could not lock DATA_DIR ${dataDir}: pid ${error.pid} is taking over ${file}`);
      }
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
  removeDeadTemps(dataDir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    // only our own lock: nobody replaces a lock whose owner lives, so it is still ours when we read it
    if (readLock(file) === mine) fs.rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

/** Temp files of starters that died between writing and removing them (ours is gone already). */
function removeDeadTemps(dataDir: string) {
  for (const name of fs.readdirSync(dataDir)) {
    const pid = Number(/^server\.lock\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) fs.rmSync(path.join(dataDir, name), { force: true });
  }
}

/**
 * Puts the text of `temp` at `name` in `dir`: created when free, or put in place of a stale file
 * through its take-over slot. Throws Busy naming the live process that holds `name`.
 */
function take(dir: string, name: string, temp: string): void {
  const target = path.join(dir, name);
  for (;;) {
    try {
      fs.linkSync(temp, target);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const seen = readLock(target);
    if (seen === undefined) continue; // replaced or released meanwhile: try again
    const { pid, holder } = parseLock(seen);
    // our own pid in the file is a lock left by an earlier life of this container's pid 1
    if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw new Busy(pid, holder);
    // stale: only the holder of this text's slot may replace it
    const slot = takeOverSlot(seen);
    take(dir, slot, temp);
    const slotFile = path.join(dir, slot);
    if (readLock(target) === seen) {
      fs.renameSync(slotFile, target);
      return;
    }
    // someone replaced it before we held the slot: the slot is ours to drop, then look again
    fs.rmSync(slotFile, { force: true });
  }
}
