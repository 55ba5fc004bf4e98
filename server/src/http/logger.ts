import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from '../config';
import { currentTraceId, tracingEnabled } from '../lib/tracing/preload';
import { isSensitiveKey, redactValue, scrubText } from './redaction';

export { scrubText } from './redaction';

type Serialized = Record<string, unknown>;

/**
 * An error as logged: pino's standard shape with every text scrubbed and the database
 * driver's bound parameters and value details ("Key (email)=(…)") dropped, down the cause chain.
 */
export function serializeError(error: unknown, depth = 0): Serialized {
  const base = stdSerializers.err(error as Error) as unknown as Serialized;
  const out: Serialized = {};
  for (const [key, value] of Object.entries(base)) {
    if (isSensitiveKey(key)) continue;
    if (key === 'cause' || key === 'aggregateErrors') continue;
    out[key] = redactValue(value);
  }
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause && depth < 3) out.cause = serializeError(cause, depth + 1);
  return out;
}

/** Keys whose values the serializers below shape (and scrub) themselves. */
const SERIALIZED = new Set(['req', 'res', 'err', 'error']);

/**
 * Options of the app's logger. Every line passes one redaction step (./redaction.ts): the
 * logged object through `formatters.log`, requests and errors through their serializers, the
 * message through the `msg` serializer. Nothing is written around it.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logStream'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // the trace of the request, when tracing is on, in every line it logs (docs/ops/tracing.md)
    ...(tracingEnabled() ? { mixin: () => ({ traceId: currentTraceId() }) } : {}),
    ...(config.logStream ? { stream: config.logStream } : {}),
    formatters: {
      log: (object) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) out[key] = SERIALIZED.has(key) ? value : isSensitiveKey(key) ? '[hidden]' : redactValue(value);
        return out;
      },
    },
    serializers: {
      // the reset link's token travels in the page path, and query strings can hold anything
      req: (req) => ({ method: req.method, url: scrubText(req.url), remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: (error) => serializeError(error) as { type: string; message: string; stack: string },
      error: (error) => serializeError(error) as { type: string; message: string; stack: string },
      msg: (message: unknown) => (typeof message === 'string' ? scrubText(message) : message),
    },
  };
}
