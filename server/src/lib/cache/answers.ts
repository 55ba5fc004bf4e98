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
  /** a GraphQL answer's estimate and actual cost: a hit is charged them (graphql/cost.ts) */
  cost?: { requested: number; actual: number };
}

interface Entry<T> {
  value: T;
  kinds: readonly DataKind[];
  seen: readonly number[];
  expiresAt: number;
  /** what the entry counts for in the store's bound: set when stored, and again by `recount` when the value grew */
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
  /** the most the store holds, as `entryBytes` counts: the value's bytes, its key and the entry's bookkeeping */
  maxBytes: number;
  /** a safety net only: writes invalidate answers at once */
  maxAgeMs: number;
}

export const COMPRESS_FROM_BYTES = 1024;

/**
 * What an entry costs beyond its value and its key: the entry's object and map slot, the versions
 * it saw, the answer's object (measured with `node --expose-gc` over 20,000 small answers, about
 * 240 bytes; docs/benchmarks-memory.md), rounded up.
 */
export const ENTRY_OVERHEAD_BYTES = 256;

/**
 * What a kept buffer costs beyond its bytes: its two objects on the V8 heap (about 190 bytes) and
 * its backing store's records in native memory (about 380), which neither heapUsed nor external
 * shows (measured over 100,000 buffers of 300 bytes: 877 bytes of RSS each), rounded up.
 */
export const BUFFER_OVERHEAD_BYTES = 600;

/** A string's bytes in V8: one a character, two when any character is outside Latin-1. */
export const stringBytes = (text: string) => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;

/** What an entry counts for: its value, its key, the versions it saw and the entry's bookkeeping. */
export const entryBytes = (key: string, kinds: readonly DataKind[], valueBytes: number) =>
  valueBytes + stringBytes(key) + 16 * kinds.length + ENTRY_OVERHEAD_BYTES;

/**
 * A buffer that holds exactly its own bytes. Node hands out small buffers as slices of a shared
 * 8 KB slab (Buffer.from of a short string), and zlib's sync calls answer slices of a 16 KB chunk:
 * a kept 300-byte slice keeps the whole slab or chunk alive. Kept bytes are copied out of them.
 */
export function exactBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** The bytes a buffer keeps alive: its whole backing store (shared slab or not) and its records. */
const heldBytes = (bytes: Buffer | undefined) => (bytes ? bytes.buffer.byteLength + BUFFER_OVERHEAD_BYTES : 0);

/**
 * Values by key, least recently used dropped first once the bytes counted pass the bound. A value
 * is served only while the versions of its kinds equal those seen when its computation began.
 */
export class VersionedStore<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T | null>>();
  private bytes = 0;
  /** entries dropped to stay within the bound (not the stale ones dropped on the way) */
  evictions = 0;

  constructor(
    private readonly versions: KindVersions,
    private readonly limits: AnswerLimits,
    /** the bytes a value holds (its buffers, or an estimate of its objects) */
    private readonly sizeOf: (value: T) => number,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** The bytes counted against the bound now. */
  get bytesCounted() {
    return this.bytes;
  }

  /**
   * Counts a stored value again after it grew (an answer's compressed copy made on first demand),
   * dropping the least recently used entries when that passes the bound.
   */
  recount(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    const size = entryBytes(key, entry.kinds, this.sizeOf(entry.value));
    this.bytes += size - entry.size;
    entry.size = size;
    this.trim();
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
    const size = entryBytes(key, kinds, this.sizeOf(value));
    if (size > this.limits.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { value, kinds, seen, expiresAt: Date.now() + this.limits.maxAgeMs, size });
    this.bytes += size;
    this.trim();
  }

  /** The least recently used entries go until the bytes counted are within the bound. */
  private trim() {
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.drop(oldestKey, oldest);
      this.evictions += 1;
    }
  }

  private drop(key: string, entry: Entry<T>) {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** The bytes an answer holds: its body and the compressed copies it has so far, each buffer's whole backing store, and its texts. */
export const answerBytes = (answer: CachedAnswer) =>
  heldBytes(answer.body) + heldBytes(answer.br) + heldBytes(answer.gzip) + answer.etag.length + answer.contentType.length;

/**
 * The answer's bytes in the encoding the client prefers, compressed once per answer; `grew` says a
 * copy was made just now (a stored answer must then be counted again: VersionedStore.recount).
 */
export function encoded(answer: CachedAnswer, acceptEncoding: string | undefined): { bytes: Buffer; encoding?: 'br' | 'gzip'; grew?: true } {
  if (!acceptEncoding || answer.body.length < COMPRESS_FROM_BYTES) return { bytes: answer.body };
  if (/\bbr\b/.test(acceptEncoding)) {
    if (answer.br) return { bytes: answer.br, encoding: 'br' };
    answer.br = exactBytes(zlib.brotliCompressSync(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    return { bytes: answer.br, encoding: 'br', grew: true };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    if (answer.gzip) return { bytes: answer.gzip, encoding: 'gzip' };
    answer.gzip = exactBytes(zlib.gzipSync(answer.body, { level: 6 }));
    return { bytes: answer.gzip, encoding: 'gzip', grew: true };
  }
  return { bytes: answer.body };
}
