import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from '../config';

const HIDDEN = '[hidden]';

/** Fields that hold secrets or personal data, wherever they sit in a logged object (one level deep and under common wrappers). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'resetToken',
  'resetLink',
  'link',
  'email',
  'contact',
  'phone',
  'params',
  'parameters',
  'detail',
];
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

const BCRYPT_HASH = /\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}/g;
const EMAIL = /[^\s@"'`(),<>=]+@[^\s@"'`(),<>=]+\.[A-Za-z]{2,}/g;
const PHONE = /\+?\d{10,15}\b/g;
const RESET_PATH = /(\/reset-password\/)[^/?#\s]+/gi;
/** Drizzle puts the bound values after "params:" in the message of a failed query. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

/** Removes bound values, hashes, addresses, phone numbers and reset tokens from a text. */
export const scrubText = (text: string) =>
  text
    .replace(QUERY_PARAMS, '\nparams: ' + HIDDEN)
    .replace(BCRYPT_HASH, HIDDEN)
    .replace(EMAIL, HIDDEN)
    .replace(PHONE, HIDDEN)
    .replace(RESET_PATH, `$1${HIDDEN}`);

type Serialized = Record<string, unknown>;

/**
 * An error as logged: pino's standard shape with every text scrubbed and the database
 * driver's bound parameters and value details ("Key (email)=(…)") dropped, down the cause chain.
 */
export function serializeError(error: unknown, depth = 0): Serialized {
  const base = stdSerializers.err(error as Error) as unknown as Serialized;
  const out: Serialized = {};
  for (const [key, value] of Object.entries(base)) {
    if (SECRET_KEYS.includes(key)) continue;
    if (key === 'cause' || key === 'aggregateErrors') continue;
    out[key] = typeof value === 'string' ? scrubText(value) : value;
  }
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause && depth < 3) out.cause = serializeError(cause, depth + 1);
  return out;
}

/** Options of the app's logger: what is hidden and how requests and errors are written. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logStream'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(config.logStream ? { stream: config.logStream } : {}),
    redact: { paths: REDACT_PATHS, censor: HIDDEN },
    serializers: {
      // the reset link's token travels in the page path: keep it out of the logs
      req: (req) => ({ method: req.method, url: scrubText(req.url), remoteAddress: req.ip }),
      err: (error) => serializeError(error) as { type: string; message: string; stack: string },
      error: (error) => serializeError(error) as { type: string; message: string; stack: string },
    },
  };
}
