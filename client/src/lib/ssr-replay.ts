import { CombinedError, type Exchange, type Operation, type OperationResult, type SSRData } from '@urql/core';
import { filter, map, merge, pipe, share } from 'wonka';

type Serialized = SSRData[string];
type Replayed = Pick<OperationResult, 'data' | 'error' | 'stale' | 'hasNext'>;

/** An answer as urql's results carry it (urql's own deserializer is internal). */
function deserialized(answer: Serialized): Replayed {
  return {
    data: answer.data ? JSON.parse(answer.data) : undefined,
    error: answer.error
      ? new CombinedError({
          networkError: answer.error.networkError ? new Error(answer.error.networkError) : undefined,
          graphQLErrors: answer.error.graphQLErrors,
        })
      : undefined,
    stale: false,
    hasNext: false,
  };
}

/**
 * The server render's answers, given to every read of their query until the page is live and the
 * answer has been read. urql's own ssrExchange gives each answer once: an answer with data then
 * stays in the document cache, but an error (a not-found comparison or product) is kept nowhere,
 * so a hydration that React restarted (a press during it, a transition yielding) asked the network
 * again, rendered a loading state against the server's not-found page and failed to hydrate (React
 * #418). An answer is dropped only once the page is live and it has been read: a part that hydrates
 * after the page is marked live (a lazy form in its own Suspense boundary) still finds its answer.
 * Later reads go to the cache or the network as usual.
 */
export function replayUntilLive(answers: SSRData, live: Promise<void>): Exchange {
  // each answer parsed once: every read gets the same data (as a cache hit would), not a new copy
  const kept = new Map<string, Serialized | Replayed>(Object.entries(answers));
  const read = new Set<string>();
  let isLive = false;
  // once the current script has run, so that the reads of one render all get it (as urql's ssrExchange does)
  const dropLater = (key: string) => void Promise.resolve().then(() => kept.delete(key));
  void live.then(() => {
    isLive = true;
    read.forEach(dropLater);
  });
  const replayable = (operation: Operation) =>
    operation.kind === 'query' && operation.context.requestPolicy !== 'network-only' && kept.has(String(operation.key));
  const replay = (operation: Operation) => {
    const key = String(operation.key);
    let answer = kept.get(key)!;
    if (!('stale' in answer)) kept.set(key, (answer = deserialized(answer)));
    read.add(key);
    if (isLive) dropLater(key);
    return { ...answer, operation: { ...operation, context: { ...operation.context, meta: { ...operation.context.meta, cacheOutcome: 'hit' as const } } } };
  };
  return ({ forward }) =>
    (operations$) => {
      const shared$ = pipe(operations$, share);
      const replayed$ = pipe(shared$, filter(replayable), map(replay));
      const forwarded$ = forward(
        pipe(
          shared$,
          filter((operation) => !replayable(operation)),
        ),
      );
      return merge([forwarded$, replayed$]);
    };
}
