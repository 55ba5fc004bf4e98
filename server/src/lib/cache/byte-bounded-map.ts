import { ENTRY_OVERHEAD_BYTES } from './answers';

/**
 * A memo by text key that holds at most `maxBytes` as `sizeOf` counts them (plus each entry's
 * bookkeeping), least recently used dropped first: for the small memos beside the catalogue cache
 * (a GraphQL document's analysis, a GET address's plan), whose keys a client chooses.
 */
export class ByteBoundedMap<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (key: string, value: V) => number,
  ) {}

  get size() {
    return this.entries.size;
  }

  get bytesCounted() {
    return this.bytes;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  /** Keeps the value unless it alone would take more than an eighth of the bound. */
  set(key: string, value: V) {
    const size = this.sizeOf(key, value) + ENTRY_OVERHEAD_BYTES;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.size;
    }
    if (size > this.maxBytes / 8) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.size;
    }
  }
}
