import zlib from 'node:zlib';
import type { DataKind } from './kinds';
import type { KindVersions } from './versions';

/** A ready-to-send answer: the bytes as the handler produced them, plus compressed copies made on first demand. */
export interface CachedAnswer {
  body: Buffer;
  contentType: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry<T> {
  value: T;
  kinds: readonly DataKind[];
  seen: readonly number[];
  expiresAt: number;
  /** counted when stored: a value may grow later (an answer's compressed copies), its count must not */
  size: number;
}

/** A computation other requests for the same key wait for instead of running their own (in-flight deduplication). */
export interface Pending<T> {
  key: string;
  /**
   * Stores the value (null: nothing to store) and hands it to the waiters. `kinds`, a subset of
   * those joined with, narrows what the value depends on once the computation knows what it read
   * (a rendered page); their versions are still those seen when the computation began.
   */
  settle(value: T | null, kinds?: readonly DataKind[]): void;
}

export interface AnswerLimits {
  maxEntries: number;
  /** plain bodies only; the compressed copies are smaller and live as long as their entry */
  maxBytes: number;
  /** a safety net only: writes invalidate answers at once */
  maxAgeMs: number;
}

export const COMPRESS_FROM_BYTES = 1024;

/**
 * Values by key, least recently used dropped first. A value is served only while the
 * versions of its kinds equal those seen when its computation began.
 */
export class VersionedStore<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T | null>>();
  private bytes = 0;

  constructor(
    private readonly versions: KindVersions,
    private readonly limits: AnswerLimits,
    private readonly sizeOf: (value: T) => number = () => 1,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** The stored answer when still current; stale ones are dropped on the way. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now() || !this.versions.matches(entry.kinds, entry.seen)) {
      this.drop(key, entry);
      return undefined;
    }
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Either a promise of the answer another request is computing right now for the same key
   * and the same versions, or a Pending the caller must settle when it has the answer (or failed).
   */
  join(key: string, kinds: readonly DataKind[]): { wait: Promise<T | null> } | { pending: Pending<T> } {
    const seen = this.versions.snapshot(kinds);
    // versions are part of the flight key: a request after a write never joins a computation from before it
    const flightKey = `${seen.join('.')}|${key}`;
    const running = this.inFlight.get(flightKey);
    if (running) return { wait: running };
    let resolve!: (value: T | null) => void;
    this.inFlight.set(flightKey, new Promise((r) => (resolve = r)));
    let settled = false;
    const settle = (value: T | null, read?: readonly DataKind[]) => {
      if (settled) return;
      settled = true;
      this.inFlight.delete(flightKey);
      if (value !== null) {
        if (read) {
          const known = read.filter((k) => kinds.includes(k));
          this.put(
            key,
            known,
            known.map((k) => seen[kinds.indexOf(k)]),
            value,
          );
        } else this.put(key, kinds, seen, value);
      }
      resolve(value);
    };
    return { pending: { key, settle } };
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private put(key: string, kinds: readonly DataKind[], seen: readonly number[], value: T) {
    // computed on data older than the last write: served once (to its own request) but never kept
    if (!this.versions.matches(kinds, seen)) return;
    const size = this.sizeOf(value);
    if (size > this.limits.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { value, kinds, seen, expiresAt: Date.now() + this.limits.maxAgeMs, size });
    this.bytes += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.drop(oldestKey, oldest);
    }
  }

  private drop(key: string, entry: Entry<T>) {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** The bytes an answer holds: its body and the compressed copies it has so far. */
export const answerBytes = (answer: CachedAnswer) => answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

/** The answer's bytes in the encoding the client prefers, compressed once per answer. */
export function encoded(answer: CachedAnswer, acceptEncoding: string | undefined): { bytes: Buffer; encoding?: 'br' | 'gzip' } {
  if (!acceptEncoding || answer.body.length < COMPRESS_FROM_BYTES) return { bytes: answer.body };
  if (/\bbr\b/.test(acceptEncoding)) {
    if (!answer.br) {
      answer.br = zlib.brotliCompressSync(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    }
    return { bytes: answer.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    if (!answer.gzip) {
      answer.gzip = zlib.gzipSync(answer.body, { level: 6 });
    }
    return { bytes: answer.gzip, encoding: 'gzip' };
  }
  return { bytes: answer.body };
}
