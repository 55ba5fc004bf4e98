import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, parse, type DocumentNode } from 'graphql';
import { EXPANSION_CODE, measureExpansion } from './expansion';
import { chargeRequest } from './cost';
import { GRAPHQL_LIMITS, MAX_QUERY_DEPTH, measureRequest, type GraphQLRequestBody } from './limits';

const refuse = (reply: FastifyReply, code: string, message: string, status = 400) =>
  reply.status(status).send({ data: null, errors: [{ message, extensions: { code } }] });

/** The operations of a /graphql request: a JSON object, a batch array, a raw application/graphql text or a GET query string. */
export function bodiesOf(request: FastifyRequest): GraphQLRequestBody[] {
  const source = request.method === 'GET' ? request.query : request.body;
  if (typeof source === 'string') return [{ query: source }];
  if (Array.isArray(source)) return source as GraphQLRequestBody[];
  return [(source ?? {}) as GraphQLRequestBody];
}

/**
 * Refuses, before anything runs, a /graphql request that is malformed or asks for too much:
 * a missing or non-text query, a syntax error, more operations, aliases, mutations or cost
 * than GRAPHQL_LIMITS allow, counted over the whole batch so that batching cannot multiply them;
 * then charges the caller's cost bucket the request's estimate (graphql/cost.ts).
 * The expanded size goes first: it is measured in time linear in the document, and it bounds the
 * work of everything after it (the cost walk here, mercurius's validation and execution).
 */
export function registerRequestGuard(app: FastifyInstance, path: string) {
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== path) return;
    const bodies = bodiesOf(request);
    if (bodies.length > GRAPHQL_LIMITS.maxBatchSize) return refuse(reply, 'BAD_USER_INPUT', MESSAGES.graphql.tooManyOperations(GRAPHQL_LIMITS.maxBatchSize));
    const documents: DocumentNode[] = [];
    for (const body of bodies) {
      if (typeof body?.query !== 'string' || body.query.trim() === '') return refuse(reply, 'BAD_USER_INPUT', MESSAGES.graphql.noQuery);
      try {
        documents.push(parse(body.query, { maxTokens: GRAPHQL_LIMITS.maxTokens }));
      } catch (error) {
        const overLong = /more tha[nt] \d+ tokens/i.test((error as Error).message);
        const message = overLong ? MESSAGES.graphql.tooManyTokens(GRAPHQL_LIMITS.maxTokens) : (error as GraphQLError).message;
        request.log.info({ reason: message }, 'graphql document refused');
        return refuse(reply, overLong ? 'GRAPHQL_VALIDATION_FAILED' : 'GRAPHQL_PARSE_FAILED', message);
      }
    }
    let expandedFields = 0;
    let fieldRepeats = 0;
    for (const document of documents) {
      const expansion = measureExpansion(document, GRAPHQL_LIMITS.maxExpandedFields - expandedFields);
      expandedFields += expansion.fields;
      fieldRepeats = Math.max(fieldRepeats, expansion.repeats);
      if (expandedFields > GRAPHQL_LIMITS.maxExpandedFields) break;
    }
    const overExpanded =
      expandedFields > GRAPHQL_LIMITS.maxExpandedFields
        ? MESSAGES.graphql.tooExpanded(GRAPHQL_LIMITS.maxExpandedFields)
        : fieldRepeats > GRAPHQL_LIMITS.maxFieldRepeats
          ? MESSAGES.graphql.tooRepeated(GRAPHQL_LIMITS.maxFieldRepeats)
          : undefined;
    if (overExpanded) {
      request.log.info({ expandedFields, fieldRepeats, reason: overExpanded }, 'graphql request over its limits');
      return refuse(reply, EXPANSION_CODE, overExpanded);
    }
    const shape = measureRequest(app.graphql.schema, bodies);
    // depth first: a too-deep query also costs astronomically much, and its depth says more
    const refusal =
      shape.depth > MAX_QUERY_DEPTH
        ? MESSAGES.graphql.tooDeep(MAX_QUERY_DEPTH)
        : shape.aliases > GRAPHQL_LIMITS.maxAliases
          ? MESSAGES.graphql.tooManyAliases(GRAPHQL_LIMITS.maxAliases)
          : shape.mutationFields > GRAPHQL_LIMITS.maxMutationFields
            ? MESSAGES.graphql.tooManyMutations(GRAPHQL_LIMITS.maxMutationFields)
            : undefined;
    if (refusal) {
      request.log.info({ ...shape, reason: refusal }, 'graphql request over its limits');
      return refuse(reply, 'GRAPHQL_VALIDATION_FAILED', refusal);
    }
    // the cost: past the caller's bucket (which holds at most GRAPHQL_LIMITS.maxCost) it is refused there
    return chargeRequest(app, request, reply, shape.costs, documents, bodies);
  });
}
