import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sendBusy } from './busy';

/** The code of under-pressure's refusal, which the error handler answers with `refuseUnderPressure`. */
export const UNDER_PRESSURE_CODE = 'FST_UNDER_PRESSURE';

/** Route config for what must answer whatever the load: the probes and the metrics. */
export const ANSWERS_UNDER_PRESSURE = { pressureHandler: () => undefined };

/**
 * Load shedding (docs/ops/runbook.md): once the event loop lags past its bound or the V8 heap passes
 * its own, requests are refused at once with 503 and Retry-After, before any work is queued for them,
 * so the requests already in flight finish and the queue never grows into timeouts. The probes and the
 * metrics always answer (ANSWERS_UNDER_PRESSURE): a balancer must see the instance alive, and the
 * person on call must see why.
 */
export async function registerLoadShedding(app: FastifyInstance, settings: Config['loadShedding']) {
  if (!settings.maxEventLoopDelayMs && !settings.maxHeapUsedBytes) return;
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    sampleInterval: settings.sampleIntervalMs,
    retryAfter: settings.retryAfterSeconds,
  });
}

/** Answers a shed request (the error under-pressure raises) and counts it by what was past its bound. */
export function refuseUnderPressure(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { maxEventLoopDelayMs, retryAfterSeconds } = app.deps.config.loadShedding;
  const lagging = maxEventLoopDelayMs > 0 && app.memoryUsage().eventLoopDelay > maxEventLoopDelayMs;
  app.deps.metrics.loadShed.inc({ reason: lagging ? 'event_loop_delay' : 'heap_used' });
  return sendBusy(request, reply, retryAfterSeconds);
}
