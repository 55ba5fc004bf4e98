import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter as OtlpHttpJson } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpHttpProtobuf } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, type Sampler } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { RedactingExporter } from './redacting-exporter';

/**
 * Starts OpenTelemetry tracing (docs/ops/tracing.md): loaded by `preload.ts` only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, before Fastify, GraphQL and the PostgreSQL driver are loaded, so
 * their instrumentations can wrap them. Spans go out over OTLP/HTTP, JSON or protobuf
 * (OTEL_EXPORTER_OTLP_PROTOCOL: http/json or http/protobuf, the default), in batches, redacted.
 * The incoming `traceparent` continues the caller's trace (W3C trace context).
 */
/** The default share of new traces kept: a caller's sampled `traceparent` is always followed. */
export const DEFAULT_SAMPLE_RATIO = 0.1;

/**
 * OTEL_TRACES_SAMPLER (always_on, traceidratio, parentbased_always_on, parentbased_traceidratio) with
 * OTEL_TRACES_SAMPLER_ARG; by default parentbased_traceidratio at 10 %: tracing every request of a
 * cached read cost more than a third of its throughput, a tenth of them costs (docs/ops/tracing.md).
 */
function samplerOf(env: NodeJS.ProcessEnv): Sampler {
  const name = env.OTEL_TRACES_SAMPLER || 'parentbased_traceidratio';
  const ratio = env.OTEL_TRACES_SAMPLER_ARG === undefined || env.OTEL_TRACES_SAMPLER_ARG === '' ? DEFAULT_SAMPLE_RATIO : Number(env.OTEL_TRACES_SAMPLER_ARG);
  if (!(ratio >= 0 && ratio <= 1)) throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, got "${env.OTEL_TRACES_SAMPLER_ARG}"`);
  const samplers: Record<string, () => Sampler> = {
    always_on: () => new AlwaysOnSampler(),
    traceidratio: () => new TraceIdRatioBasedSampler(ratio),
    parentbased_always_on: () => new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    parentbased_traceidratio: () => new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) }),
  };
  const make = samplers[name];
  if (!make) throw new Error(`OTEL_TRACES_SAMPLER must be one of ${Object.keys(samplers).join(', ')}, got "${name}"`);
  return make();
}

export function startTracing(env: NodeJS.ProcessEnv) {
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  if (protocol !== 'http/json' && protocol !== 'http/protobuf') {
    throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL must be http/json or http/protobuf, got "${protocol}"`);
  }
  // the exporters read OTEL_EXPORTER_OTLP_ENDPOINT (adding /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS themselves
  const exporter = protocol === 'http/json' ? new OtlpHttpJson() : new OtlpHttpProtobuf();
  const provider = new NodeTracerProvider({
    sampler: samplerOf(env),
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'evbazaar' }),
    spanProcessors: [new BatchSpanProcessor(new RedactingExporter(exporter))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // a request span only (GraphQL and SQL spans go under it): a span per lifecycle hook made a cached read five times dearer
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        instrumentHandler: false,
        ignorePaths: (route) => ['/healthz', '/readyz', '/metrics'].includes(route.url),
      }),
      // variables and argument values are never recorded; the document's literals are redacted on export
      new GraphQLInstrumentation({ allowValues: false, mergeItems: true, ignoreTrivialResolveSpans: true }),
      // statements with their placeholders, never the bound values
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  return provider;
}
