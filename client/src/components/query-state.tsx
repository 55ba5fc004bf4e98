import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { readFailure } from '../lib/errors';
import { ErrorState, Loading } from './states';

/** What a screen needs of a urql query result. */
export interface QueryResult<D> {
  fetching: boolean;
  data?: D;
  error?: CombinedError;
}

const isEmpty = (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * The states of one data screen (a "Cell"): loading until the first answer, then what the
 * answer holds (even when a refetch failed), else the failure line, else the empty state.
 * `select` picks what the screen shows; null, undefined and [] count as empty.
 */
export function QueryState<D, T = D>({
  result,
  select = (data: D) => data as unknown as T,
  failure,
  failureView = (message) => <ErrorState message={message} />,
  empty = null,
  notFound,
  loading = <Loading />,
  children,
}: {
  result: QueryResult<D>;
  select?: (data: D) => T | null | undefined;
  /** the spec's failure line, or one read from the error (see lib/errors); none: the empty state */
  failure?: string | ((error: CombinedError) => string);
  /** how the failure line shows (default: an alert) */
  failureView?: (message: string) => ReactNode;
  empty?: ReactNode;
  /** shown when the server says NOT_FOUND (an old link): the not-found page, answered with 404 */
  notFound?: ReactNode;
  loading?: ReactNode;
  children: (value: NonNullable<T>) => ReactNode;
}) {
  const { data, error, fetching } = result;
  if (fetching && data === undefined) return <>{loading}</>;
  // a GraphQL error on a non-null root field answers `data: null` (an unknown compare slug): nothing to select
  const value = data === undefined || data === null ? undefined : select(data);
  if (!isEmpty(value)) return <>{children(value as NonNullable<T>)}</>;
  if (error && notFound !== undefined && readFailure(error).code === 'NOT_FOUND') return <>{notFound}</>;
  if (error && failure !== undefined) return <>{failureView(typeof failure === 'string' ? failure : failure(error))}</>;
  return <>{empty}</>;
}
