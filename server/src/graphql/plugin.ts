import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError, Kind, type DirectiveNode, type ExecutionResult } from 'graphql';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import mercuriusAuth from 'mercurius-auth';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { describeRefusal } from '../http/redaction';
import type { Role } from '../db/schema';
import { assertRole } from '../lib/auth';
import { isAppError, isUnstorableValue, retryAfterOf, unstorableValue } from '../lib/errors';
import type { AppModule } from '../modules/module';
import type { Services } from '../services';
import { callerOf } from '../http/caller';
import type { GraphQLContext } from './context';
import { withDeadline } from './deadline';
import { EXPANSION_CODE, expansionBoundRule } from './expansion';
import { registerRequestGuard } from './guard';
import { registerGraphQLHttpCaching } from './http-caching';
import { registerPersistedQueries } from './persisted';
import { registerIntrospectionGate } from './introspection';
import { GRAPHQL_LIMITS, MAX_QUERY_DEPTH } from './limits';
import { scalarResolvers } from './scalars';
import { cookieJar } from '../http/cookie-jar';
import { metricsEnabled } from '../lib/metrics/http';
import { countErrors, timeOperations } from './metrics';

export { MAX_QUERY_DEPTH };

const SCHEMA_CANDIDATES = [path.resolve(__dirname, '../../../schema.graphql'), path.resolve(__dirname, '../../schema.graphql')];
export const SCHEMA_PATH = SCHEMA_CANDIDATES.find((p) => fs.existsSync(p)) ?? SCHEMA_CANDIDATES[0];
const PRE_EXECUTION_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', EXPANSION_CODE]);

function mergeResolvers(modules: AppModule[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const m of modules) for (const [type, fields] of Object.entries(m.resolvers ?? {})) merged[type] = { ...merged[type], ...(fields as object) };
  return { ...scalarResolvers, ...withDeadline(merged) } as IResolvers;
}

function mergeLoaders(modules: AppModule[]): MercuriusLoaders {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const m of modules) for (const [type, fields] of Object.entries(m.loaders ?? {})) merged[type] = { ...merged[type], ...(fields as object) };
  return merged as MercuriusLoaders;
}

/** `@auth(requires: [ADMIN])` -> ['ADMIN']; bare `@auth` -> [] (any signed-in user). */
function requiredRoles(directive: DirectiveNode): Role[] {
  const arg = directive.arguments?.find((a) => a.name.value === 'requires');
  if (!arg || arg.value.kind !== Kind.LIST) return [];
  return arg.value.values.flatMap((v) => (v.kind === Kind.ENUM ? [v.value as Role] : []));
}

/** graphql-js "Did you mean …?" hints name fields a caller did not know: left out when hidden. */
const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean .*\?$/s, '');

/** Puts our error codes in `extensions.code` and masks everything else. */
function formatError(error: GraphQLError, log: FastifyInstance['log'], suggestions: boolean): GraphQLError {
  const original = isUnstorableValue(error.originalError) ? unstorableValue() : error.originalError;
  if (isAppError(original)) {
    return new GraphQLError(original.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}), ...retryAfterOf(original) },
    });
  }
  const clientFault = (original as { statusCode?: number } | undefined)?.statusCode;
  if (!original || original instanceof GraphQLError || (clientFault && clientFault < 500)) {
    // syntax, validation and argument-coercion errors: the caller's query is at fault, logged at info
    const code = (error.extensions?.code as string) ?? (/^Syntax Error/.test(error.message) ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED');
    // a variable's path and the kind of problem, never its value (GraphQL's message copies the value)
    log.info({ ...describeRefusal(error), code }, 'graphql request refused');
    return new GraphQLError(suggestions ? error.message : withoutSuggestions(error.message), { nodes: error.nodes, path: error.path, extensions: { code } });
  }
  log.error({ err: original, path: error.path }, 'graphql resolver failed');
  return new GraphQLError('Internal server error', { nodes: error.nodes, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/** Production gives no "Did you mean" hints; who may introspect is decided per request (./introspection.ts). */
function schemaVisibility(config: Config) {
  return { suggestions: config.env !== 'production' };
}

export async function registerGraphQL(app: FastifyInstance, modules: AppModule[], services: Services, graphiql: boolean) {
  const options = schemaVisibility(app.deps.config);
  // a document sent by hash is resolved first: the guard, the answer cache and mercurius see it whole
  registerPersistedQueries(app, '/graphql');
  registerRequestGuard(app, '/graphql');
  registerGraphQLHttpCaching(app, '/graphql');
  await app.register(mercurius, {
    schema: fs.readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers: mergeResolvers(modules),
    loaders: mergeLoaders(modules),
    context: (request, reply): GraphQLContext => ({
      viewer: request.viewer,
      caller: callerOf(request),
      ip: request.ip,
      cookies: cookieJar(request, reply, app.deps.config.publicUrl),
      services,
      deadline: Date.now() + GRAPHQL_LIMITS.executionTimeoutMs,
    }),
    queryDepth: MAX_QUERY_DEPTH,
    allowBatchedQueries: true,
    validationRules: [expansionBoundRule(GRAPHQL_LIMITS)],
    graphiql,
    errorFormatter: (execution, context) => {
      // mercurius refuses a mutation sent by GET before it runs: 405, as GraphQL over HTTP says
      if (execution.errors?.some((e) => (e.originalError as { code?: string } | undefined)?.code === 'MER_ERR_METHOD_NOT_ALLOWED')) {
        (context as { reply?: FastifyReply }).reply?.header('allow', 'POST');
        return { statusCode: 405, response: { data: null, errors: [{ message: MESSAGES.graphql.mutationByGet, extensions: { code: 'METHOD_NOT_ALLOWED' } }] } };
      }
      const formatted = mercurius.defaultErrorFormatter(execution as ExecutionResult & { errors: readonly GraphQLError[] }, context);
      // mercurius wraps validation failures (depth, unknown fields) in one error holding the real ones
      const flat = (execution.errors ?? []).flatMap((e) => {
        const inner = (e.originalError as { errors?: GraphQLError[] } | undefined)?.errors;
        return Array.isArray(inner) && inner.length ? inner : [e];
      });
      const errors = flat.map((e) => formatError(e, app.log, options.suggestions));
      countErrors(app.deps.metrics, flat, errors);
      // a document refused before execution (syntax, validation, introspection) is the caller's fault: 400
      const refusedBeforeRun = !execution.data && errors.length > 0 && errors.every((e) => PRE_EXECUTION_CODES.has(e.extensions.code as string));
      return { statusCode: refusedBeforeRun ? 400 : formatted.statusCode, response: { data: execution.data ?? null, errors } };
    },
  });
  registerIntrospectionGate(app, app.deps.config);
  if (metricsEnabled(app.deps.config.metrics)) timeOperations(app);
  await app.register(mercuriusAuth, {
    authContext: (context) => ({ viewer: (context as unknown as GraphQLContext).viewer }),
    applyPolicy: async (directive, _parent, _args, context) => {
      assertRole((context as unknown as GraphQLContext).viewer, requiredRoles(directive as DirectiveNode));
      return true;
    },
    authDirective: 'auth',
  });
}
