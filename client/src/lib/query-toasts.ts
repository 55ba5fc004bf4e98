import { mapExchange, type CombinedError, type Exchange, type OperationContext } from 'urql';

/** The toasts a query raises, carried in its operation context. */
export interface QueryToasts {
  /** the spec's toast when the query fails: a text, or one read from the error */
  failure?: string | ((error: CombinedError) => string);
  /** the spec's toast when it answers */
  success?: string;
}

/**
 * Query context asking for the spec's toasts: raised once per answer by `queryToastExchange`,
 * not from a screen's effect. Use one module-level constant per query (a stable context object).
 */
export function withToasts(toasts: QueryToasts, context: Partial<OperationContext> = {}): Partial<OperationContext> {
  return { ...context, toasts };
}

/** Raises the toasts a query's context asks for; the toaster loads only when one is raised. */
export const queryToastExchange: Exchange = mapExchange({
  onResult(result) {
    const toasts = result.operation.context.toasts as QueryToasts | undefined;
    // a server render shows no toasts: the browser raises them when it replays the answer
    if (!toasts || result.operation.kind !== 'query' || typeof window === 'undefined') return;
    if (result.error && toasts.failure) {
      const text = typeof toasts.failure === 'string' ? toasts.failure : toasts.failure(result.error);
      void import('./toaster').then(({ notify }) => notify.failure(text));
    } else if (!result.error && result.data && toasts.success) {
      const text = toasts.success;
      void import('./toaster').then(({ notify }) => notify.success(text));
    }
  },
});
