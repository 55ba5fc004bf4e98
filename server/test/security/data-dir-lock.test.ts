import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { LOCK_FILE, lockDataDir, takeOverSlot } from '../../src/lib/data-dir-lock';
import { launchServer } from '../../../scripts/start-server.cjs';

// each case starts up to three real servers from source, one after another
jest.setTimeout(180_000);

const serverDir = path.resolve(__dirname, '../..');

/** The pid of a process that has just ended: what a crashed owner leaves in its lock. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

/** The outcome of a node process running `args` from the server folder with TypeScript sources. */
function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  return new Promise<{ code: number | null; out: string; pid: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, out: out.replace(/^\(node:\d+\) .*\n(\(Use .*\n)?/gm, ''), pid: child.pid! })),
  );
}

/** A starter of the race (lock-starter.ts) in its own process, driven line by line. */
function starter(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'lock-starter.ts'), dataDir], {
    cwd: serverDir,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = next();
  const outcome = ready.then(next).then((line) => JSON.parse(line) as { pid: number; owner?: true; refused?: string });
  return {
    ready,
    outcome,
    go: () => child.stdin.write('go\n'),
    /** ends its input: an owner releases its lock and the process ends */
    finish: () => (child.stdin.end(), exited),
  };
}

describe('one server per embedded DATA_DIR', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  // the real process from source on an embedded database in `dataDir`, its output kept
  const serverOn = (dataDir: string) => launchServer({ source: true, dataDir, env: { DEMO_DATA: 'false', LOG_LEVEL: 'info' }, output: 'capture' });

  it('refuses a second server on the same folder with a one-line reason, and frees the folder on shutdown', async () => {
    const dataDir = tmp();
    const first = await serverOn(dataDir);
    await first.ready;
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(first.child.pid));

    const second = await serverOn(dataDir);
    await expect(second.ready).rejects.toThrow();
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(`Start-up failed: another EV Bazaar server (pid ${first.child.pid}) uses DATA_DIR ${dataDir}`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const third = await serverOn(dataDir);
    await third.ready;
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  it('takes over a stale lock left by a server killed with SIGKILL', async () => {
    const dataDir = tmp();
    const killed = await serverOn(dataDir);
    await killed.ready;
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const next = await serverOn(dataDir);
    await next.ready;
    expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(next.child.pid));
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });

  it("refuses while the lock's owner lives, and a release removes only its own lock", () => {
    const dataDir = tmp();
    const release = lockDataDir(dataDir);
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), '1\n'); // pid 1 is always alive
    expect(() => lockDataDir(dataDir)).toThrow(`another EV Bazaar server (pid 1) uses DATA_DIR ${dataDir}`);
    // another owner's lock survives our release
    release();
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe('1\n');
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid}\n`);
    const again = lockDataDir(dataDir); // our own pid in the file: an earlier life of this process id, taken over
    again();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it.each([
    ['a stale lock of a crashed server', (dir: string) => fs.writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`)],
    ['a lock left empty by a crash while it was written', (dir: string) => fs.writeFileSync(path.join(dir, LOCK_FILE), '')],
    ['no lock', () => {}],
  ])('a race of several starters on %s ends with exactly one owner; the others are refused naming it', async (_, arrange) => {
    const STARTERS = 6;
    for (let round = 0; round < 3; round++) {
      const dataDir = tmp();
      arrange(dataDir);
      const starters = Array.from({ length: STARTERS }, () => starter(dataDir));
      await Promise.all(starters.map((one) => one.ready));
      // every starter calls lockDataDir at once; an owner holds its lock until all have answered
      starters.forEach((one) => one.go());
      const said = await Promise.all(starters.map((one) => one.outcome));
      await Promise.all(starters.map((one) => one.finish()));
      const owners = said.filter((o) => o.owner);
      expect({ round, owners: owners.length }).toEqual({ round, owners: 1 });
      const refusal = `another EV Bazaar server (pid ${owners[0]!.pid}) uses DATA_DIR ${dataDir}`;
      expect(said.filter((o) => !o.owner).map((o) => o.refused)).toEqual(Array(STARTERS - 1).fill(refusal));
      // the owner released its lock on exit, and the race left no file behind
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }
  });

  it('takes over a stale lock whose previous take-over crashed half-way, leaving nothing behind', () => {
    const dataDir = tmp();
    const stale = `${deadPid()}\nserver\nstale-nonce\n`;
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), stale);
    // a starter that died holding the right to replace that lock
    fs.writeFileSync(path.join(dataDir, takeOverSlot(stale)), `${deadPid()}\nserver\ncrashed-taker\n`);
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
    expect(fs.readdirSync(dataDir)).toEqual([LOCK_FILE]);
    release();
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it.each([
    ['db:migrate', 'src/db/migrate-cli.ts', 'Migration failed'],
    ['seed:scale', 'src/db/seed-scale-cli.ts', 'Scale seed failed'],
  ])('`npm run %s` refuses an embedded DATA_DIR a server runs on, with a one-line reason', async (_, cli, failed) => {
    const dataDir = tmp();
    const release = lockDataDir(dataDir); // this test process stands for the running server
    try {
      const refused = await run([cli], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(refused.code).toBe(1);
      expect(refused.out.trim()).toBe(`${failed}: another EV Bazaar server (pid ${process.pid}) uses DATA_DIR ${dataDir}`);
      // it did not open the database
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      release();
    }
  });

  it('`npm run db:migrate` holds the lock while it runs, so a server started meanwhile is refused naming the migration', async () => {
    const dataDir = tmp();
    const migrating = run(['src/db/migrate-cli.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    const lock = path.join(dataDir, LOCK_FILE);
    let ended = false;
    void migrating.then(() => (ended = true));
    while (!ended && !fs.existsSync(lock)) await new Promise((resolve) => setTimeout(resolve, 5));
    const [pid, what] = fs.readFileSync(lock, 'utf8').split('\n');
    expect(what).toBe('migration');
    expect(() => lockDataDir(dataDir)).toThrow(`another EV Bazaar migration (pid ${pid}) uses DATA_DIR ${dataDir}`);
    const done = await migrating;
    expect({ code: done.code, out: done.out.trim() }).toEqual({ code: 0, out: 'migrations applied (pglite)' });
    expect(fs.existsSync(lock)).toBe(false);
  });
});
