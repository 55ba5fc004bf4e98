import type { FastifyRequest } from 'fastify';
import { callerFor, type Caller } from '../modules/audit/audit.service';

const MAX_USER_AGENT = 300;

/** The audit's view of a request: who (the viewer, or their key) and from where. */
export function callerOf(request: FastifyRequest): Caller {
  const userAgent = request.headers['user-agent'];
  return callerFor(
    request.viewer,
    { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : null, requestId: String(request.id) },
    request.apiKey?.id,
  );
}
