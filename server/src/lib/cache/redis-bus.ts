import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { isDataKind, type DataKind } from './kinds';

export interface BusLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** The channel every instance on one Redis hears changes on. */
export const CHANGES_CHANNEL = 'evb:catalogue:changed';

/**
 * Carries "kind X changed" between instances through Redis pub/sub. Each instance keeps its
 * own answers; a change heard from another instance bumps the local versions. While the
 * subscription is down, changes may be missed, so `live` is false and the cache is bypassed;
 * when it is back, every kind is treated as changed (`onGap`).
 */
export class RedisChangeBus {
  private readonly id = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private subscribed = false;
  private closed = false;

  constructor(
    url: string,
    private readonly onChanged: (kinds: DataKind[]) => void,
    private readonly onGap: () => void,
    private readonly log: BusLog,
    private readonly channel = CHANGES_CHANNEL,
  ) {
    const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, { ...options, commandTimeout: undefined, autoResubscribe: false });
    this.pub.on('error', () => {});
    this.sub.on('error', (error: Error) => this.lost(error.message));
    this.sub.on('close', () => this.lost('connection closed'));
    this.sub.on('ready', () => void this.subscribe());
    this.sub.on('message', (_channel: string, message: string) => this.heard(message));
  }

  /** True while changes from other instances are being heard. */
  get live() {
    return this.subscribed;
  }

  /** Resolves once subscribed (or after `timeoutMs`); start-up waits so the first answers are coherent. */
  async ready(timeoutMs = 2_000) {
    const started = Date.now();
    while (!this.subscribed && !this.closed && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 20));
  }

  publish(kinds: readonly DataKind[]) {
    this.pub.publish(this.channel, JSON.stringify({ from: this.id, kinds })).catch((error: Error) => {
      this.log.warn({ reason: error.message }, 'cache change not published to Redis; other instances serve fresh answers only after their next reconnect');
    });
  }

  async close() {
    this.closed = true;
    this.subscribed = false;
    for (const client of [this.pub, this.sub]) {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    }
  }

  private async subscribe() {
    try {
      await this.sub.subscribe(this.channel);
    } catch (error) {
      this.lost((error as Error).message);
      return;
    }
    if (this.closed) return;
    // changes made while we were not listening are unknown: forget every answer
    this.onGap();
    if (!this.subscribed) this.log.info({}, 'cache invalidations from other instances are heard through Redis');
    this.subscribed = true;
  }

  private lost(reason: string) {
    if (!this.subscribed || this.closed) return;
    this.subscribed = false;
    this.log.warn({ reason }, 'cache invalidation channel (Redis) lost: answers are computed fresh until it is back');
  }

  private heard(message: string) {
    try {
      const parsed = JSON.parse(message) as { from?: unknown; kinds?: unknown };
      if (parsed.from === this.id || !Array.isArray(parsed.kinds)) return;
      this.onChanged(parsed.kinds.filter(isDataKind));
    } catch {
      // not ours: ignored
    }
  }
}
