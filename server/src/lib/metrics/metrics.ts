import { RIDE_STATUSES, ROLES } from '@evbazaar/common';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { ERROR_CODES, RATE_LIMIT_RULES } from '../errors';
import { FastHistogram } from './fast-histogram';

/** GraphQL's own codes beside ours: a request the parser, the validator or our guards refused, or a fault. */
export const GRAPHQL_ERROR_CODES = [...ERROR_CODES, 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'INTERNAL_SERVER_ERROR'] as const;
/** The label of anything outside a bounded set: an unknown address, an operation name or code we do not know. */
export const OTHER = 'other';
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The app's Prometheus metrics (docs/ops/metrics.md): one registry per app instance, every series
 * named here present from start-up, every label drawn from a bounded set (route templates, the web
 * client's operation names, error codes, limit rules, service operations), never from a raw URL or
 * a caller's text. Recording is a few object look-ups; the text is built only when scraped.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const metrics = {
    registry,
    httpDuration: new FastHistogram(
      'http_request_duration_seconds',
      'HTTP requests by method, route template (unmatched for unknown addresses) and status code',
      ['method', 'route', 'status_code'] as const,
      seconds,
      [registry],
    ),
    graphqlDuration: new FastHistogram(
      'graphql_operation_duration_seconds',
      "GraphQL operations by type and name (the web client's operation names; any other name is other)",
      ['operation_type', 'operation_name'] as const,
      seconds,
      [registry],
    ),
    graphqlErrors: new Counter({
      name: 'graphql_errors_total',
      help: 'Errors in GraphQL answers by code',
      labelNames: ['code'] as const,
      registers: [registry],
    }),
    rateLimitRejections: new Counter({
      name: 'evb_rate_limit_rejections_total',
      help: 'Requests refused by a limit (429; 503 for the page-render limit), by rule',
      labelNames: ['rule'] as const,
      registers: [registry],
    }),
    operationDuration: new FastHistogram(
      'evb_db_query_duration_seconds',
      'Service operations (their database reads and writes with the work around them), by service and method',
      ['operation'] as const,
      seconds,
      [registry],
    ),
    ridesBooked: new Counter({ name: 'evb_test_rides_booked_total', help: 'Test rides booked', registers: [registry] }),
    rideStatusChanges: new Counter({
      name: 'evb_test_rides_status_changes_total',
      help: 'Changes of a test ride to a status (confirmed, completed, cancelled, ...)',
      labelNames: ['status'] as const,
      registers: [registry],
    }),
    usersRegistered: new Counter({
      name: 'evb_users_registered_total',
      help: 'Accounts created, by role',
      labelNames: ['role'] as const,
      registers: [registry],
    }),
    reviewsSubmitted: new Counter({ name: 'evb_reviews_submitted_total', help: 'Reviews submitted', registers: [registry] }),
    loadShed: new Counter({
      name: 'evb_load_shed_total',
      help: 'Requests refused with 503 by load shedding, by what was past its bound',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
  };
  // every series at 0 from start-up, so a rate or an alert has a value before the first event
  for (const rule of RATE_LIMIT_RULES) metrics.rateLimitRejections.inc({ rule }, 0);
  for (const code of [...GRAPHQL_ERROR_CODES, OTHER]) metrics.graphqlErrors.inc({ code }, 0);
  for (const status of RIDE_STATUSES) metrics.rideStatusChanges.inc({ status }, 0);
  for (const role of ROLES) metrics.usersRegistered.inc({ role }, 0);
  for (const reason of ['event_loop_delay', 'heap_used']) metrics.loadShed.inc({ reason }, 0);
  for (const operation_type of ['query', 'mutation']) metrics.graphqlDuration.zero({ operation_type, operation_name: OTHER });
  metrics.httpDuration.zero({ method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** What the scrape reads from the app at that moment (the figures nobody counts request by request). */
export interface MetricSources {
  /** mails waiting by kind, with the age in seconds of the oldest, and how many have failed for good */
  outbox(): Promise<{ pending: Record<string, number>; oldestSeconds: Record<string, number>; failed: number }>;
  /** the catalogue cache's look-ups, the bytes counted in its stores and the entries it dropped for room */
  cache(): { lookups: Record<'answers' | 'pages', { hit: number; miss: number }>; bytes: number; evictions: number };
  /** the PostgreSQL pool's connections; undefined on the embedded database (no pool) */
  pool(): { idle: number; busy: number; waiting: number } | undefined;
}

/** The kinds of outbox the gauges always show. */
export const OUTBOX_KINDS = ['mail', 'webhook'] as const;

/** Adds the series read at scrape time from `sources`: each at 0 until there is something to show. */
export function addScrapedMetrics(metrics: Metrics, sources: MetricSources) {
  const registers = [metrics.registry];
  // one scrape reads the outbox once for its three series
  let outboxRead: ReturnType<MetricSources['outbox']> | undefined;
  const readOutbox = () => (outboxRead ??= sources.outbox().finally(() => setTimeout(() => (outboxRead = undefined), 0)));

  /** A gauge by outbox kind, every kind shown. */
  const outboxGauge = (name: string, help: string, read: (figures: Awaited<ReturnType<MetricSources['outbox']>>) => Record<string, number>) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers,
      async collect() {
        const byKind = read(await readOutbox());
        for (const kind of OUTBOX_KINDS) this.set({ kind }, byKind[kind] ?? 0);
      },
    });
  /** A counter whose totals the app keeps itself (per label set): copied in at each scrape. */
  const keptCounter = <L extends string>(name: string, help: string, labelNames: readonly L[], totals: () => Promise<[Partial<Record<L, string>>, number][]>) =>
    new Counter({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const read = await totals();
        this.reset();
        for (const [labels, value] of read) this.inc(labels, value);
      },
    });

  outboxGauge('evb_outbox_pending', 'Mails and webhook deliveries waiting to be sent, by kind', (figures) => figures.pending);
  outboxGauge(
    'evb_outbox_oldest_pending_seconds',
    'Age of the oldest mail or webhook delivery still waiting, by kind (0 when none waits)',
    (figures) => figures.oldestSeconds,
  );
  keptCounter('evb_outbox_failed_total', 'Mails given up after their last attempt', [], async () => [[{}, (await readOutbox()).failed]]);
  keptCounter(
    'evb_cache_requests_total',
    'Look-ups of the catalogue cache: answers (GraphQL and REST reads) and pages (server-rendered pages), hit or miss',
    ['cache', 'result'] as const,
    async () => {
      const { lookups } = sources.cache();
      return (['answers', 'pages'] as const).flatMap((cache) =>
        (['hit', 'miss'] as const).map((result) => [{ cache, result }, lookups[cache][result]] as [{ cache: string; result: string }, number]),
      );
    },
  );
  keptCounter('evb_cache_evictions_total', 'Entries the catalogue cache dropped to stay within its bound', [], async () => [[{}, sources.cache().evictions]]);
  new Gauge({
    name: 'evb_cache_bytes',
    help: 'Bytes held by the catalogue cache, as its bound counts them',
    registers,
    collect() {
      this.set(sources.cache().bytes);
    },
  });
  new Gauge({
    name: 'evb_db_pool_connections',
    help: "The PostgreSQL pool's connections by state (all 0 on the embedded database)",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.pool() ?? { idle: 0, busy: 0, waiting: 0 };
      for (const state of ['idle', 'busy', 'waiting'] as const) this.set({ state }, pool[state]);
    },
  });
}
