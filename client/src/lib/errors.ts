import type { CombinedError } from 'urql';
import { translateMessage } from './message-text';

/** A REST answer that was not OK: its status and the body `{ message, errors }` the server sends. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: unknown; errors?: unknown },
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/** What any failure comes down to, whichever door it came through. */
export interface Failure {
  /** the server's own message, when it answered with one */
  message?: string;
  /** the GraphQL extensions.code, e.g. CONFLICT */
  code?: string;
  /** the server's field errors (GraphQL extensions.fields, REST errors), by field path */
  fields: Record<string, string>;
  /** no answer came at all (offline, refused, timed out) */
  unanswered: boolean;
  /** the transport's own words when no server message came */
  transportMessage?: string;
}

const isCombinedError = (error: unknown): error is CombinedError =>
  typeof error === 'object' && error !== null && 'graphQLErrors' in error && Array.isArray((error as CombinedError).graphQLErrors);

function stringMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Reads an urql CombinedError, a REST error or a thrown network error into one shape. */
export function readFailure(error: unknown): Failure {
  if (isCombinedError(error)) {
    const first = error.graphQLErrors[0];
    if (first) {
      const code = first.extensions?.code;
      return {
        message: first.message || undefined,
        code: typeof code === 'string' ? code : undefined,
        fields: stringMap(first.extensions?.fields),
        unanswered: false,
      };
    }
    const answered = Boolean((error.response as Response | undefined)?.status);
    return { fields: {}, unanswered: !answered, transportMessage: error.networkError?.message };
  }
  if (error instanceof RestError) {
    const message = typeof error.body.message === 'string' ? error.body.message : undefined;
    return { message, fields: stringMap(error.body.errors), unanswered: false };
  }
  if (error instanceof Error) return { fields: {}, unanswered: true, transportMessage: error.message };
  return { fields: {}, unanswered: false };
}

export interface FailureTextOptions {
  /** the text when no answer came at all (else the fallback) */
  network?: string;
  /** "<fallback>: <detail>", for the spec's "followed by detail" toasts */
  detail?: boolean;
  /** false: the spec shows its own text even when the server gave a message */
  serverMessage?: boolean;
}

/**
 * The toast or line the spec asks for when a call fails: the server's own message, else
 * `fallback`; see the options for the spec's other forms.
 */
export function failureText(error: unknown, fallback: string, options: FailureTextOptions = {}): string {
  return translateMessage(untranslatedFailureText(error, fallback, options));
}

function untranslatedFailureText(error: unknown, fallback: string, options: FailureTextOptions): string {
  const failure = readFailure(error);
  if (options.detail) {
    const detail = failure.message ?? failure.transportMessage;
    return detail ? `${fallback}: ${detail}` : fallback;
  }
  if (failure.unanswered && options.network) return options.network;
  if (failure.message && options.serverMessage !== false) return failure.message;
  return fallback;
}
