import type { FastifyBaseLogger } from 'fastify';

/** A worker that drains a table of due rows: polled every `pollMs` while started, and by hand in tests. */
export interface PollingWorker {
  start(): void;
  /** stops polling and waits for the round in flight */
  stop(): Promise<void>;
  /** every row due now, after the round in flight: what tests and the poll loop call */
  drain(): Promise<number>;
}

/**
 * The poll loop of an outbox (the mail outbox, the webhook deliveries): one round at a time per
 * process, the next planned when it ends, a failed round logged and the loop kept going.
 */
export function pollingWorker(options: { pollMs: number; log: FastifyBaseLogger; failure: string; drain: () => Promise<number> }): PollingWorker {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  let stopped = true;

  function tick() {
    if (stopped || round) return;
    round = options
      .drain()
      .catch((error) => options.log.error({ err: error }, options.failure))
      .finally(() => {
        round = undefined;
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, options.pollMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
    async drain() {
      // wait for a round in flight, so two rounds of one process never overlap
      await round;
      return options.drain();
    },
  };
}
