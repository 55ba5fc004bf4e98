import type { FastifyInstance } from 'fastify';
import { Kind, type DocumentNode, type GraphQLError, type OperationDefinitionNode } from 'graphql';
import { CLIENT_OPERATION_NAMES } from '../gql/client-operations';
import { TooManyRequests } from '../lib/errors';
import { GRAPHQL_ERROR_CODES, OTHER, type Metrics } from '../lib/metrics/metrics';

const KNOWN_CODES: ReadonlySet<string> = new Set(GRAPHQL_ERROR_CODES);

/** The operation a document runs: the named one asked for, else its only one. */
function operationOf(document: DocumentNode, name: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return name ? operations.find((o) => o.name?.value === name) : operations.length === 1 ? operations[0] : undefined;
}

/**
 * Times each executed operation by type and name: the web client's own names, every other name
 * (an integrator's, or a crowd's random ones) as `other`, so the series stay a bounded set.
 */
export function timeOperations(app: FastifyInstance) {
  const started = new WeakMap<object, { start: number; type: string; name: string }>();
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const { body, query } = context.reply.request as { body?: { operationName?: unknown }; query?: { operationName?: unknown } };
    const requested = body?.operationName ?? query?.operationName;
    const operation = operationOf(document, typeof requested === 'string' ? requested : undefined);
    const name = operation?.name?.value;
    started.set(context, { start: performance.now(), type: operation?.operation ?? 'query', name: name && CLIENT_OPERATION_NAMES.has(name) ? name : OTHER });
  });
  app.graphql.addHook('onResolution', async (_execution, context) => {
    const run = started.get(context);
    if (!run) return;
    app.deps.metrics.graphqlDuration.observe({ operation_type: run.type, operation_name: run.name }, (performance.now() - run.start) / 1000);
  });
}

/** Counts the errors of an answer by code (unknown codes as `other`) and the limits' refusals by rule. */
export function countErrors(metrics: Metrics, originals: readonly GraphQLError[], formatted: readonly GraphQLError[]) {
  formatted.forEach((error, i) => {
    const code = String(error.extensions.code ?? OTHER);
    metrics.graphqlErrors.inc({ code: KNOWN_CODES.has(code) ? code : OTHER });
    const original = originals[i]?.originalError;
    if (original instanceof TooManyRequests && original.rule) metrics.rateLimitRejections.inc({ rule: original.rule });
  });
}
