import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode } from 'graphql';
import type { Deps } from '../deps';
import { isWebClientOperation } from './persisted';
import { isInProcess } from '../http/in-process';
import { LimitsUnavailable, MemoryLimitStore, limitKey, type Bucket, type Take } from '../lib/limits';
import { actualCost } from './actual-cost';
import type { GraphQLRequestBody } from './limits';

/** `extensions.cost` of a GraphQL answer (docs/api/limits.md). */
export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

/** What a stored (catalogue cache) answer cost when it was computed: a hit is charged the same. */
export interface StoredCost {
  requested: number;
  actual: number;
}

/** The most a Retry-After says: a caller is never told to wait longer than this. */
export const MAX_RETRY_AFTER_SECONDS = 60;

interface Caller {
  key: string;
  bucket: Bucket;
}

/** One request's cost, from the charge to the answer. */
interface CostState {
  /** absent for the server's own render: counted (its answer may be stored), never charged */
  caller?: Caller;
  /** each operation's estimate, in order; one entry when the answer is one object for the whole request */
  requested: number[];
  /** each operation's actual cost, once known */
  actual?: number[];
  /** points taken before running, given back down to the actual cost after */
  charged: number;
  /** the bucket once charged (and refunded) */
  available?: number;
  /** parsed operations, to count what their answers hold */
  operations?: { document: DocumentNode; operationName?: string }[];
  /** the answer carries its cost already (a batch's, in each of its elements) */
  stamped?: boolean;
}

const states = new WeakMap<FastifyRequest, CostState>();

/** Whose bucket a request draws on: its API key's, else its person's, else its address's. Undefined: the server's own render. */
export function callerOf(request: FastifyRequest, deps: Deps): Caller | undefined {
  if (isInProcess(request) || isWebClientOperation(request)) return undefined;
  const buckets = deps.config.graphqlCost;
  if (request.apiKey) return { key: limitKey('graphql-cost-key', request.apiKey.id), bucket: buckets.apiKey };
  if (request.viewer) return { key: limitKey('graphql-cost-user', request.viewer.id), bucket: buckets.user };
  return { key: limitKey('graphql-cost-ip', request.ip), bucket: buckets.anonymous };
}

/**
 * The store's buckets, or this process's while the store (Redis) cannot be reached: an outage
 * limits each instance on its own rather than refusing every GraphQL request (docs/decisions/0054).
 */
const fallbacks = new WeakMap<Deps, MemoryLimitStore>();
async function onStore<T>(deps: Deps, run: (store: Deps['limits']) => Promise<T>): Promise<T> {
  try {
    return await run(deps.limits);
  } catch (error) {
    if (!(error instanceof LimitsUnavailable)) throw error;
    let fallback = fallbacks.get(deps);
    if (!fallback) fallbacks.set(deps, (fallback = new MemoryLimitStore(undefined, deps.config.clock)));
    return run(fallback);
  }
}

const take = (deps: Deps, caller: Caller, required: number, charge: number): Promise<Take> =>
  onStore(deps, (store) => store.takePoints(caller.key, caller.bucket, required, charge));

const sum = (costs: readonly number[]) => costs.reduce((a, b) => a + b, 0);

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ data: null, errors: [{ message, extensions: { code } }] });
}

/**
 * Charges a request its estimate before anything runs: 400 MAX_COST_EXCEEDED past what the
 * caller's bucket can ever hold, 429 THROTTLED past what it holds now (a Retry-After of at most
 * 60 s); either way nothing runs and nothing is taken. A batch is charged as one (its operations'
 * sum), as the guard measures it.
 */
export async function chargeRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  costs: number[],
  documents: DocumentNode[],
  bodies: GraphQLRequestBody[],
): Promise<FastifyReply | undefined> {
  const caller = callerOf(request, app.deps);
  const total = sum(costs);
  const operations = documents.map((document, i) => ({
    document,
    operationName: typeof bodies[i]?.operationName === 'string' ? (bodies[i].operationName as string) : undefined,
  }));
  if (!caller) {
    states.set(request, { requested: costs, charged: 0, operations });
    return undefined;
  }
  if (total > caller.bucket.maximum) {
    const { available } = await take(app.deps, caller, 0, 0);
    states.set(request, { caller, requested: [total], actual: [0], charged: 0, available });
    request.log.info({ cost: total, maximum: caller.bucket.maximum }, 'graphql request over its cost limit');
    return refuse(reply, 400, 'MAX_COST_EXCEEDED', MESSAGES.graphql.tooCostly(total, caller.bucket.maximum));
  }
  const taken = await take(app.deps, caller, total, total);
  if (!taken.taken) {
    states.set(request, { caller, requested: [total], actual: [0], charged: 0, available: taken.available });
    return throttled(app, reply, caller, total, taken.available);
  }
  states.set(request, { caller, requested: costs, charged: total, available: taken.available, operations });
  return undefined;
}

/** Whole seconds until `cost` points are there at `restoreRate` a second: at least 1, at most MAX_RETRY_AFTER_SECONDS. */
export const retryAfterSeconds = (cost: number, available: number, restoreRate: number) =>
  Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil((cost - available) / restoreRate)));

function throttled(app: FastifyInstance, reply: FastifyReply, caller: Caller, cost: number, available: number) {
  const seconds = retryAfterSeconds(cost, available, caller.bucket.restoreRate);
  app.deps.metrics.rateLimitRejections.inc({ rule: 'graphql_cost' });
  reply.header('retry-after', String(seconds));
  return refuse(reply, 429, 'THROTTLED', MESSAGES.graphql.throttled(cost, Math.floor(available), seconds));
}

/**
 * A stored answer served without running (the catalogue cache): charged what it cost when it was
 * computed, so a caller's figures do not depend on what the cache holds. `charged` says the guard
 * has already taken the estimate (a request that waited for another's answer).
 */
export async function chargeStoredAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  cost: StoredCost,
): Promise<FastifyReply | undefined> {
  const state = states.get(request);
  if (state) {
    state.actual = [cost.actual];
    state.operations = undefined;
    return undefined;
  }
  const caller = callerOf(request, app.deps);
  if (!caller) return undefined;
  const taken = await take(app.deps, caller, cost.requested, cost.actual);
  states.set(request, { caller, requested: [cost.requested], actual: taken.taken ? [cost.actual] : [0], charged: 0, available: taken.available });
  return taken.taken ? undefined : throttled(app, reply, caller, cost.requested, taken.available);
}

/** The estimate and actual cost of a single-operation answer, for the catalogue cache to keep with it. */
export function storedCostOf(request: FastifyRequest): StoredCost | undefined {
  const state = states.get(request);
  if (!state?.actual || state.requested.length !== 1) return undefined;
  return { requested: state.requested[0], actual: state.actual[0] };
}

function costOf(state: CostState & { caller: Caller }, i: number): QueryCost {
  const { bucket } = state.caller;
  return {
    requestedQueryCost: state.requested[i] ?? 0,
    actualQueryCost: state.actual?.[i] ?? 0,
    throttleStatus: { maximumAvailable: bucket.maximum, currentlyAvailable: Math.floor(state.available ?? bucket.maximum), restoreRate: bucket.restoreRate },
  };
}

/** Counts what the answers hold and gives back what was charged beyond it. */
async function settle(app: FastifyInstance, state: CostState, payload: unknown) {
  if (!state.actual) {
    const answers = Array.isArray(payload) ? payload : [payload];
    const single = !Array.isArray(payload) && state.requested.length > 1;
    state.actual = single
      ? [0]
      : state.requested.map((_, i) => {
          const operation = state.operations?.[i];
          const data = (answers[i] as { data?: unknown } | undefined)?.data;
          return operation ? actualCost(app.graphql.schema, operation.document, operation.operationName, data) : 0;
        });
    // a batch refused as a whole (mercurius's own 400) answers one object: its cost is the batch's
    if (single) state.requested = [sum(state.requested)];
  }
  const refund = state.charged - sum(state.actual);
  state.charged = 0;
  const { caller } = state;
  if (refund > 0 && caller) state.available = await onStore(app.deps, (store) => store.givePoints(caller.key, caller.bucket, refund));
}

/** A JSON object's text with `extensions.cost` added as its last member (our answers carry no other extensions). */
function withCost(text: string, cost: QueryCost): string {
  const member = `"extensions":{"cost":${JSON.stringify(cost)}}`;
  return text.length <= 2 ? `{${member}}` : `${text.slice(0, -1)},${member}}`;
}

/**
 * Gives every answer of `path` its `extensions.cost`: after the answer is made, the charge is
 * settled (refunded down to the actual cost) and the figures are added, to each element of a batch,
 * and to a single answer as it is sent. Register after the catalogue cache's hooks: a stored
 * answer is kept without the figures of the caller that happened to compute it.
 */
export function registerCostAnswers(app: FastifyInstance, path: string) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.routeOptions.url !== path) return payload;
    const state = states.get(request);
    if (!state) return payload;
    await settle(app, state, payload);
    if (!Array.isArray(payload)) return payload;
    const { caller } = state;
    if (!caller) return payload;
    state.stamped = true;
    return payload.map((answer, i) =>
      answer && typeof answer === 'object' ? { ...answer, extensions: { ...answer.extensions, cost: costOf({ ...state, caller }, i) } } : answer,
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url !== path || isInProcess(request)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    let state = states.get(request);
    if (state?.stamped) return payload;
    const text = typeof payload === 'string' ? payload : payload.toString('utf8');
    if (!text.startsWith('{') || !text.endsWith('}')) return payload;
    if (!state?.caller) {
      // refused before any charge (malformed, over the guard's limits): what the caller has, unchanged
      const caller = callerOf(request, app.deps);
      if (!caller) return payload;
      const { available } = await take(app.deps, caller, 0, 0);
      state = { caller, requested: [0], actual: [0], charged: 0, available };
    } else if (state.charged > 0) await settle(app, state, state.actual ? undefined : JSON.parse(text));
    return withCost(text, costOf(state as CostState & { caller: Caller }, 0));
  });

  // an answer never sent (the caller went away) keeps its whole charge: nothing to settle
  app.addHook('onResponse', async (request) => {
    states.delete(request);
  });
}
