import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone (e.g. a reset mail, so a known e-mail
 * answers as fast as an unknown one). Failures are logged; `settled()` lets
 * shutdown wait for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      // setImmediate: start once the current answer has been written, not alongside it
      const promise = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
