import { MESSAGES } from '@evbazaar/common';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'TIMEOUT'
  | 'UNAVAILABLE'
  | 'THROTTLED'
  | 'MAX_COST_EXCEEDED';

/** The limits that refuse a request (rate-limit metrics count refusals by these; see lib/limits). */
export const RATE_LIMIT_RULES = ['login', 'register', 'forgot_password', 'enquiry', 'page_renders', 'graphql_cost'] as const;
export type RateLimitRule = (typeof RATE_LIMIT_RULES)[number];

/** field name -> the spec's message for it */
export type FieldErrors = Record<string, string>;

const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  TIMEOUT: 503,
  UNAVAILABLE: 503,
  /** a GraphQL request costing more points than its caller's bucket holds now (docs/api/limits.md) */
  THROTTLED: 429,
  /** a GraphQL request costing more than its caller's bucket can ever hold */
  MAX_COST_EXCEEDED: 400,
};

/** Errors a user may read. Anything else is logged and answered as an internal error. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

export class BadInput extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super('BAD_USER_INPUT', message, fields);
  }
}

export class Unauthenticated extends AppError {
  constructor(message: string = MESSAGES.auth.loginRequired) {
    super('UNAUTHENTICATED', message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string = MESSAGES.auth.forbidden) {
    super('FORBIDDEN', message);
  }
}

export class NotFound extends AppError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super('CONFLICT', message, fields);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string = MESSAGES.auth.tooManyAttempts,
    /** seconds until a retry can succeed: the Retry-After header and GraphQL's extensions.retryAfter */
    readonly retryAfter?: number,
    /** the limit that refused (a metric's label) */
    readonly rule?: RateLimitRule,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/** The error codes our answers carry (GraphQL's extensions.code): a metric's bounded label set. */
export const ERROR_CODES = Object.keys(STATUS) as ErrorCode[];

/** `{ retryAfter }` for a 429 that knows when to retry, else nothing: spread into GraphQL extensions. */
export const retryAfterOf = (error: AppError): { retryAfter?: number } =>
  error instanceof TooManyRequests && error.retryAfter ? { retryAfter: error.retryAfter } : {};

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** Postgres unique violation (23505): the constraint name tells which rule was hit. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : undefined;
  return pg ? (pg.constraint ?? 'unique') : undefined;
}

/** The codes on a Postgres error and on the cause drizzle wraps it in. */
const errorCodes = (error: unknown): unknown[] => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return [e?.code, e?.cause?.code];
};

/** Postgres foreign-key (23503) or ON DELETE RESTRICT (23001) violation: the row is still referred to. */
export const foreignKeyViolation = (error: unknown): boolean => errorCodes(error).some((code) => code === '23503' || code === '23001');

/**
 * A value the database refuses to store (SQLSTATE class 22, "data exception": a NUL
 * character in a text, a number out of the column's range, an impossible date).
 * Services validate what they can; this turns whatever slips through into a 400.
 */
export const isUnstorableValue = (error: unknown): boolean => errorCodes(error).some((code) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code));

/** The 400 an unstorable value answers. */
export const unstorableValue = () => new BadInput(MESSAGES.http.unstorable);
