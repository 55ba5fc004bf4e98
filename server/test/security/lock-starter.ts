// One starter of the data-dir-lock race (server/test/security/data-dir-lock.test.ts), run as its own
// process: says "ready" once loaded, tries to lock DATA_DIR when it reads "go", prints one JSON
// line with the outcome, and holds an acquired lock until its input ends (so the others meet a live owner).
import readline from 'node:readline';
import { lockDataDir } from '../../src/lib/data-dir-lock';

const dataDir = process.argv[2]!;
const input = readline.createInterface({ input: process.stdin });
console.log('ready');
input.once('line', () => {
  let release: (() => void) | undefined;
  try {
    release = lockDataDir(dataDir);
    console.log(JSON.stringify({ pid: process.pid, owner: true }));
  } catch (error) {
    console.log(JSON.stringify({ pid: process.pid, refused: (error as Error).message }));
  }
  input.once('close', () => release?.());
});
