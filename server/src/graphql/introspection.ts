import type { FastifyInstance, FastifyReply } from 'fastify';
import { NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { Config } from '../config';
import type { ApiKeyCaller } from '../http/viewer';

/**
 * Who may read the schema (`__schema`, `__type`): everyone outside production; in production a
 * caller with an API key (an integrator reads what it builds against, docs/decisions/0058), or
 * everyone when GRAPHQL_INTROSPECTION=true. Guests and sessions of the web client may not.
 */
export function introspectionAllowed(config: Pick<Config, 'env' | 'graphqlIntrospection'>, apiKey: ApiKeyCaller | null): boolean {
  return config.env !== 'production' || config.graphqlIntrospection || apiKey !== null;
}

/**
 * Refuses introspection per request, before execution: the answer depends on the caller, so it
 * cannot be a validation rule (mercurius keeps validated documents by their text, whoever sent them).
 * The refusal has the shape of a validation failure: 400, GRAPHQL_VALIDATION_FAILED.
 */
export function registerIntrospectionGate(app: FastifyInstance, config: Config) {
  if (introspectionAllowed(config, null)) return;
  app.graphql.addHook('preExecution', async (schema, document, context) => {
    const { request } = (context as unknown as { reply: FastifyReply }).reply;
    if (introspectionAllowed(config, request.apiKey)) return;
    const errors = validate(schema, document, [NoSchemaIntrospectionCustomRule]);
    if (errors.length) throw Object.assign(new Error('GraphQL validation error'), { errors, statusCode: 400 });
  });
}
