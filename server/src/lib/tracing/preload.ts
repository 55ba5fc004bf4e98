import { trace, TraceFlags, type Span, type SpanContext, type Tracer } from '@opentelemetry/api';
import { UNSAMPLED_SPAN } from './sampled-tracer';

/**
 * Imported first by main.ts: with OTEL_EXPORTER_OTLP_ENDPOINT set, tracing starts before anything it
 * instruments is loaded; without it nothing of the SDK is loaded and every helper below is a no-op
 * check of one flag (tracing off costs nothing measurable).
 */
let provider: { forceFlush(): Promise<void>; shutdown(): Promise<void> } | undefined;
let tracer: Tracer | undefined;
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- it must run now, before main.ts's other imports are evaluated, and only when tracing is on: a static import would load the SDK for every server
  provider = (require('./start') as typeof import('./start')).startTracing(process.env);
  tracer = trace.getTracer('evbazaar');
}

export const tracingEnabled = () => provider !== undefined;

/** Sends the spans still buffered (at shutdown). */
export const flushTracing = async () => {
  await provider?.shutdown();
};

/** The span context in progress when its trace is kept (sampled); undefined with tracing off or in a trace not kept. */
function sampledContext(): SpanContext | undefined {
  const context = provider && trace.getActiveSpan()?.spanContext();
  return context && (context.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED ? context : undefined;
}

/**
 * The trace id of the span in progress, for log lines: of a kept trace, or of a caller's (its
 * `traceparent`) even when not kept; none for our own traces that are not kept (nothing to open).
 */
export function currentTraceId(): string | undefined {
  const span = provider && trace.getActiveSpan();
  return span && span !== UNSAMPLED_SPAN ? span.spanContext().traceId : undefined;
}

/**
 * Runs `work` inside a span named `name` (the embedded database's queries) when it is part of a kept
 * trace, else as it is: no span, no attributes (`attributes` is not even called), no context entered.
 */
export function inSpan<T>(name: string, attributes: () => Record<string, string>, work: () => Promise<T>): Promise<T> {
  if (!tracer || !sampledContext()) return work();
  return tracer.startActiveSpan(name, { attributes: attributes() }, async (span: Span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: 2 });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The span in progress as a W3C traceparent (kept with an outbox row) when its trace is kept, else undefined. */
export function currentTraceParent(): string | undefined {
  const context = sampledContext();
  return context && `00-${context.traceId}-${context.spanId}-01`;
}

const TRACE_PARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * Runs work done later for an earlier change (a mail's delivery) in a span of its own trace, linked
 * to the change's span by its stored traceparent; as it is when tracing is off.
 */
export function inLinkedSpan<T>(name: string, traceParent: string | null, attributes: Record<string, string>, work: () => Promise<T>): Promise<T> {
  if (!tracer) return work();
  const parsed = traceParent ? TRACE_PARENT.exec(traceParent) : null;
  const links = parsed ? [{ context: { traceId: parsed[1]!, spanId: parsed[2]!, traceFlags: Number.parseInt(parsed[3]!, 16), isRemote: true } }] : [];
  return tracer.startActiveSpan(name, { root: true, links, attributes }, async (span: Span) => {
    try {
      return await work();
    } finally {
      span.end();
    }
  });
}
