import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hash as digest } from 'node:crypto';
import manifest from '../gql/persisted-operations.json';
import { GRAPHQL_LIMITS } from './limits';

/**
 * The web client's documents by the SHA-256 of their text, from the manifest `npm run codegen`
 * writes (scripts/codegen/persisted-operations.ts): only these run without a document. Nobody
 * else can add to it (no automatic registration), so it stays the size of the client.
 */
export const PERSISTED_DOCUMENTS: ReadonlyMap<string, string> = new Map(Object.values(manifest).map((entry) => [entry.sha256Hash, entry.document]));

const SHA256_HEX = /^[0-9a-f]{64}$/;

export interface PersistedRefusal {
  code: 'BAD_USER_INPUT' | 'PERSISTED_QUERY_NOT_FOUND' | 'PERSISTED_QUERY_HASH_MISMATCH';
  message: string;
}

const sha256Hex = (text: string) => digest('sha256', text, 'hex');

/** A GET carries `extensions` as JSON text in its query string; a POST as an object. */
function extensionsOf(body: Record<string, unknown>): unknown {
  if (typeof body.extensions !== 'string') return body.extensions;
  try {
    return JSON.parse(body.extensions);
  } catch {
    // mercurius refuses text that is not JSON with its own 400
    return undefined;
  }
}

/**
 * Resolves `extensions.persistedQuery` (Apollo's APQ shape, version 1) of one operation in place:
 * a known hash without `query` gets its document, so every check after this one (the request
 * guard's limits, the answer cache, mercurius) sees an ordinary request. A hash sent with a
 * document must be that document's; an unknown hash without one is PERSISTED_QUERY_NOT_FOUND.
 */
export function resolvePersistedQuery(body: Record<string, unknown>, documents: ReadonlyMap<string, string> = PERSISTED_DOCUMENTS): PersistedRefusal | null {
  const extensions = extensionsOf(body);
  if (extensions === null || typeof extensions !== 'object') return null;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (persisted === undefined) return null;
  const { version, sha256Hash } = (persisted ?? {}) as { version?: unknown; sha256Hash?: unknown };
  const hash = typeof sha256Hash === 'string' ? sha256Hash.toLowerCase() : '';
  if (version !== 1 || !SHA256_HEX.test(hash)) return { code: 'BAD_USER_INPUT', message: MESSAGES.graphql.persistedQueryMalformed };
  if (typeof body.query === 'string' && body.query !== '') {
    if (sha256Hex(body.query) !== hash) return { code: 'PERSISTED_QUERY_HASH_MISMATCH', message: MESSAGES.graphql.persistedQueryMismatch };
    if (documents.has(hash)) manifestBodies.add(body);
    return null;
  }
  const document = documents.get(hash);
  if (document === undefined) return { code: 'PERSISTED_QUERY_NOT_FOUND', message: MESSAGES.graphql.persistedQueryNotFound };
  body.query = document;
  manifestBodies.add(body);
  return null;
}

/** Operations whose document is one of the manifest's (named by its hash), as resolvePersistedQuery found them. */
const manifestBodies = new WeakSet<object>();

/**
 * Before validation, so before the answer cache's lookup and the request guard (both need the
 * document): each operation of a /graphql request sent by hash gets its document, or the request
 * is refused with 400 and nothing runs.
 */
export function registerPersistedQueries(app: FastifyInstance, path: string) {
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== path) return;
    const source = request.method === 'GET' ? request.query : request.body;
    const bodies: unknown[] = Array.isArray(source) ? source : [source];
    // a batch over the limit is the guard's to refuse, before anything is hashed
    if (bodies.length > GRAPHQL_LIMITS.maxBatchSize) return;
    let webClient = bodies.length > 0;
    for (const body of bodies) {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        webClient = false;
        continue;
      }
      const refusal = resolvePersistedQuery(body as Record<string, unknown>);
      webClient &&= !refusal && manifestBodies.has(body);
      if (!refusal) continue;
      request.log.info({ code: refusal.code }, 'graphql persisted query refused');
      return reply.status(400).send({ data: null, errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });
    }
    if (webClient) webClientRequests.add(request);
  });
}

/** Requests whose every operation is one of the web client's own documents, named by its manifest hash. */
const webClientRequests = new WeakSet<FastifyRequest>();

/**
 * Whether the request runs only the web client's own documents (by their manifest hash): their costs
 * are known and reviewed, and the shoppers sending them may share one address (a mobile carrier's
 * NAT), so the partners' cost buckets leave them alone (docs/decisions/0054); every guard limit still applies.
 */
export const isWebClientOperation = (request: FastifyRequest) => webClientRequests.has(request);
