// `node scripts/bench-storage.mjs [--rounds 3] [--duration 5] [--write]`: an image served from object
// storage through the app against the same image from the local disk store (issue 24). Three servers
// run from source with tsx (nothing is built), all pinned to core 0 and measured in turn: one with
// files in DATA_DIR/uploads (demo data seeded), and two with STORAGE_URL on an s3rver bucket holding
// the same files (copied by `storage:migrate`): as deployed (small files kept in memory) and with
// STORAGE_CACHE_BYTES=0 (every request a GET from the bucket). The load (autocannon, 50 connections)
// and the S3 server share core 1. Prints p50/p99, requests/s and CPU per request, medians of the
// rounds, and the ratios to disk (target: a p99 within 3x); --write puts them in docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hit, loadAutocannon, median } from './bench/load.mjs';
import { pin } from './bench/servers.mjs';
import { freePort, startServer } from './start-server.cjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const docFile = path.join(root, 'docs', 'benchmarks.md');
const HEADING = '## Images from object storage (`node scripts/bench-storage.mjs`)';
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('rounds', 3);
const DURATION = arg('duration', 5);
const WRITE = process.argv.includes('--write');
const CONNECTIONS = 50;
const BUCKET = 'evb-bench';
// s3rver's fixed credentials (a local test server; nothing secret)
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** CPU time a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** s3rver in a process of its own on core 1, files in a temporary folder. */
async function startS3rver() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-bench-s3-'));
  const port = await freePort();
  const code = `
    const S3rver = require('node:module').createRequire(${JSON.stringify(path.join(root, 'server', 'package.json'))})('s3rver');
    new S3rver({ address: '127.0.0.1', port: ${port}, silent: true, directory: ${JSON.stringify(directory)}, configureBuckets: [{ name: '${BUCKET}' }] })
      .run().then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error('s3rver exited before it was ready')));
  });
  pin(child.pid, 1);
  return {
    pid: child.pid,
    storageUrl: `s3://${BUCKET}?endpoint=${encodeURIComponent(`http://127.0.0.1:${port}`)}&region=us-east-1&forcePathStyle=true`,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const ms = (n) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1));

/** The section of docs/benchmarks.md, replacing the one of an earlier run. */
function writeSection(summary, image, bytes, startLoad) {
  const rows = Object.entries(summary).map(
    ([name, s]) =>
      `| ${name} | ${ms(s.p50)} | ${ms(s.p99)} | ${(s.p99 / summary.disk.p99).toFixed(2)}x | ${Math.round(s.rps).toLocaleString('en')} | ${s.app.toFixed(2)} | ${s.storage.toFixed(2)} | ${Math.round(s.core1)} % | ${s.bad} |`,
  );
  const section = `${HEADING}

- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; CPU: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}); Node: ${process.version}
- Load average when the bench started (1/5/15 min): ${startLoad.map((n) => n.toFixed(2)).join(' / ')}
- \`${image}\` (${bytes.toLocaleString('en')} bytes), ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION} s taking turns
- Servers from source (tsx, production mode, load shedding off), each pinned to core 0; autocannon and
  the S3 server (s3rver, Node) share core 1. "S3" is the deployment as configured by default (small,
  often requested files kept in memory, \`STORAGE_CACHE_BYTES\`); "S3 uncached" sets it to 0, so every
  request is a GET from the bucket.

| Store | p50 (ms) | p99 (ms) | p99 against disk | Requests/s | App CPU per request (ms) | S3 server CPU per request (ms) | Core 1 busy | Failed |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Core 1 busy is the S3 server's and the load generator's CPU per request times the requests per second:
uncached, the bucket's side (s3rver, a small Node test server, on the core the load also needs)
sets the pace, not the app. Ratios, not absolute figures,
are the result: the machine is shared (see the load average), and every side runs in the same minutes.`;
  const previous = fs.readFileSync(docFile, 'utf8');
  const at = previous.indexOf(`${HEADING}\n`);
  let next;
  if (at < 0) next = `${previous.trimEnd()}\n\n${section}\n`;
  else {
    const rest = previous.slice(at + HEADING.length + 1);
    const end = rest.search(/\n## /);
    next = `${previous.slice(0, at)}${section}\n${end < 0 ? '' : rest.slice(end)}`;
  }
  fs.writeFileSync(docFile, next);
  console.log(`bench-storage: wrote ${path.relative(root, docFile)}`);
}

async function main() {
  const startLoad = os.loadavg();
  pin(process.pid, 1);
  const autocannon = loadAutocannon(root);
  const s3 = await startS3rver();
  // load shedding off: on a busy machine it would answer 503s, and the serving path is what is measured
  const env = { NODE_ENV: 'production', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_HEAP_USED: '0', ...CREDENTIALS };
  console.log('bench-storage: starting the disk server (demo data seeded)');
  const disk = await startServer({ source: true, env: { ...env, DEMO_DATA: 'true' }, timeoutMs: 300_000 });
  const bucketServers = [];
  try {
    // the same bytes in the bucket, copied as an operator would
    const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'src/storage-migrate-cli.ts', '--from', path.join(disk.dataDir, 'uploads')], {
      cwd: path.join(root, 'server'),
      env: { ...process.env, ...env, STORAGE_URL: s3.storageUrl },
      encoding: 'utf8',
    });
    if (migrated.status !== 0) throw new Error(`storage:migrate failed: ${migrated.stdout}${migrated.stderr}`);
    console.log(`bench-storage: ${migrated.stdout.trim().split('\n').pop()}`);
    // as deployed (small files kept in memory, STORAGE_CACHE_BYTES's default), and every request to the bucket;
    // their warnings (a failed S3 call says why) are shown
    for (const cache of [undefined, '0']) {
      const cacheEnv = cache === undefined ? {} : { STORAGE_CACHE_BYTES: cache };
      bucketServers.push(
        await startServer({
          source: true,
          output: 'inherit',
          env: { ...env, DEMO_DATA: 'false', STORAGE_URL: s3.storageUrl, ...cacheEnv },
          timeoutMs: 120_000,
        }),
      );
    }

    // a phone's image: the 640 px WebP of the first demo drawing
    const demo = fs.readdirSync(path.join(disk.dataDir, 'uploads', 'demo')).find((f) => f.endsWith('-640.webp'));
    const image = `/uploads/demo/${demo}`;
    const sides = [
      { name: 'disk', server: disk },
      { name: 'S3', server: bucketServers[0] },
      { name: 'S3 uncached', server: bucketServers[1] },
    ];
    // every server on core 0, measured one at a time (the others are idle)
    for (const side of sides) if (!pin(side.server.child.pid, 0)) throw new Error('taskset could not pin the server to core 0');
    const bytes = {};
    for (const side of sides) {
      const res = await fetch(`${side.server.url}${image}`);
      if (res.status !== 200) throw new Error(`${side.name} answered ${res.status} for ${image}`);
      bytes[side.name] = (await res.arrayBuffer()).byteLength;
    }
    if (new Set(Object.values(bytes)).size !== 1) throw new Error(`the stores served different files (${JSON.stringify(bytes)} bytes)`);
    console.log(`bench-storage: ${image} (${bytes.disk} bytes), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s`);

    const results = Object.fromEntries(sides.map((side) => [side.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 ? sides : [...sides].reverse();
      for (const side of order) {
        const request = { url: `${side.server.url}${image}`, method: 'GET' };
        await hit(autocannon, request, { connections: CONNECTIONS, duration: 1 });
        const before = { app: cpuMs(side.server.child.pid), storage: cpuMs(s3.pid), load: process.cpuUsage() };
        const result = await hit(autocannon, request, { connections: CONNECTIONS, duration: DURATION });
        // CPU per request, which a busy machine changes less than latency: the app's, the S3 server's, the load's
        const app = (cpuMs(side.server.child.pid) - before.app) / result.count;
        const storage = (cpuMs(s3.pid) - before.storage) / result.count;
        const used = process.cpuUsage(before.load);
        const load = (used.user + used.system) / 1000 / result.count;
        const core1 = ((storage + load) * result.rps) / 10;
        results[side.name].push({ ...result, app, storage, core1 });
        console.log(
          `round ${round} ${side.name}: p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, ${Math.round(result.rps)} req/s, ` +
            `CPU per request: app ${app.toFixed(2)} ms, S3 server ${storage.toFixed(2)} ms, load ${load.toFixed(2)} ms (core 1 ${Math.round(core1)} % busy)` +
            `${result.bad ? `, ${result.bad} failed` : ''}`,
        );
      }
    }
    const summary = Object.fromEntries(
      Object.entries(results).map(([name, list]) => {
        const mid = (key) => median(list.map((r) => r[key]));
        return [
          name,
          {
            p50: mid('p50'),
            p99: mid('p99'),
            rps: mid('rps'),
            app: mid('app'),
            storage: mid('storage'),
            core1: mid('core1'),
            bad: list.reduce((n, r) => n + r.bad, 0),
          },
        ];
      }),
    );
    console.log(`\nMedians of ${ROUNDS} rounds:`);
    for (const [name, s] of Object.entries(summary)) {
      console.log(
        `  ${name}: p50 ${ms(s.p50)} ms, p99 ${ms(s.p99)} ms, ${Math.round(s.rps)} req/s, CPU per request: app ${s.app.toFixed(2)} ms, S3 server ${s.storage.toFixed(2)} ms; core 1 ${Math.round(s.core1)} % busy; ${s.bad} failed`,
      );
    }
    for (const name of ['S3', 'S3 uncached']) {
      const ratio = (key) => (summary[name][key] / summary.disk[key]).toFixed(2);
      console.log(`  ${name} / disk: p99 ${ratio('p99')}x (target: at most 3x), p50 ${ratio('p50')}x, req/s ${ratio('rps')}x`);
    }
    if (WRITE) writeSection(summary, image, bytes.disk, startLoad);
  } finally {
    for (const server of bucketServers) await server.stop();
    await disk.stop();
    s3.stop();
  }
}

main().catch((error) => {
  console.error(`bench-storage: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
