import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './lib/mail';
import type { RateLimiter } from './lib/rate-limiter';
import type { Uploads } from './lib/uploads';

/** What services are built from: one set per app instance. */
export interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  uploads: Uploads;
  authLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** Who is calling and from where; passed to service functions that need it. */
export type { Viewer } from './lib/auth';
