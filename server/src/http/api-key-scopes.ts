import { GRAPHQL_LIMITS } from '../graphql/limits';
import { MESSAGES, SESSION_ONLY, graphqlKeyAccess, restKeyAccess, type KeyAccess } from '@evbazaar/common';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { bodiesOf } from '../graphql/guard';
import { rootFieldsOf } from '../graphql/root-fields';
import { Forbidden } from '../lib/errors';
import type { ApiKeyCaller } from './viewer';

/** Documents whose root fields are remembered (an integration sends the same few again and again), and the longest one kept. */
const REMEMBERED_DOCUMENTS = 500;
const REMEMBERED_MAX_LENGTH = 20_000;

/**
 * Refuses a key an operation its scopes do not cover (403 naming the missing scope), or one no key
 * may do at all; the owner's role is checked apart, so a key never does more than its owner could.
 * `access` undefined: an operation the tables do not know (GraphQL validation or a 404 refuses it later).
 */
export function assertKeyMay(key: ApiKeyCaller, access: KeyAccess | undefined) {
  if (access === undefined) return;
  if (access === SESSION_ONLY) throw new Forbidden(MESSAGES.apiKeys.sessionOnly);
  if (!key.scopes.includes(access)) throw new Forbidden(MESSAGES.apiKeys.missingScope(access));
}

/**
 * An API key's scopes, checked before anything else reads the request: before the catalogue cache
 * could serve a stored answer and before any resolver or handler runs. REST routes by their table
 * entry; /graphql by the root fields of every operation of the request (a batch, a GET).
 */
export function registerApiKeyScopes(app: FastifyInstance, graphqlPath: string) {
  const rootFields = new Map<string, Set<string>>();
  const rootFieldsOfQuery = (query: string): Set<string> | undefined => {
    const known = rootFields.get(query);
    if (known) return known;
    let fields: Set<string>;
    try {
      fields = rootFieldsOf(parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens }));
    } catch {
      // a document that does not parse is refused by the request guard, with the parser's message
      return undefined;
    }
    if (query.length <= REMEMBERED_MAX_LENGTH) {
      if (rootFields.size >= REMEMBERED_DOCUMENTS) rootFields.delete(rootFields.keys().next().value!);
      rootFields.set(query, fields);
    }
    return fields;
  };

  app.addHook('preValidation', async (request) => {
    const key = request.apiKey;
    if (!key) return;
    const route = request.routeOptions.url ?? '';
    if (route !== graphqlPath) {
      assertKeyMay(key, restKeyAccess(request.method, route));
      return;
    }
    const bodies = bodiesOf(request);
    if (bodies.length > GRAPHQL_LIMITS.maxBatchSize) return;
    for (const body of bodies) {
      if (typeof body?.query !== 'string') continue;
      for (const field of rootFieldsOfQuery(body.query) ?? []) assertKeyMay(key, graphqlKeyAccess(field));
    }
  });
}
