import type { CombinedError } from 'urql';

type Failure = Pick<CombinedError, 'graphQLErrors' | 'networkError' | 'response'> | undefined;

/**
 * The toast of a failed call, in the spec's order: the server's own message (or `fallback`)
 * when the server answered, the network message when no answer came, else the generic one.
 */
export function failureMessage(error: Failure, fallback: string, texts: { network: string; unexpected: string }): string {
  if (!error) return texts.unexpected;
  if (error.graphQLErrors.length > 0) return error.graphQLErrors[0].message || fallback;
  if (error.networkError) {
    const answered = Boolean((error.response as Response | undefined)?.status);
    return answered ? fallback : texts.network;
  }
  return texts.unexpected;
}

/** "<title>: <detail>" for the catalogue's "followed by detail" toasts. */
export function withDetail(title: string, error: Failure): string {
  const detail = error?.graphQLErrors[0]?.message ?? error?.networkError?.message;
  return detail ? `${title}: ${detail}` : title;
}
