import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Marks the GraphQL requests the server makes of itself while rendering a page (http/ssr.ts): the
 * render, not a caller, asked for them, and the render limits bound it (PAGE_RENDERS_*), so the
 * cost buckets leave them alone. The token is new in each process and never leaves it.
 */
export const IN_PROCESS_HEADER = 'x-evb-in-process';
export const IN_PROCESS_TOKEN = randomBytes(24).toString('base64url');

export const isInProcess = (request: FastifyRequest) => request.headers[IN_PROCESS_HEADER] === IN_PROCESS_TOKEN;
