import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE, lockDataDir } from '../../src/lib/data-dir-lock';
import { launchServer } from '../../../scripts/start-server.cjs';

// each case starts up to three real servers from source, one after another
jest.setTimeout(180_000);

describe('one server per embedded DATA_DIR', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  // the real process from source on an embedded database in `dataDir`, its output kept
  const serverOn = (dataDir: string) =>
    launchServer({ source: true, dataDir, env: { DEMO_DATA: 'false', LOG_LEVEL: 'info' }, output: 'capture' });

  it('refuses a second server on the same folder with a one-line reason, and frees the folder on shutdown', async () => {
    const dataDir = tmp();
    const first = await serverOn(dataDir);
    await first.ready;
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));

    const second = await serverOn(dataDir);
    await expect(second.ready).rejects.toThrow();
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `Start-up failed: another EV Bazaar server (pid ${first.child.pid}) uses DATA_DIR ${dataDir}`,
    );

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
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(next.child.pid));
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
});
