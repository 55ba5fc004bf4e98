// Starts the server as a child process on a free port and waits for /readyz: the one helper
// behind the server's process test, the browser journeys, the web scripts and the benchmark.
// CommonJS so that jest (CommonJS), Playwright's TypeScript and the .mjs scripts all load it.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const serverDir = path.join(root, 'server');

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The V8 flags the server starts with (server/package.json config.nodeFlags; docs/decisions/0049). */
function nodeFlags() {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  return (pkg.config?.nodeFlags ?? '').split(/\s+/).filter(Boolean);
}

function entryArgs(source) {
  if (source) return [...nodeFlags(), '--import', 'tsx', path.join(serverDir, 'src', 'main.ts')];
  const main = path.join(serverDir, 'dist', 'main.js');
  if (!fs.existsSync(main)) throw new Error('Build first: npm run build');
  return [...nodeFlags(), main];
}

/** Servers this process started and has not seen end. */
const running = new Set();
let endsWithProcess = false;

/**
 * A server ends with the process that started it, however that ends: a script that calls
 * process.exit or is stopped by a signal (a timeout, Ctrl-C) no longer leaves a server holding its
 * port, its temporary data and ~300 MB. Signals are handled only where nothing else handles them
 * (a test runner's own handler stays in charge), and raised again once the servers are told to stop.
 */
function endWithProcess(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (endsWithProcess) return;
  endsWithProcess = true;
  const stopAll = () => running.forEach((server) => server.kill('SIGTERM'));
  process.once('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    if (process.listenerCount(signal) > 0) continue;
    process.once(signal, () => {
      stopAll();
      process.kill(process.pid, signal);
    });
  }
}

/** Spawns the server without waiting for it (see start-server.d.cts). */
async function launchServer(options = {}) {
  const { source = false, client = false, output = 'errors', timeoutMs = 60_000 } = options;
  const args = entryArgs(source);
  if (client && !fs.existsSync(path.join(root, 'client', 'dist', 'index.html'))) throw new Error('Build first: npm run build (server and client)');
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'evbazaar-server-'));
  const givenPort = options.env?.PORT;
  const port = givenPort ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, HOST: '127.0.0.1', PORT: port, DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn' };
  // as `npm start` runs it (server/package.json; docs/decisions/0049): glibc's malloc arenas capped
  env.MALLOC_ARENA_MAX ??= '2';
  // the embedded database unless a caller names a server; the outer test run's settings stay out
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  if (!givenPort) env.PUBLIC_URL = url;
  Object.assign(env, options.env);

  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env,
    stdio: ['ignore', output === 'errors' ? 'ignore' : output === 'inherit' ? 'inherit' : 'pipe', output === 'capture' ? 'pipe' : 'inherit'],
  });
  endWithProcess(child);
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready${text ? `:\n${text}` : ''}`);
      try {
        if ((await fetch(`${url}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
  })();
  ready.catch(() => {}); // a caller that only awaits `exited` must not see an unhandled rejection

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    return exited;
  };
  return { url, dataDir, child, ready, exited, output: () => text, stop };
}

/** Spawns the server and waits for /readyz; stops it when it never gets ready. */
async function startServer(options = {}) {
  const server = await launchServer(options);
  try {
    await server.ready;
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * GraphQL cost buckets no load can empty (docs/api/limits.md), for servers that measure speed or set up
 * journeys with whole documents sent many a second from one address: the limits have their own tests.
 */
const UNLIMITED_COST_ENV = Object.fromEntries(
  ['ANONYMOUS', 'USER', 'API_KEY'].flatMap((caller) => [
    [`GRAPHQL_COST_${caller}_MAX`, '50000'],
    [`GRAPHQL_COST_${caller}_RESTORE`, '100000000'],
  ]),
);

exports.UNLIMITED_COST_ENV = UNLIMITED_COST_ENV;
exports.freePort = freePort;
exports.nodeFlags = nodeFlags;
exports.launchServer = launchServer;
exports.startServer = startServer;
