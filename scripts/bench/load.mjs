// Load generation with autocannon: one measurement of one target, with every response time kept
// (autocannon's own summary has no p95).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** autocannon is a devDependency of the server workspace; npm may hoist it to the root. */
export function loadAutocannon(root) {
  for (const base of [path.join(root, 'server', 'package.json'), path.join(root, 'package.json')]) {
    try {
      return createRequire(base)('autocannon');
    } catch {
      // try the next place
    }
  }
  throw new Error('autocannon is not installed: run npm install at the repository root');
}

/** A request autocannon can send: method, headers and body of a case on a started server. */
export function requestOf(target) {
  const headers = { ...(target.token ? { authorization: `Bearer ${target.token}` } : {}) };
  if (target.kind === 'GraphQL') {
    return {
      url: `${target.baseUrl}/graphql`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: target.query, variables: target.variables }),
    };
  }
  return { url: `${target.baseUrl}${target.resolvedPath}`, method: 'GET', headers };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** Runs one target for `duration` seconds over `connections` keep-alive connections. */
export function hit(autocannon, request, { connections, duration }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ ...request, connections, duration }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        rps: result.requests.total / duration,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        bad: result.non2xx + result.errors + result.timeouts,
        count: times.length,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds a process has used so far (all its threads): a cost that a busy machine's waiting does not inflate. */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) "
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
