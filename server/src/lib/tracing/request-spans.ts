import dc from 'node:diagnostics_channel';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNSAMPLED_SPAN } from './sampled-tracer';

/** Not traced: the probes and the scrape. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The request's path without its query: for the untraced paths, read without Fastify's route options (a new object each read). */
function untraced(url: string): boolean {
  const query = url.indexOf('?');
  return UNTRACED_PATHS.has(query < 0 ? url : url.slice(0, query));
}
/** What the requests of traces not kept run in: made once, entered as it is. */
const UNSAMPLED_CONTEXT = trace.setSpan(ROOT_CONTEXT, UNSAMPLED_SPAN);

/** The request span's options, one object for every request. */
const SERVER_SPAN = { kind: SpanKind.SERVER } as const;

const spanOf = new WeakMap<FastifyRequest, Span>();
const failed = new WeakSet<FastifyRequest>();

/**
 * A `request` span per HTTP request (method, path, route, status; an error's exception and status),
 * continuing the caller's `traceparent`, for every Fastify instance created from now on: Fastify
 * announces each on the `fastify.initialization` channel, before any plugin, so these hooks run
 * first. In a trace that is not kept a request costs a path and header check, the sampling draw and
 * entering one shared context: no ids, no attributes, no span, no route lookup. (@fastify/otel, which this replaces, read the
 * request's route options, a new object per read, four times and built the span's attributes and
 * context for every request: a cached read ran about 9 % more instructions with it.)
 */
export function traceRequests(tracer: Tracer) {
  dc.subscribe('fastify.initialization', (message) => {
    const app = (message as { fastify: FastifyInstance }).fastify;
    app.addHook('onRequest', (request, _reply, done) => {
      if (untraced(request.url)) return done();
      const parent = request.headers.traceparent === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, request.headers);
      const span = tracer.startSpan('request', SERVER_SPAN, parent);
      if (span === UNSAMPLED_SPAN) return context.with(UNSAMPLED_CONTEXT, done);
      if (span.isRecording()) {
        span.setAttributes({ 'http.request.method': request.method, 'url.path': request.url });
        // the route's template only for a span kept: reading it builds Fastify's route options
        const route = request.routeOptions.url;
        if (route !== undefined) span.setAttribute('http.route', route);
        spanOf.set(request, span);
      }
      context.with(trace.setSpan(parent, span), done);
    });
    app.addHook('onError', (request, _reply, error, done) => {
      const span = spanOf.get(request);
      if (span) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
        span.recordException(error);
        failed.add(request);
      }
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const span = spanOf.get(request);
      if (span) {
        if (reply.statusCode >= 500 && !failed.has(request)) span.setStatus({ code: SpanStatusCode.ERROR });
        span.setAttribute('http.response.status_code', reply.statusCode);
        span.end();
      }
      done();
    });
  });
}
