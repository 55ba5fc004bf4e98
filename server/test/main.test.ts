import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVER_ROOT = path.resolve(__dirname, '..');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before listening:\n${output}`));
    });
  });
  return { child, exited, listening, output: () => output };
}

const stop = (child: ChildProcess) => child.kill('SIGTERM');

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database, serves /healthz, and shuts down cleanly on SIGTERM', async () => {
    const server = start({ DATA_DIR: dataDir });
    const url = await server.listening;
    const res = await fetch(`${url}/readyz`);
    expect(await res.json()).toEqual({ status: 'ready', database: 'pglite' });
    stop(server.child);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('starts again on the same data folder after a clean shutdown, without seeding twice', async () => {
    const server = start({ DATA_DIR: dataDir });
    const url = await server.listening;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(server.output()).toContain('demo data already present');
    stop(server.child);
    expect(await server.exited).toBe(0);
  });

  it('stops with a one-line reason on a bad setting', async () => {
    const server = start({ DATA_DIR: dataDir, PORT: 'eighty' });
    await expect(server.listening).rejects.toThrow();
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Configuration error: PORT must be a number from 0 to 65535, got "eighty"');
  });
});
