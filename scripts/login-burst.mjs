// Measures how many of N parallel wrong logins from one address get their password checked,
// against the per-address cap (AUTH_LOGIN_FAILURES_PER_IP, 100 by default): docs/security.md.
//   node scripts/login-burst.mjs [--size 250] [--redis redis://127.0.0.1:6379]
// Without --redis: one server on the embedded database. With --redis: two servers (each on its own
// embedded database) sharing that Redis, the burst spread over both. The servers run from source
// with production settings for bcrypt (10 rounds) and the default limits. Each run speaks from a
// fresh loopback address (127.x.y.z), so counts left in a shared Redis by earlier runs do not matter.
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startServer } = require('./start-server.cjs');

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const size = Number(arg('--size', '250'));
const redis = arg('--redis', undefined);
const cap = 100;

const from = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** One wrong login from the burst's address; resolves to the answer's status. */
function login(url, i) {
  const body = JSON.stringify({ email: `burst${i}@example.com`, password: 'Wrong@123' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/auth/login`,
      { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The statuses that are neither 401 nor 429, counted: ` (503 × 2)`. */
function others(statuses) {
  const counts = new Map();
  for (const s of statuses) if (s !== 401 && s !== 429) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts.size ? ` (${[...counts].map(([s, n]) => `${s} × ${n}`).join(', ')})` : '';
}

const env = { DEMO_DATA: 'false', ...(redis ? { REDIS_URL: redis } : {}) };
const servers = await Promise.all(Array.from({ length: redis ? 2 : 1 }, () => startServer({ source: true, env, timeoutMs: 180_000 })));
try {
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: size }, (_, i) => login(servers[i % servers.length].url, i)));
  const ms = performance.now() - started;
  const count = (status) => statuses.filter((s) => s === status).length;
  const evaluated = count(401);
  const refused = count(429);
  console.log(
    `${size} parallel wrong logins from ${from} on ${servers.length === 1 ? 'one instance' : 'two instances sharing Redis'}: ` +
      `${evaluated} checked (401) against a cap of ${cap}, ${refused} refused (429), ` +
      `${size - evaluated - refused} other${others(statuses)}, in ${(ms / 1000).toFixed(1)} s`,
  );
  process.exitCode = evaluated <= cap ? 0 : 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
