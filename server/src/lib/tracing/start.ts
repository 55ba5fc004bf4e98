import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter as OtlpHttpJson } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpHttpProtobuf } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, type Sampler } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { RedactingExporter } from './redacting-exporter';
import { SampledTracerProvider } from './sampled-tracer';
import { traceRequests } from './request-spans';

/**
 * Starts OpenTelemetry tracing (docs/ops/tracing.md): loaded by `preload.ts` only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, before Fastify, GraphQL and the PostgreSQL driver are loaded, so
 * their instrumentations can wrap them (and Fastify announces its instances to `traceRequests`).
 * Spans go out over OTLP/HTTP, JSON or protobuf (OTEL_EXPORTER_OTLP_PROTOCOL: http/json or
 * http/protobuf, the default), in batches, redacted.
 * The incoming `traceparent` continues the caller's trace (W3C trace context).
 */
/** The default share of new traces kept: a caller's sampled `traceparent` is always followed. */
export const DEFAULT_SAMPLE_RATIO = 0.1;

/**
 * OTEL_TRACES_SAMPLER (always_on, traceidratio, parentbased_always_on, parentbased_traceidratio) with
 * OTEL_TRACES_SAMPLER_ARG; by default parentbased_traceidratio at 10 %: tracing every request of a
 * cached read costs more than a quarter of it, a tenth of them about a fifth, mostly the context
 * propagation (docs/ops/tracing.md).
 * For the parent-based ones `rootRatio` is the share of new traces kept: `SampledTracerProvider` decides
 * it before the SDK does any work, and the SDK's sampler follows the parent (or keeps a root it is given).
 */
function samplingOf(env: NodeJS.ProcessEnv): { sampler: Sampler; rootRatio?: number } {
  const name = env.OTEL_TRACES_SAMPLER || 'parentbased_traceidratio';
  const ratio = env.OTEL_TRACES_SAMPLER_ARG === undefined || env.OTEL_TRACES_SAMPLER_ARG === '' ? DEFAULT_SAMPLE_RATIO : Number(env.OTEL_TRACES_SAMPLER_ARG);
  if (!(ratio >= 0 && ratio <= 1)) throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, got "${env.OTEL_TRACES_SAMPLER_ARG}"`);
  const followParent = () => new ParentBasedSampler({ root: new AlwaysOnSampler() });
  const samplings: Record<string, () => { sampler: Sampler; rootRatio?: number }> = {
    always_on: () => ({ sampler: new AlwaysOnSampler() }),
    traceidratio: () => ({ sampler: new TraceIdRatioBasedSampler(ratio) }),
    parentbased_always_on: () => ({ sampler: followParent(), rootRatio: 1 }),
    parentbased_traceidratio: () => ({ sampler: followParent(), rootRatio: ratio }),
  };
  const make = samplings[name];
  if (!make) throw new Error(`OTEL_TRACES_SAMPLER must be one of ${Object.keys(samplings).join(', ')}, got "${name}"`);
  return make();
}

export function startTracing(env: NodeJS.ProcessEnv) {
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  if (protocol !== 'http/json' && protocol !== 'http/protobuf') {
    throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL must be http/json or http/protobuf, got "${protocol}"`);
  }
  // the exporters read OTEL_EXPORTER_OTLP_ENDPOINT (adding /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS themselves
  const exporter = protocol === 'http/json' ? new OtlpHttpJson() : new OtlpHttpProtobuf();
  const { sampler, rootRatio } = samplingOf(env);
  const sdk = new NodeTracerProvider({
    sampler,
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'evbazaar' }),
    spanProcessors: [new BatchSpanProcessor(new RedactingExporter(exporter))],
  });
  // the context manager (AsyncLocalStorage) and the W3C propagators; then every tracer, the
  // instrumentations' and ours, comes from the sampling provider
  sdk.register();
  const provider = rootRatio === undefined ? sdk : new SampledTracerProvider(sdk, rootRatio);
  if (provider !== sdk) {
    trace.disable();
    trace.setGlobalTracerProvider(provider);
  }
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // the operation's parse, validate and execute spans, no span per resolver (what each cost even in
      // traces not kept: docs/ops/tracing.md); variables and argument values are never recorded, the
      // document's literals are redacted on export
      new GraphQLInstrumentation({ allowValues: false, ignoreResolveSpans: true }),
      // statements with their placeholders, never the bound values; only inside a trace (a request, a delivery)
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
  // a request span per HTTP request (GraphQL and SQL spans go under it), no span per lifecycle hook
  traceRequests(provider.getTracer('evbazaar.http'));
  return { forceFlush: () => sdk.forceFlush(), shutdown: () => sdk.shutdown() };
}
