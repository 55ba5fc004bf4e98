import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS } from '@evbazaar/common';
import type { CheckedTarget } from '../../lib/outbound-address';

export interface PostOutcome {
  /** the receiver's status; undefined when it never answered */
  httpStatus?: number;
  durationMs: number;
  /** the answer's first bytes (at most 1 KB), as text */
  responseExcerpt?: string;
  /** why no answer came (timeout, refused connection), in a few words */
  error?: string;
}

/** Postgres text holds no NUL; an excerpt is for reading, so they go. */
const readable = (bytes: Buffer) => bytes.toString('utf8').replace(/\u0000/g, '');

/**
 * POSTs one delivery to the checked address (the socket goes there, whatever DNS says now), with a
 * deadline for the whole exchange, no redirects followed (a 3xx is an answer like any other), and at
 * most `maxExcerpt` bytes of the answer read: a huge or endless answer is cut off, not buffered.
 */
export function postWebhook(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  { timeoutMs = WEBHOOK_LIMITS.timeoutMs, maxExcerpt = WEBHOOK_LIMITS.responseExcerptBytes } = {},
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    // Node asks for every address when it races families (autoSelectFamily): answer with the one checked
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const req = client.request(
      target.url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: pinned, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => finish({ httpStatus: res.statusCode, responseExcerpt: readable(Buffer.concat(chunks).subarray(0, maxExcerpt)) });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // enough read: the rest of the answer is never taken in
          if (size >= maxExcerpt) done();
        });
        res.on('end', done);
        res.on('error', done);
        res.on('aborted', done);
      },
    );
    const deadline = setTimeout(() => finish({ error: `no answer within ${timeoutMs / 1000} s` }), timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish({ error: (error.code ?? error.message).slice(0, 200) }));
    req.end(body);
  });
}
