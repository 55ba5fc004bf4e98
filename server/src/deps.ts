import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { BackgroundTasks } from './lib/background-tasks';
import type { LimitStore } from './lib/limits';
import type { Mailer } from './lib/mail';
import type { RideNotices } from './lib/ride-notices';
import type { Uploads } from './lib/uploads';

/** What services are built from: one set per app instance. */
export interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  uploads: Uploads;
  /** counts for the limits on guests (auth, forms): memory or Redis */
  limits: LimitStore;
  /** work finished after the answer is sent */
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** told about every test-ride change inside its transaction (the mail outbox plugs in here) */
  rideNotices?: RideNotices;
}

/** Who is calling and from where; passed to service functions that need it. */
export type { Viewer } from './lib/auth';
