import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { Deps } from '../deps';
import { sendBusy } from './busy';
import { ANSWERS_UNDER_PRESSURE } from './load-shedding';

/** Where the instance is in its life: listening while it migrates and seeds, serving, or shutting down. */
export type LifeState = 'starting' | 'ready' | 'closing';

/** The probes: they answer whatever the load (load shedding passes them by). */
export const PROBE_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * `/healthz` (liveness: the process answers; never touches the database) and `/readyz` (ready for
 * traffic: started, the database and, when configured, Redis and the storage bucket answer; 503 while migrations and the
 * demo seed run and once shutdown has begun). A starting instance answers every other request with
 * a quick 503, so a balancer that sent one too early gets a retry hint, never a half-migrated read.
 */
export function registerHealth(app: FastifyInstance, database: DatabaseHandle, deps: Deps, options: { starting: boolean }) {
  let state: LifeState = options.starting ? 'starting' : 'ready';
  app.addHook('onRequest', async (request, reply) => {
    if (state === 'starting' && !PROBE_ROUTES.has(request.routeOptions.url ?? '')) return sendBusy(request, reply, 2, MESSAGES.http.starting);
  });
  app.addHook('preClose', async () => {
    state = 'closing';
  });

  app.get('/healthz', { config: ANSWERS_UNDER_PRESSURE }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: ANSWERS_UNDER_PRESSURE }, async (_request, reply) => {
    if (state !== 'ready') return reply.status(503).header('cache-control', 'no-store').send({ status: state });
    const bucket = deps.uploads.store.kind === 's3';
    // the bucket's answer is kept for a second or two (storage/bucket-store.ts): probes do not become S3 calls
    const checks = {
      database: database.ping(),
      ...(deps.config.redisUrl ? { redis: deps.limits.ping() } : {}),
      ...(bucket ? { storage: deps.uploads.store.ping() } : {}),
    };
    const names = Object.keys(checks) as (keyof typeof checks)[];
    const results = await Promise.allSettled(Object.values(checks));
    const failed = names.filter((_, i) => results[i].status === 'rejected');
    if (!failed.length)
      return { status: 'ready', database: database.driver, ...(deps.config.redisUrl ? { redis: 'ok' } : {}), ...(bucket ? { storage: 'ok' } : {}) };
    // the limit store and the bucket report their own outages; a database failure is logged here
    const db = results[0];
    if (db.status === 'rejected') app.log.warn({ err: db.reason }, 'database not reachable');
    return reply.status(503).send({ status: 'unavailable', message: `Not reachable: ${failed.join(', ')}`, failed });
  });

  return {
    get state() {
      return state;
    },
    /** Migrated (and seeded): traffic may come. */
    markReady() {
      if (state === 'starting') state = 'ready';
    },
  };
}
