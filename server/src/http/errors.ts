import { MESSAGES } from '@evbazaar/common';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { UNDER_PRESSURE_CODE, refuseUnderPressure } from './load-shedding';
import { TooManyRequests, isAppError, isUnstorableValue, unstorableValue, type AppError } from '../lib/errors';

/** Shapes every REST error as `{ message }` (plus `errors` per field); never a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  const sendAppError = (reply: FastifyReply, error: AppError) => {
    if (error instanceof TooManyRequests && error.retryAfter) reply.header('retry-after', String(error.retryAfter));
    if (error instanceof TooManyRequests && error.rule) app.deps.metrics.rateLimitRejections.inc({ rule: error.rule });
    return reply.status(error.statusCode).send({ message: error.message, ...(error.fields ? { errors: error.fields } : {}) });
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) return sendAppError(reply, error);
    if (error.code === UNDER_PRESSURE_CODE) return refuseUnderPressure(app, request, reply);
    if (isUnstorableValue(error)) return sendAppError(reply, unstorableValue());
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: MESSAGES.http.badJson });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ message: error.code === 'FST_REQ_FILE_TOO_LARGE' ? MESSAGES.uploads.tooLarge : MESSAGES.http.tooLarge });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // fastify's own client errors (bad content type, schema validation, multipart limits)
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (request.isMultipart() || String(request.headers['content-type'] ?? '').startsWith('multipart/')) {
      // busboy's parse errors (no boundary, truncated body) carry no status: the client sent a bad upload
      return reply.status(400).send({ message: MESSAGES.http.badUpload });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.http.internal });
  });
}
