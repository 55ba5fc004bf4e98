import { MESSAGES } from '@evbazaar/common';

export type ErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'PAYLOAD_TOO_LARGE';

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
  constructor(message: string = MESSAGES.auth.tooManyAttempts) {
    super('TOO_MANY_REQUESTS', message);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** Postgres unique violation (23505): the constraint name tells which rule was hit. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : undefined;
  return pg ? (pg.constraint ?? 'unique') : undefined;
}

/** Postgres foreign-key (23503) or ON DELETE RESTRICT (23001) violation: the row is still referred to. */
export function foreignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  return code === '23503' || code === '23001' || e?.cause?.code === '23503' || e?.cause?.code === '23001';
}
