import { MESSAGES } from '@evbazaar/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The page a browser gets when the server refuses for a moment (render limits, load shedding, start-up). */
export const busyPage = (message: string = MESSAGES.http.busy) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>EV Bazaar</title></head><body><p>${message}</p></body></html>`;

const answersJson = (request: FastifyRequest) =>
  request.url.startsWith('/api') || request.url.startsWith('/graphql') || !String(request.headers.accept ?? '').includes('text/html');

/**
 * A quick 503 with Retry-After, before any work is done for the request: JSON `{ message }` for the
 * API and GraphQL, a one-line page for a browser.
 */
export function sendBusy(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number, message: string = MESSAGES.http.busy) {
  reply.status(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  return answersJson(request) ? reply.send({ message }) : reply.type('text/html; charset=utf-8').send(busyPage(message));
}
