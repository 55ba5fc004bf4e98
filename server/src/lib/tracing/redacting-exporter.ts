import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { HIDDEN, isSensitiveKey, scrubText } from '../../http/redaction';

/** Attributes that carry an address: their query string (search words, e-mails in a link) is dropped. */
const ADDRESS_KEYS = new Set(['url.full', 'http.url', 'http.target', 'url.query', 'url.path']);

/** A GraphQL document's literal values ("login(email: \"a@b.c\", password: \"…\")") become `"?"`. */
const withoutLiterals = (document: string) => document.replace(/"(?:[^"\\]|\\.)*"/g, '"?"').replace(/"""[\s\S]*?"""/g, '"?"');

function redactText(key: string, value: string): string {
  if (key === 'url.query') return HIDDEN;
  if (ADDRESS_KEYS.has(key)) return scrubText(value.split('?')[0]!);
  if (key === 'graphql.source') return scrubText(withoutLiterals(value));
  return scrubText(value);
}

/**
 * The redacted texts already seen, by attribute and text: a kept trace repeats the same routes,
 * statements and documents, and scrubbing one is a dozen regular expressions over it. Bounded: emptied
 * when full.
 */
const seen = new Map<string, Map<string, string>>();
const SEEN_MAX = 2_000;
let seenCount = 0;

function redactAttribute(key: string, value: unknown): unknown {
  if (isSensitiveKey(key)) return HIDDEN;
  if (typeof value !== 'string') return value;
  let byText = seen.get(key);
  const known = byText?.get(value);
  if (known !== undefined) return known;
  const redacted = redactText(key, value);
  if (seenCount >= SEEN_MAX) {
    seen.clear();
    seenCount = 0;
    byText = undefined;
  }
  if (!byText) seen.set(key, (byText = new Map()));
  byText.set(value, redacted);
  seenCount++;
  return redacted;
}

/** Redacts a span's (or an event's) attributes where they are: the span has ended, nothing else reads them after export. */
function redactAttributes(attributes: Record<string, unknown> | undefined) {
  if (!attributes) return;
  for (const key in attributes) {
    const value = attributes[key];
    const redacted = redactAttribute(key, value);
    if (redacted !== value) attributes[key] = redacted;
  }
}

/**
 * Every span passes the logs' redaction step (docs/decisions/0033) before it leaves the process: no
 * password, token, e-mail, phone or query-string value in an attribute or an event, whatever an
 * instrumentation records.
 */
export class RedactingExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void) {
    for (const span of spans) {
      redactAttributes(span.attributes);
      for (const event of span.events) redactAttributes(event.attributes);
    }
    this.inner.export(spans, resultCallback);
  }

  shutdown() {
    return this.inner.shutdown();
  }

  forceFlush() {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
