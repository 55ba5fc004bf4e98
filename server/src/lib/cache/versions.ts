import { DATA_KINDS, type DataKind } from './kinds';

/**
 * One counter per data kind, in this process. A cached answer remembers the counters of its
 * kinds when its computation started; it is served only while they are unchanged, so a write
 * during a computation also makes that answer stale.
 */
export class KindVersions {
  private readonly counters = new Map<DataKind, number>(DATA_KINDS.map((k) => [k, 0]));

  snapshot(kinds: readonly DataKind[]): number[] {
    return kinds.map((k) => this.counters.get(k) ?? 0);
  }

  matches(kinds: readonly DataKind[], seen: readonly number[]): boolean {
    for (let i = 0; i < kinds.length; i++) if ((this.counters.get(kinds[i]) ?? 0) !== seen[i]) return false;
    return true;
  }

  bump(kinds: readonly DataKind[]) {
    for (const k of kinds) this.counters.set(k, (this.counters.get(k) ?? 0) + 1);
  }

  bumpAll() {
    this.bump(DATA_KINDS);
  }
}
