import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchServer } from '../../scripts/start-server.cjs';

/** src/main.ts through tsx, on a shared data folder, with its output kept for the assertions. */
const start = (env: Record<string, string> = {}) => launchServer({ source: true, dataDir, output: 'capture', env: { LOG_LEVEL: 'info', ...env } });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-main-'));

/** The server's output once it holds `text`: a line logged just before /readyz turns ready may still be in the pipe. */
async function outputWith(server: { output(): string }, text: string, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!server.output().includes(text) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return server.output();
}

describe('the server process', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database, serves /healthz, and shuts down cleanly on SIGTERM', async () => {
    const server = await start();
    await server.ready;
    const res = await fetch(`${server.url}/readyz`);
    expect(await res.json()).toEqual({ status: 'ready', database: 'pglite' });
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('starts again on the same data folder after a clean shutdown, without seeding twice', async () => {
    const server = await start();
    await server.ready;
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await outputWith(server, 'demo data already present')).toContain('demo data already present');
    expect(await server.stop()).toBe(0);
  });

  it('stops with a one-line reason on a bad setting', async () => {
    const server = await start({ PORT: 'eighty' });
    await expect(server.ready).rejects.toThrow();
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Configuration error: PORT must be a number from 0 to 65535, got "eighty"');
  });
});
