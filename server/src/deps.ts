import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { BackgroundTasks } from './lib/background-tasks';
import type { Catalogue } from './lib/cache';
import type { LimitStore } from './lib/limits';
import type { Mailer } from './lib/mail';
import type { Metrics } from './lib/metrics/metrics';
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
  /** cached public reads: a service calls `catalogue.changed(kind)` after each write (docs/decisions/0017) */
  catalogue: Catalogue;
  /** Prometheus series (docs/ops/metrics.md): services count business events here */
  metrics: Metrics;
}

/** Who is calling and from where; passed to service functions that need it. */
export type { Viewer } from './lib/auth';
