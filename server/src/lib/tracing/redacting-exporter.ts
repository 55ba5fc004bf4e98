import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { HIDDEN, isSensitiveKey, scrubText } from '../../http/redaction';

/** Attributes that carry an address: their query string (search words, e-mails in a link) is dropped. */
const ADDRESS_KEYS = new Set(['url.full', 'http.url', 'http.target', 'url.query', 'url.path']);

/** A GraphQL document's literal values ("login(email: \"a@b.c\", password: \"…\")") become `"?"`. */
const withoutLiterals = (document: string) => document.replace(/"(?:[^"\\]|\\.)*"/g, '"?"').replace(/"""[\s\S]*?"""/g, '"?"');

function redactAttribute(key: string, value: unknown): unknown {
  if (isSensitiveKey(key)) return HIDDEN;
  if (typeof value !== 'string') return value;
  if (key === 'url.query') return HIDDEN;
  if (ADDRESS_KEYS.has(key)) return scrubText(value.split('?')[0]!);
  if (key === 'graphql.source') return scrubText(withoutLiterals(value));
  return scrubText(value);
}

/**
 * Every span passes the logs' redaction step (docs/decisions/0033) before it leaves the process: no
 * password, token, e-mail, phone or query-string value in an attribute or an event, whatever an
 * instrumentation records.
 */
export class RedactingExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void) {
    const redacted = spans.map((span) => {
      const attributes = Object.fromEntries(Object.entries(span.attributes).map(([k, v]) => [k, redactAttribute(k, v)]));
      const events = span.events.map((event) => ({
        ...event,
        attributes: event.attributes && Object.fromEntries(Object.entries(event.attributes).map(([k, v]) => [k, redactAttribute(k, v)])),
      }));
      // the span object is the SDK's: a copy with its prototype keeps the getters the exporter reads
      return Object.assign(Object.create(Object.getPrototypeOf(span) as object) as ReadableSpan, span, { attributes, events });
    });
    this.inner.export(redacted as ReadableSpan[], resultCallback);
  }

  shutdown() {
    return this.inner.shutdown();
  }

  forceFlush() {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
