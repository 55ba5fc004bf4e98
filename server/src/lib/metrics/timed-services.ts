import type { FastHistogram } from './fast-histogram';

type Service = Record<string, unknown>;

/**
 * The services as resolvers and routes call them, each method timed under `service.method` (a label
 * set bounded by the code). Services calling each other keep the untimed originals, so a call is
 * counted once, where a request entered. Objects inside a service (the outbox worker) are left as they are.
 */
export function timedServices<S extends Record<string, Service>>(services: S, histogram: FastHistogram<'operation'>): S {
  const timed: Record<string, Service> = {};
  for (const [name, service] of Object.entries(services)) {
    const copy: Service = {};
    for (const [method, value] of Object.entries(service)) {
      if (typeof value !== 'function') {
        copy[method] = value;
        continue;
      }
      const labels = { operation: `${name}.${method}` };
      copy[method] = timedMethod(value as (...args: unknown[]) => unknown, { observe: (seconds) => histogram.observe(labels, seconds) });
    }
    timed[name] = copy;
  }
  return timed as S;
}

function timedMethod(method: (...args: unknown[]) => unknown, series: { observe(value: number): void }) {
  return function timed(this: unknown, ...args: unknown[]) {
    const start = performance.now();
    const done = () => series.observe((performance.now() - start) / 1000);
    const result = method.apply(this, args);
    // a query builder is a thenable that runs when awaited: timed until it settles, like a promise
    if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') return Promise.resolve(result).finally(done);
    done();
    return result;
  };
}
