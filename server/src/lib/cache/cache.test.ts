import { createCatalogue, storeBounds } from './index';
import { answerBytes, BUFFER_OVERHEAD_BYTES, encoded, ENTRY_OVERHEAD_BYTES, entryBytes, exactBytes, stringBytes, VersionedStore } from './answers';
import { ByteBoundedMap } from './byte-bounded-map';
import { KindVersions } from './versions';

const quiet = { warn: () => {}, info: () => {} };
// room for eight one-letter entries of one kind holding 100 bytes each (one value may take an eighth)
const ENTRY = entryBytes('a', ['blogs'], 100);
const limits = { maxBytes: 8 * ENTRY, maxAgeMs: 60_000 };
const hundred = () => 100;

describe('the versioned store behind the cache', () => {
  it('never keeps a value computed while a write to its kinds happened', () => {
    const versions = new KindVersions();
    const store = new VersionedStore<string>(versions, limits, hundred);
    const joined = store.join('k', ['products']);
    if (!('pending' in joined)) throw new Error('expected to compute');
    versions.bump(['products']);
    joined.pending.settle('old');
    expect(store.get('k')).toBeUndefined();
  });

  it('makes a request after a write compute afresh instead of joining a computation from before it', async () => {
    const versions = new KindVersions();
    const store = new VersionedStore<string>(versions, limits, hundred);
    const first = store.join('k', ['brands']);
    expect('pending' in first).toBe(true);
    expect('wait' in store.join('k', ['brands'])).toBe(true);
    versions.bump(['brands']);
    const after = store.join('k', ['brands']);
    expect('pending' in after).toBe(true);
    // and the later computation is the one kept
    if ('pending' in first) first.pending.settle('before');
    if ('pending' in after) after.pending.settle('after');
    expect(store.get('k')).toBe('after');
  });

  it('drops the least recently used values beyond its bounds and stale ones on read', () => {
    const versions = new KindVersions();
    const store = new VersionedStore<string>(versions, limits, hundred);
    const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const key of letters) {
      const joined = store.join(key, ['blogs']);
      if ('pending' in joined) joined.pending.settle(key);
    }
    expect(store.get('a')).toBe('a');
    const i = store.join('i', ['locations']);
    if ('pending' in i) i.pending.settle('i');
    expect([...letters, 'i'].map((k) => store.get(k))).toEqual(['a', undefined, 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    versions.bump(['blogs']);
    expect([...letters, 'i'].map((k) => store.get(k))).toEqual([...letters.map(() => undefined), 'i']);
    expect(store.size).toBe(1);
  });
  it("counts bytes, not entries: the value, its key and the entry's bookkeeping", () => {
    expect(ENTRY).toBe(100 + 1 + 16 + ENTRY_OVERHEAD_BYTES);
    expect(stringBytes('scooter')).toBe(7);
    // a key with a character outside Latin-1 is held two bytes a character
    expect(stringBytes('स्कूटर')).toBe(12);
    const store = new VersionedStore<{ bytes: number }>(new KindVersions(), { maxBytes: 10_000, maxAgeMs: 60_000 }, (v) => v.bytes);
    const put = (key: string, bytes: number) => {
      const joined = store.join(key, ['blogs']);
      if ('pending' in joined) joined.pending.settle({ bytes });
    };
    put('small', 100);
    expect(store.bytesCounted).toBe(entryBytes('small', ['blogs'], 100));
    // one value may take at most an eighth of the bound: a larger one is served but not kept
    put('large', 1_200);
    expect(store.get('large')).toBeUndefined();
    // many small values: the bound holds, whatever their number
    for (let i = 0; i < 50; i++) put(`k${i}`, 100);
    expect(store.bytesCounted).toBeLessThanOrEqual(10_000);
    expect(store.size).toBe(Math.floor(10_000 / entryBytes('k10', ['blogs'], 100)));
  });

  it("counts a value again when it grows (an answer's compressed copy), dropping the least recently used to stay within the bound", () => {
    const store = new VersionedStore<{ bytes: number }>(
      new KindVersions(),
      { maxBytes: 8 * entryBytes('v0', ['blogs'], 200), maxAgeMs: 60_000 },
      (v) => v.bytes,
    );
    const values = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const value = { bytes: 200 };
      const joined = store.join(`v${i}`, ['blogs']);
      if ('pending' in joined) joined.pending.settle(value);
      return value;
    });
    expect(store.size).toBe(8);
    values[7].bytes = 600;
    store.recount('v7');
    // 400 bytes more: the least recently used entry goes
    expect(store.bytesCounted).toBe(6 * entryBytes('v0', ['blogs'], 200) + entryBytes('v7', ['blogs'], 600));
    expect(store.get('v0')).toBeUndefined();
    expect(store.get('v1')).toEqual({ bytes: 200 });
    expect(store.get('v7')).toEqual({ bytes: 600 });
    expect(store.size).toBe(7);
  });
});

describe('the bytes an answer holds', () => {
  it('keeps answers in buffers of their own, not in slices of a shared slab or a zlib chunk', () => {
    const short = Buffer.from('{"data":{"brands":[]}}');
    // Node cuts short buffers from an 8 KB slab: kept as it is, the slab would stay alive with it
    expect(short.buffer.byteLength).toBeGreaterThan(short.length);
    const own = exactBytes(short);
    expect(own.equals(short)).toBe(true);
    expect(own.buffer.byteLength).toBe(own.length);
    const large = Buffer.allocUnsafeSlow(10_000);
    expect(exactBytes(large)).toBe(large);
  });

  it('counts the compressed copies it gains, each at the size of its own buffer', () => {
    const body = exactBytes(Buffer.from(JSON.stringify({ data: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Scooter ${i}` })) })));
    const answer = { body, contentType: 'application/json; charset=utf-8', etag: 'W/"x"' };
    const before = answerBytes(answer);
    expect(before).toBe(body.length + BUFFER_OVERHEAD_BYTES + answer.contentType.length + answer.etag.length);
    const br = encoded(answer, 'br, gzip');
    expect(br).toMatchObject({ encoding: 'br', grew: true });
    expect(encoded(answer, 'br')).not.toHaveProperty('grew');
    const gzip = encoded(answer, 'gzip');
    expect(gzip.bytes.buffer.byteLength).toBe(gzip.bytes.length);
    expect(answerBytes(answer)).toBe(before + br.bytes.length + gzip.bytes.length + 2 * BUFFER_OVERHEAD_BYTES);
  });
});

describe("the memos beside the cache (a document's analysis, a GET address's plan)", () => {
  it('hold at most their bound in bytes, whatever the number of keys, least recently used out first', () => {
    const memo = new ByteBoundedMap<string>(8 * (ENTRY_OVERHEAD_BYTES + 110), (key, value) => key.length + value.length);
    for (let i = 0; i < 8; i++) memo.set(`k${i}`.padEnd(10, '.'), 'x'.repeat(100));
    expect(memo.size).toBe(8);
    expect(memo.get('k0'.padEnd(10, '.'))).toBe('x'.repeat(100));
    memo.set('k8'.padEnd(10, '.'), 'x'.repeat(100));
    expect(memo.size).toBe(8);
    expect(memo.has('k1'.padEnd(10, '.'))).toBe(false);
    expect(memo.has('k0'.padEnd(10, '.'))).toBe(true);
    // a value that alone would take more than an eighth is not kept
    memo.set('huge', 'x'.repeat(2_000));
    expect(memo.has('huge')).toBe(false);
    expect(memo.bytesCounted).toBeLessThanOrEqual(8 * (ENTRY_OVERHEAD_BYTES + 110));
  });
});

describe("the catalogue's bound", () => {
  it('gives a sixteenth each to not-found pages and computed values, the rest to answers and pages', () => {
    expect(storeBounds(32 * 1024 * 1024)).toEqual({ answers: 28 * 1024 * 1024, notFound: 2 * 1024 * 1024, memos: 2 * 1024 * 1024 });
  });
});

describe('the catalogue with Redis unreachable', () => {
  it("serves nothing from memory, since another instance's changes could go unheard", async () => {
    const catalogue = createCatalogue({ redisUrl: 'redis://127.0.0.1:1' }, quiet);
    try {
      expect(catalogue.live).toBe(false);
      let runs = 0;
      const compute = async () => ++runs;
      expect(await catalogue.memo('k', ['users'], compute)).toBe(1);
      expect(await catalogue.memo('k', ['users'], compute)).toBe(2);
    } finally {
      await catalogue.close();
    }
  });

  it('without Redis, keeps a memo until its kind changes', async () => {
    const catalogue = createCatalogue({}, quiet);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await catalogue.memo('k', ['users'], compute)).toBe(1);
    expect(await catalogue.memo('k', ['users'], compute)).toBe(1);
    catalogue.changed('blogs');
    expect(await catalogue.memo('k', ['users'], compute)).toBe(1);
    catalogue.changed('users');
    expect(await catalogue.memo('k', ['users'], compute)).toBe(2);
  });

  it('keeps a large derived value whole until its kinds change, one computation for concurrent readers', async () => {
    const catalogue = createCatalogue({ maxBytes: 64 * 1024 }, quiet);
    let runs = 0;
    // far above what the byte-bounded memos would keep at this bound
    const read = catalogue.kept(['products'], async () => ({ run: ++runs, columns: new Float64Array(100_000) }));
    const [a, b] = await Promise.all([read(), read()]);
    expect(a).toBe(b);
    expect((await read()).run).toBe(1);
    catalogue.changed('brands');
    expect((await read()).run).toBe(1);
    catalogue.changed('products');
    expect((await read()).run).toBe(2);
    // a change during a computation: the next reader does not take its answer
    const waiting: (() => void)[] = [];
    const slow = catalogue.kept(['products'], () => new Promise<number>((resolve) => waiting.push(() => resolve(++runs))));
    const first = slow();
    catalogue.changed('products');
    const second = slow();
    expect(waiting).toHaveLength(2);
    waiting.forEach((release) => release());
    expect(await second).toBe(runs);
    expect(await first).toBeLessThan(await second);
  });
});
