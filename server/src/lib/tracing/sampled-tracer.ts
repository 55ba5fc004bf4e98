import {
  context,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerOptions,
  type TracerProvider,
} from '@opentelemetry/api';

/**
 * The span of a trace that is not kept: one shared object, no ids drawn, nothing recorded. Its
 * context is valid, so what runs under it (GraphQL, SQL) sees a parent that is not sampled and
 * records nothing either, instead of starting traces of its own.
 */
export const UNSAMPLED_SPAN: Span = trace.wrapSpanContext({
  traceId: '00000000000000000000000000000001',
  spanId: '0000000000000001',
  traceFlags: TraceFlags.NONE,
});

const isSampled = (span: Span) => (span.spanContext().traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED;

/**
 * A tracer that makes the parent-based sampling decision before the SDK does any work (docs/ops/tracing.md):
 * a new trace is kept with probability `rootRatio` (the SDK's own sampler then keeps it); a span under
 * a parent that is not sampled is not recorded, and costs nothing: no ids, no attributes, no span object.
 * The SDK's tracer would draw two random ids, copy the attributes and ask the sampler for each, to
 * throw it all away nine times in ten.
 */
class SampledTracer implements Tracer {
  constructor(
    private readonly inner: Tracer,
    private readonly rootRatio: number,
  ) {}

  startSpan(name: string, options?: SpanOptions, parentContext: Context = context.active()): Span {
    const parent = options?.root ? undefined : trace.getSpan(parentContext);
    if (parent ? isSampled(parent) : Math.random() < this.rootRatio) return this.inner.startSpan(name, options, parentContext);
    // a parent that is not sampled is one of ours (or a caller's) that records nothing: it stands for its children too
    return parent && !parent.isRecording() ? parent : UNSAMPLED_SPAN;
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, parentContext: Context, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, ...rest: unknown[]): ReturnType<F> {
    const fn = rest.pop() as (span: Span) => ReturnType<F>;
    const [options, parentContext = context.active()] = rest as [SpanOptions | undefined, Context | undefined];
    const span = this.startSpan(name, options, parentContext);
    return context.with(trace.setSpan(parentContext, span), fn, undefined, span);
  }
}

/** The SDK's provider behind `SampledTracer`s: for the parent-based samplers, which keep `rootRatio` of new traces. */
export class SampledTracerProvider implements TracerProvider {
  private readonly tracers = new Map<string, Tracer>();

  constructor(
    private readonly inner: TracerProvider,
    private readonly rootRatio: number,
  ) {}

  getTracer(name: string, version?: string, options?: TracerOptions): Tracer {
    const key = `${name}@${version ?? ''}:${options?.schemaUrl ?? ''}`;
    let tracer = this.tracers.get(key);
    if (!tracer) this.tracers.set(key, (tracer = new SampledTracer(this.inner.getTracer(name, version, options), this.rootRatio)));
    return tracer;
  }
}
