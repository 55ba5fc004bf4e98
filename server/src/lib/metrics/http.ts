import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Config } from '../../config';
import { ANSWERS_UNDER_PRESSURE } from '../../http/load-shedding';
import { UNMATCHED_ROUTE, type Metrics } from './metrics';

const PAGE_ROUTE = Symbol('evb.pageRoute');

/**
 * Labels a request answered outside any route (the not-found handler) as the site's page route:
 * server-rendered pages and the browser-rendered shell come from there, and are one route.
 */
export function markPageRoute(request: FastifyRequest) {
  (request as unknown as Record<symbol, true>)[PAGE_ROUTE] = true;
}

/** The route's template, never the raw address: a bounded label whatever the crowd asks for. */
function routeLabel(request: FastifyRequest) {
  const template = request.routeOptions.url;
  if (template) return template;
  return (request as unknown as Record<symbol, true | undefined>)[PAGE_ROUTE] ? '/*page' : UNMATCHED_ROUTE;
}

/** Whether anything can read the metrics (METRICS_TOKEN or METRICS_PORT): timings are taken only then. */
export const metricsEnabled = (config: Config['metrics']) => Boolean(config.token || config.port !== undefined);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Times every request (route template, method, status) and serves the registry's text: on the main
 * port to callers presenting METRICS_TOKEN, and on METRICS_PORT when set (docs/ops/metrics.md).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Config['metrics'], on: boolean) {
  if (on)
    // a callback hook: no promise per request on the hottest path
    app.addHook('onResponse', (request, reply, done) => {
      metrics.httpDuration.observe({ method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });

  const exposition = async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() });

  const expected = config.token ? `Bearer ${config.token}` : undefined;
  app.get('/metrics', { config: ANSWERS_UNDER_PRESSURE }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // off on the main port without a token: a plain not-found, not the site's page for an unknown address
    if (!expected) return reply.status(404).send({ message: MESSAGES.http.notFound });
    // no hint of what is there for a caller without the token: a plain 401 with no series
    if (!sameSecret(request.headers.authorization ?? '', expected)) return reply.status(401).send({ message: MESSAGES.http.unauthorized });
    const { contentType, body } = await exposition();
    return reply.type(contentType).send(body);
  });

  if (config.port !== undefined) {
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      exposition().then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
        },
      );
    });
    app.addHook('onReady', () => new Promise<void>((resolve, reject) => server.once('error', reject).listen(config.port, config.host, () => resolve())));
    app.addHook('onClose', () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())));
    app.decorate('metricsAddress', () => server.address());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the separate metrics port's address once listening (METRICS_PORT) */
    metricsAddress?: () => ReturnType<http.Server['address']>;
  }
}
