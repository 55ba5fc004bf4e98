import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter as OtlpHttpJson } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpHttpProtobuf } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { RedactingExporter } from './redacting-exporter';

/**
 * Starts OpenTelemetry tracing (docs/ops/tracing.md): loaded by `preload.ts` only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, before Fastify, GraphQL and the PostgreSQL driver are loaded, so
 * their instrumentations can wrap them. Spans go out over OTLP/HTTP, JSON or protobuf
 * (OTEL_EXPORTER_OTLP_PROTOCOL: http/json or http/protobuf, the default), in batches, redacted.
 * The incoming `traceparent` continues the caller's trace (W3C trace context).
 */
export function startTracing(env: NodeJS.ProcessEnv) {
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  if (protocol !== 'http/json' && protocol !== 'http/protobuf') {
    throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL must be http/json or http/protobuf, got "${protocol}"`);
  }
  // the exporters read OTEL_EXPORTER_OTLP_ENDPOINT (adding /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS themselves
  const exporter = protocol === 'http/json' ? new OtlpHttpJson() : new OtlpHttpProtobuf();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'evbazaar' }),
    spanProcessors: [new BatchSpanProcessor(new RedactingExporter(exporter))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // variables and argument values are never recorded; the document's literals are redacted on export
      new GraphQLInstrumentation({ allowValues: false, mergeItems: true, ignoreTrivialResolveSpans: true }),
      // statements with their placeholders, never the bound values
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  return provider;
}
