import { createCatalogue } from './index';
import { VersionedStore } from './answers';
import { KindVersions } from './versions';

const quiet = { warn: () => {}, info: () => {} };
const limits = { maxEntries: 3, maxBytes: 1_000, maxAgeMs: 60_000 };

describe('the versioned store behind the cache', () => {
  it('never keeps a value computed while a write to its kinds happened', () => {
    const versions = new KindVersions();
    const store = new VersionedStore<string>(versions, limits);
    const joined = store.join('k', ['products']);
    if (!('pending' in joined)) throw new Error('expected to compute');
    versions.bump(['products']);
    joined.pending.settle('old');
    expect(store.get('k')).toBeUndefined();
  });

  it('makes a request after a write compute afresh instead of joining a computation from before it', async () => {
    const versions = new KindVersions();
    const store = new VersionedStore<string>(versions, limits);
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
    const store = new VersionedStore<string>(versions, limits);
    for (const key of ['a', 'b', 'c']) {
      const joined = store.join(key, ['blogs']);
      if ('pending' in joined) joined.pending.settle(key);
    }
    expect(store.get('a')).toBe('a');
    const d = store.join('d', ['locations']);
    if ('pending' in d) d.pending.settle('d');
    expect([store.get('a'), store.get('b'), store.get('c'), store.get('d')]).toEqual(['a', undefined, 'c', 'd']);
    versions.bump(['blogs']);
    expect([store.get('a'), store.get('c'), store.get('d')]).toEqual([undefined, undefined, 'd']);
    expect(store.size).toBe(1);
  });
  it('counts a value at the size it had when stored, though it grows later (an answer gains compressed copies)', () => {
    const store = new VersionedStore<{ bytes: number }>(new KindVersions(), { maxEntries: 100, maxBytes: 2_000, maxAgeMs: 60_000 }, (v) => v.bytes);
    const put = (key: string, value: { bytes: number }) => {
      const joined = store.join(key, ['blogs']);
      if ('pending' in joined) joined.pending.settle(value);
    };
    const first = { bytes: 200 };
    put('first', first);
    for (let i = 1; i < 10; i++) put(`v${i}`, { bytes: 200 });
    first.bytes = 2_000;
    // 2,200 counted: the oldest goes, taking away the 200 it was counted at
    put('v10', { bytes: 200 });
    expect(store.get('first')).toBeUndefined();
    // still 2,000 counted, so one more pushes the next oldest out (counting the grown size would have left room)
    put('v11', { bytes: 200 });
    expect(store.get('v1')).toBeUndefined();
    expect(store.get('v2')).toEqual({ bytes: 200 });
    expect(store.size).toBe(10);
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
});
