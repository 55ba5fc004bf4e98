import etag from '@fastify/etag';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Deps } from './deps';
import { registerCostAnswers } from './graphql/cost';
import { registerGraphQL } from './graphql/plugin';
import { registerApiDocs } from './http/api-docs';
import { registerErrorHandler } from './http/errors';
import { loggerOptions } from './http/logger';
import { registerCompression, registerStatic } from './http/static';
import { registerViewer } from './http/viewer';
import { registerApiKeyScopes } from './http/api-key-scopes';
import { registerHealth, type LifeState } from './http/health';
import { registerLoadShedding } from './http/load-shedding';
import { createMailer } from './lib/mail';
import { createBackgroundTasks } from './lib/background-tasks';
import { CLOCK_STEP_MS, createCatalogue } from './lib/cache';
import { registerCatalogueCache } from './lib/cache/http';
import { createLimitStore } from './lib/limits';
import { fastifyTrustProxy } from './lib/limits/settings';
import { metricsEnabled, registerMetrics } from './lib/metrics/http';
import { addScrapedMetrics, createMetrics } from './lib/metrics/metrics';
import { timedServices } from './lib/metrics/timed-services';
import { openFileStore } from './lib/storage';
import { MAX_UPLOAD_BYTES, createUploads } from './lib/uploads';
import { modules } from './modules';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    deps: Deps;
    /** starting (listening, migrating), ready, closing: see buildApp's `starting` */
    lifecycle: { readonly state: LifeState; markReady(): void };
  }
}

/** Builds the whole app on an open database: used by main.ts and by every test. */
/**
 * `starting`: the app listens before the database is migrated (main.ts), answers 503 (and `/readyz`
 * 503) until `app.lifecycle.markReady()`, and only then starts the outbox worker.
 */
export async function buildApp(config: Config, database: DatabaseHandle, options: { starting?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // X-Forwarded-For names the client only when it comes from a proxy we were told to trust
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // a client that trickles its request (slowloris) is cut off instead of holding a socket forever
    requestTimeout: config.requestTimeoutMs,
    // Node checks for timed-out requests only every 30 s by default; look more often
    http: { connectionsCheckingInterval: Math.max(100, Math.min(2_000, Math.floor(config.requestTimeoutMs / 3))) },
  });

  const deps: Deps = {
    db: database.db,
    config,
    log: app.log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom }),
    uploads: createUploads({ store: await openFileStore(config, app.log), publicUrl: config.publicUrl }),
    limits: createLimitStore(config, app.log),
    background: createBackgroundTasks(app.log),
    catalogue: createCatalogue({ redisUrl: config.redisUrl, maxBytes: config.cacheMaxBytes }, app.log),
    metrics: createMetrics(),
  };
  app.addHook('onClose', async () => {
    await Promise.all([services.notifications.worker.stop(), services.webhooks.worker.stop(), services.audit.purger.stop()]);
    await deps.background.settled();
    await deps.limits.close();
    await deps.catalogue.close();
    await deps.uploads.store.close();
  });
  await deps.catalogue.ready();
  // answers that read the time (the finder's open now and next free slot) are at most a step old
  const clock = setInterval(() => deps.catalogue.changed('clock'), CLOCK_STEP_MS).unref();
  app.addHook('onClose', async () => clearInterval(clock));
  // timings are taken only when something can read them (METRICS_TOKEN or METRICS_PORT)
  const metricsOn = metricsEnabled(config.metrics);
  const services = metricsOn ? timedServices(createServices(deps), deps.metrics.operationDuration) : createServices(deps);
  addScrapedMetrics(deps.metrics, {
    outbox: async () => {
      const [mail, webhook] = await Promise.all([services.notifications.outboxFigures(), services.webhooks.figures()]);
      return {
        pending: { ...mail.pending, webhook: webhook.pending },
        oldestSeconds: { ...mail.oldestSeconds, webhook: webhook.oldestSeconds },
        failed: mail.failed,
      };
    },
    cache: () => ({ lookups: deps.catalogue.lookups, ...deps.catalogue.usage() }),
    pool: () => database.poolState?.(),
  });
  // every request timed (the hook is on the root, so it covers every route and the not-found handler)
  registerMetrics(app, deps.metrics, config.metrics, metricsOn);
  // the probes and the start-up gate come first: a starting instance does no other work for a request
  const health = registerHealth(app, database, deps, { starting: options.starting ?? false });
  // the mail and webhook workers run in every server process; claims keep two processes from sending one row twice
  const startWorkers = () => {
    services.notifications.worker.start();
    services.webhooks.worker.start();
    services.audit.purger.start();
  };
  const lifecycle = {
    get state() {
      return health.state;
    },
    markReady() {
      health.markReady();
      startWorkers();
    },
  };
  if (!options.starting) app.addHook('onReady', async () => startWorkers());
  app.decorate('lifecycle', lifecycle);
  await registerLoadShedding(app, config.loadShedding);
  app.decorate('deps', deps);
  app.decorate('services', services);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https://www.openstreetmap.org', 'https://www.google.com'],
        connectSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // answers of 1 KB and more, for clients that accept it (cached answers carry their own compressed copies)
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 20 } });
  // parses the Cookie header for the sign-in device cookie (docs/decisions/0042); nothing else reads cookies
  await app.register(cookie);
  registerErrorHandler(app);
  registerViewer(app, database.db, config.jwtSecret);

  await registerGraphQL(app, modules, services, config.env === 'development');
  // an API key's scopes: after a persisted query's hash became its document, before the cache could answer from its store
  registerApiKeyScopes(app, '/graphql');
  const answerCache = registerCatalogueCache(app, deps.catalogue, '/graphql');
  // after the cache's onSend: stored answers are kept without one caller's cost figures
  registerCostAnswers(app, '/graphql');
  // after the cache's onSend, which gives cached answers their ETag so they are not hashed again
  await app.register(etag, { weak: true });
  for (const m of modules) if (m.routes) await app.register(m.routes, { prefix: '/api' });
  registerApiDocs(app, config.apiDocsDir);
  await registerStatic(app, deps.catalogue, deps.uploads.store, config.clientDir, config.publicUrl, {
    plan: answerCache.planGraphQL,
    renders: config.pageRenders,
  });
  return app;
}
