import { CombinedError, type Exchange, type Operation, type OperationResult, type SSRData } from '@urql/core';
import { filter, map, merge, pipe, share } from 'wonka';

type Serialized = SSRData[string];

function resultOf(operation: Operation, answer: Serialized): OperationResult {
  return {
    operation: { ...operation, context: { ...operation.context, meta: { ...operation.context.meta, cacheOutcome: 'hit' } } },
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
 * The server render's answers, given to every read of their query until the page is live. urql's
 * own ssrExchange gives each answer once: an answer with data then stays in the document cache, but
 * an error (a not-found comparison or product) is kept nowhere, so a hydration that React restarts
 * (a press during it, a transition yielding) asked the network again, rendered a loading state
 * against the server's not-found page and failed to hydrate (React #418). Once the page is live
 * the answers are dropped: later reads go to the cache or the network as usual.
 */
export function replayUntilLive(answers: SSRData, live: Promise<void>): Exchange {
  let kept: SSRData | null = { ...answers };
  void live.then(() => (kept = null));
  const replayable = (operation: Operation) =>
    operation.kind === 'query' && operation.context.requestPolicy !== 'network-only' && Boolean(kept?.[operation.key]);
  return ({ forward }) =>
    (operations$) => {
      const shared$ = pipe(operations$, share);
      const replayed$ = pipe(
        shared$,
        filter(replayable),
        map((operation) => resultOf(operation, kept![operation.key])),
      );
      const forwarded$ = forward(
        pipe(
          shared$,
          filter((operation) => !replayable(operation)),
        ),
      );
      return merge([forwarded$, replayed$]);
    };
}
