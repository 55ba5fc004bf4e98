import { allows } from '@evbazaar/common';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encoded, exactBytes, type CachedAnswer, type Catalogue } from './index';
import { createGraphQLPlanner, type GraphQLPlan } from './graphql-plan';
import { stringBytes, type Pending } from './answers';
import { ByteBoundedMap } from './byte-bounded-map';
import { CACHED_REST_ROUTES, type CachedRoute } from './rest-routes';
import { callerOf, chargeStoredAnswer, storedCostOf } from '../../graphql/cost';
import { answerLanguage } from '../../http/content-language';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** set from CACHED_REST_ROUTES: this GET route's answers are cached */
    catalogue?: CachedRoute;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** answers may be stored by browsers and proxies but are checked (ETag) before each use */
const PUBLIC_CONTROL = 'public, no-cache';
const PRIVATE_CONTROL = 'private, no-cache';
/** How long a shared cache (a CDN, a proxy) may keep an anonymous GraphQL catalogue read sent by GET. */
export const SHARED_CACHE_SECONDS = 30;
/**
 * An anonymous GraphQL GET of the catalogue: a shared cache keeps it briefly, browsers check it
 * each time (graphql/http-caching.ts takes it back from an answer with errors or a cookie).
 */
export const SHARED_GET_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`;

/** The most the plans of GraphQL GET addresses hold (an address is the client's choice): 2 MB as counted. */
export const PLAN_MEMO_BYTES = 2 * 1024 * 1024;

export const weakEtag = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** A GraphQL document's top-level `"errors"` key: an answer with errors is never kept. */
const hasGraphQLErrors = (body: Buffer) => body.includes('"errors":');

function restKey(url: string) {
  const at = url.indexOf('?');
  if (at < 0) return `rest:${url}`;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  return `rest:${url.slice(0, at)}?${params}`;
}

/**
 * Serves cached answers for the REST routes of CACHED_REST_ROUTES and for GraphQL catalogue
 * reads (GET and POST), stores the answers of misses, and makes concurrent misses of one key
 * wait for the first. Register after the GraphQL plugin (its request guard's preHandler runs
 * before ours) and before the REST routes (the table is applied as they are added).
 */
export function registerCatalogueCache(app: FastifyInstance, catalogue: Catalogue, graphqlPath: string) {
  const planOf = new WeakMap<FastifyRequest, GraphQLPlan>();
  const pendingOf = new WeakMap<FastifyRequest, { pending: Pending<CachedAnswer>; graphql: boolean }>();
  let planner: ReturnType<typeof createGraphQLPlanner> | undefined;

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const entry = methods.includes('GET') ? CACHED_REST_ROUTES[`GET ${route.url}`] : undefined;
    if (entry) route.config = { ...(route.config as object), catalogue: entry };
  });

  // a GET's plan depends on its URL alone: repeated GETs skip parsing the variables again
  const plansByUrl = new ByteBoundedMap<GraphQLPlan | null>(
    PLAN_MEMO_BYTES,
    (url, plan) => stringBytes(url) + (plan ? stringBytes(plan.key) + 16 * plan.kinds.length : 0),
  );

  function graphqlPlan(request: FastifyRequest): GraphQLPlan | null {
    const get = request.method === 'GET';
    if (get && plansByUrl.has(request.url)) return plansByUrl.get(request.url) ?? null;
    const body = get ? request.query : request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
    planner ??= createGraphQLPlanner(app.graphql.schema);
    const plan = planner(body as Record<string, unknown>);
    if (get) plansByUrl.set(request.url, plan);
    return plan;
  }

  function send(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer) {
    // a GraphQL answer goes out as stored and gets its caller's extensions.cost on the way
    // (graphql/cost.ts), then is compressed like any answer made per request; an answer nobody is
    // charged for (the web client's own operations, by hash) keeps its stored compressed copy
    if (answer.cost && callerOf(request, app.deps)) return reply.header('content-type', answer.contentType).header('etag', answer.etag).send(answer.body);
    const { bytes, encoding, grew } = encoded(answer, request.headers['accept-encoding']);
    // the compressed copy stays with the stored answer: the store counts it from now on
    if (grew) catalogue.answers.recount(key);
    reply.header('content-type', answer.contentType).header('etag', answer.etag);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bytes);
  }

  // before validation and the GraphQL request guard: a stored answer was computed for this very
  // document and variables, so it passed the guard's limits then, and a hit costs no parse at all
  app.addHook('preValidation', async (request, reply) => {
    const graphql = request.routeOptions.url === graphqlPath;
    if (request.method !== 'GET' && !(graphql && request.method === 'POST')) return;
    let plan: GraphQLPlan | null;
    if (graphql) plan = graphqlPlan(request);
    else {
      const route = request.routeOptions.config.catalogue;
      plan = route ? { kinds: [...route.kinds], key: restKey(request.url), perViewer: route.perViewer ?? false } : null;
    }
    if (!plan) return;
    reply.header('vary', 'Authorization, Accept-Encoding');
    // a localized REST read is stored once per language it answers in (issue 26): the key names it,
    // and a stored answer goes out with its Content-Language and Vary like a fresh one
    if (!graphql && request.routeOptions.config.catalogue?.localized) plan = { ...plan, key: `${plan.key}#lang=${answerLanguage(request, reply)}` };
    // a viewer's own flags (wishlisted) are computed for them, never stored or taken from the store;
    // a viewer the flags cannot differ for (a dealer's or admin's session or API key) shares the stored answer
    const perViewer = plan.perViewer === true || (typeof plan.perViewer === 'string' && allows(plan.perViewer, request.viewer?.role));
    if (request.viewer && perViewer) {
      reply.header('cache-control', PRIVATE_CONTROL);
      return;
    }
    reply.header('cache-control', request.viewer ? PRIVATE_CONTROL : graphql && request.method === 'GET' ? SHARED_GET_CONTROL : PUBLIC_CONTROL);
    if (!catalogue.live) return;
    const hit = catalogue.answers.get(plan.key);
    catalogue.lookups.answers[hit ? 'hit' : 'miss'] += 1;
    if (hit) return (hit.cost && (await chargeStoredAnswer(app, request, reply, hit.cost))) || send(request, reply, plan.key, hit);
    planOf.set(request, plan);
  });

  // after the guard: only requests within the limits compute (or wait for) an answer
  app.addHook('preHandler', async (request, reply) => {
    const plan = planOf.get(request);
    if (!plan) return;
    planOf.delete(request);
    const joined = catalogue.answers.join(plan.key, plan.kinds);
    if ('wait' in joined) {
      const shared = await joined.wait;
      if (shared) return (shared.cost && (await chargeStoredAnswer(app, request, reply, shared.cost))) || send(request, reply, plan.key, shared);
      // the first request failed: this one runs on its own
      return;
    }
    pendingOf.set(request, { pending: joined.pending, graphql: request.routeOptions.url === graphqlPath });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = pendingOf.get(request);
    if (!slot) return payload;
    pendingOf.delete(request);
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      slot.pending.settle(null);
      return payload;
    }
    // kept for minutes: a buffer of its own, not a slice of a shared slab (answers.ts, exactBytes)
    const body = exactBytes(Buffer.isBuffer(payload) ? payload : Buffer.from(payload));
    if (slot.graphql && hasGraphQLErrors(body)) {
      slot.pending.settle(null);
      return payload;
    }
    const answer: CachedAnswer = {
      body,
      contentType: String(reply.getHeader('content-type') ?? JSON_TYPE),
      etag: weakEtag(body),
      // every stored GraphQL answer is charged when served again (an uncounted one as free)
      ...(slot.graphql ? { cost: storedCostOf(request) ?? { requested: 0, actual: 0 } } : {}),
    };
    slot.pending.settle(answer);
    reply.header('etag', answer.etag);
    return payload;
  });

  // a request that ends without an answer (error, aborted) lets its waiters run on their own
  const release = async (request: FastifyRequest) => {
    pendingOf.get(request)?.pending.settle(null);
    pendingOf.delete(request);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  /** The plan of a GraphQL request (its kinds), as this cache makes it: a rendered page's dependencies are its operations'. */
  return {
    planGraphQL(body: Record<string, unknown>): GraphQLPlan | null {
      planner ??= createGraphQLPlanner(app.graphql.schema);
      return planner(body);
    },
  };
}
