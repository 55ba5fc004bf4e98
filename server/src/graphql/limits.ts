import {
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { LISTS, type ListName } from '@evbazaar/common';

/** Field nesting mercurius allows (it counts the same way: a root field is 1, leaves count). */
export const MAX_QUERY_DEPTH = 10;

/** What one HTTP request to /graphql may ask for, whatever the number of operations in it. */
export const GRAPHQL_LIMITS = {
  /** operations in one batched (array) request */
  maxBatchSize: 10,
  /** aliased fields over the whole request; the client's own documents use none */
  maxAliases: 30,
  /** root mutation fields over the whole request: one form sends one */
  maxMutationFields: 5,
  /**
   * the most one request may cost (the estimate of `summarise`): no caller's bucket may hold more
   * (GRAPHQL_COST_* settings), so this bounds one request's work whatever the settings
   */
  maxCost: 50_000,
  /** tokens in one document: bounds parse work before any other check */
  maxTokens: 5_000,
  /**
   * fields over the whole request once fragment spreads are replaced by their fragments (each
   * definition counted); bounds validation and every walk after it. The client's largest
   * operation with its fragments has 115 (AdminPricingStates)
   */
  maxExpandedFields: 2_000,
  /** fields answering at one response path (`{ me { id } me { id } }`: 2); the client's documents have 1 */
  maxFieldRepeats: 20,
  /** wall-clock budget of one execution; resolvers started after it fail */
  executionTimeoutMs: 10_000,
} as const;

/**
 * The list behind each GraphQL list field (common/src/domain/lists.ts holds its figures): a field
 * the cost estimate multiplies by the rows it answers when the caller names no limit.
 */
export const LIST_OF_FIELD = {
  'Query.brands': 'brands',
  'Query.comparisons': 'comparisons',
  'Query.blogs': 'blogs',
  'Query.faqs': 'faqs',
  'Mutation.reorderFaqs': 'faqs',
  'Query.locations': 'locations',
  'Query.countries': 'countries',
  'Query.states': 'states',
  'Query.cities': 'cities',
  'Query.users': 'users',
  'Query.products': 'products',
  'Query.productSuggestions': 'productSuggestions',
  'Query.compareProducts': 'compareProducts',
  'Query.shopsByLocation': 'shopsByLocation',
  'Query.dealersByLocation': 'shopsByLocation',
  'Query.productAvailability': 'productAvailability',
  'Query.nearbyShops': 'nearbyShops',
  'Query.shopPlaces': 'shopPlaces',
  'Query.myWishlist': 'myWishlist',
  'Query.myTestDrives': 'myTestDrives',
  'Query.dealerTestDrives': 'dealerTestDrives',
  'Query.myProductAvailability': 'myProductAvailability',
  'Query.testRideSlots': 'testRideSlots',
  'Query.searchProducts': 'searchProducts',
  'Query.enquiries': 'enquiries',
  'Query.pricingStates': 'pricingStates',
  'PricingState.rates': 'pricingRates',
  'Query.mailOutbox': 'mailOutbox',
  'Query.auditEvents': 'auditEvents',
  'Query.webhookEndpoints': 'webhookEndpoints',
  'Query.myApiKeys': 'myApiKeys',
  'Query.webhookDeliveries': 'webhookDeliveries',
  'WebhookDelivery.attempts': 'webhookAttempts',
  'WebhookEndpoint.events': 'webhookEvents',
  'Query.productReviews': 'reviews',
  'Query.reviews': 'reviews',
  'Query.myShopReviews': 'reviews',
  'ProductFacets.brands': 'facetBrands',
  'Query.myLeads': 'leads',
  'Query.leads': 'leads',
  'Query.offerRequestsForMyShop': 'leads',
  'Query.leadFunnel': 'leadFunnel',
  'Query.leadAgents': 'leadAgents',
  'Lead.timeline': 'leadTimeline',
  'Lead.offers': 'leadOffers',
} as const satisfies Record<string, ListName>;

/** Rows a list answers when the caller names no limit: the server's own cap for that list. */
export const LIST_CAPS: Record<string, number> = Object.fromEntries(Object.entries(LIST_OF_FIELD).map(([field, list]) => [field, LISTS[list].rows]));
/** Nested lists (a product's colours, images) are short; this is their estimate. */
export const DEFAULT_LIST_SIZE = 20;
/** Upper bound of any `limit` argument (the products and brands pages' own maximum). */
const MAX_LIMIT_ARGUMENT = 1000;
/** What a root mutation field costs in place of its object's 1 (docs/api/limits.md): a write does more than a read of one row. */
export const MUTATION_COST = 10;

export interface RequestShape {
  operations: number;
  aliases: number;
  mutationFields: number;
  cost: number;
  /** deepest field nesting of any operation (a root field is depth 1) */
  depth: number;
  /** a document past `maxTokens`: refused before it is measured */
  tooManyTokens: boolean;
}

type Variables = Record<string, unknown> | undefined;

function valueOf(node: ValueNode, variables: Variables): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables?.[node.name.value];
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value, variables)]));
    default:
      return undefined;
  }
}

/** `limit` (or `filter.limit`, `input.limit`) of a field, clamped to what the server would allow. */
function limitArgument(args: readonly { name: { value: string }; value: ValueNode }[] | undefined, variables: Variables): number | undefined {
  for (const arg of args ?? []) {
    const value = valueOf(arg.value, variables);
    const candidate = arg.name.value === 'limit' ? value : (value as { limit?: unknown } | undefined)?.limit;
    if (typeof candidate === 'number' && Number.isFinite(candidate) && candidate >= 1) return Math.min(Math.floor(candidate), MAX_LIMIT_ARGUMENT);
  }
  return undefined;
}

/** What a selection set adds once resolved one time; a caller resolving it n times multiplies `cost`. */
interface Summary {
  cost: number;
  aliases: number;
  /** deepest field below the set, the set's own fields being 1 */
  depth: number;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
  /** one summary per fragment and context it was spread in: each fragment is walked once, not once per spread */
  memo: Map<string, Summary | 'walking'>;
}

/**
 * The cost, aliases and depth of a selection set resolved once, by the rule of docs/api/limits.md:
 * a scalar costs 0, an object 1, a list its size times (1 + what each element selects), its size
 * being its page size argument (`limit`, `filter.limit`, `input.limit`) or else the most rows it
 * answers (LIST_CAPS, DEFAULT_LIST_SIZE); a root mutation field costs MUTATION_COST plus what it
 * selects. `pageSize` carries a paged field's limit to its `items`.
 * Cost is linear in the times a set is resolved, so a fragment's summary is reused at each spread.
 */
function summarise(w: Walk, set: SelectionSetNode, type: GraphQLNamedType | undefined, pageSize: number | undefined): Summary {
  const total: Summary = { cost: 0, aliases: 0, depth: 0 };
  const add = (inner: Summary, below: number) => {
    total.cost += inner.cost;
    total.aliases += inner.aliases;
    if (inner.depth > 0) total.depth = Math.max(total.depth, below + inner.depth);
  };
  for (const sel of set.selections) {
    if (sel.kind === Kind.INLINE_FRAGMENT) {
      const inner = sel.typeCondition ? (w.schema.getType(sel.typeCondition.name.value) ?? type) : type;
      add(summarise(w, sel.selectionSet, inner, pageSize), 0);
      continue;
    }
    if (sel.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = w.fragments.get(sel.name.value);
      if (!fragment) continue;
      const inner = w.schema.getType(fragment.typeCondition.name.value) ?? type;
      const key = `${sel.name.value}\u0000${inner?.name}\u0000${pageSize}`;
      const known = w.memo.get(key);
      if (known === 'walking') continue; // a cycle: refused by validation later, counted once here
      if (known) {
        add(known, 0);
        continue;
      }
      w.memo.set(key, 'walking');
      const summary = summarise(w, fragment.selectionSet, inner, pageSize);
      w.memo.set(key, summary);
      add(summary, 0);
      continue;
    }
    if (sel.alias) total.aliases += 1;
    total.depth = Math.max(total.depth, 1);
    const field: GraphQLField<unknown, unknown> | undefined = isObjectType(type) ? type.getFields()[sel.name.value] : undefined;
    const mutation = type !== undefined && type === w.schema.getMutationType();
    if (field && !sel.selectionSet && mutation) total.cost += MUTATION_COST;
    if (!field || !sel.selectionSet) continue; // scalars are read from the parent row: free
    const returns = getNullableType(field.type);
    const ownLimit = limitArgument(sel.arguments, w.variables);
    let size = 1;
    let childPage: number | undefined;
    if (isListType(returns))
      size = ownLimit ?? (sel.name.value === 'items' ? pageSize : undefined) ?? LIST_CAPS[`${type?.name}.${field.name}`] ?? DEFAULT_LIST_SIZE;
    else childPage = ownLimit ?? LIST_CAPS[`${type?.name}.${field.name}`];
    const children = summarise(w, sel.selectionSet, getNamedType(field.type), childPage);
    // a mutation's own object is part of its MUTATION_COST; the objects of a list it answers still count
    total.cost += mutation ? MUTATION_COST + (isListType(returns) ? size : 0) + size * children.cost : size + size * children.cost;
    total.aliases += children.aliases;
    total.depth = Math.max(total.depth, 1 + children.depth);
  }
  return total;
}

/** Adds one parsed operation document to the request's running totals. */
export function measureDocument(schema: GraphQLSchema, document: DocumentNode, variables: Variables, operationName: string | undefined, shape: RequestShape) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  // only the operation that runs counts; a document of several without a name fails validation anyway
  const chosen = operationName ? operations.filter((o) => o.name?.value === operationName) : operations.slice(0, 1);
  const w: Walk = { schema, fragments, variables, memo: new Map() };
  const rootFields = new Map<string, number | 'walking'>();
  for (const op of chosen) {
    shape.operations += 1;
    const root =
      op.operation === 'mutation' ? schema.getMutationType() : op.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
    if (op.operation === 'mutation') shape.mutationFields += countRootFields(op.selectionSet, fragments, rootFields);
    const summary = summarise(w, op.selectionSet, root ?? undefined, undefined);
    shape.cost += summary.cost;
    shape.aliases += summary.aliases;
    shape.depth = Math.max(shape.depth, summary.depth);
  }
}

/** Root fields of a mutation, fragments spread where they stand (each fragment counted once, then reused). */
function countRootFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, memo: Map<string, number | 'walking'>): number {
  let n = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) n += 1;
    else if (sel.kind === Kind.INLINE_FRAGMENT) n += countRootFields(sel.selectionSet, fragments, memo);
    else {
      const known = memo.get(sel.name.value);
      if (typeof known === 'number') n += known;
      const fragment = fragments.get(sel.name.value);
      if (known !== undefined || !fragment) continue;
      memo.set(sel.name.value, 'walking');
      const inner = countRootFields(fragment.selectionSet, fragments, memo);
      memo.set(sel.name.value, inner);
      n += inner;
    }
  }
  return n;
}

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * Totals of a whole request (one operation or a batch). Documents that do not parse are
 * skipped here: mercurius answers them with its parse error.
 */
export function measureRequest(schema: GraphQLSchema, bodies: GraphQLRequestBody[]): RequestShape & { costs: number[] } {
  const shape: RequestShape = { operations: 0, aliases: 0, mutationFields: 0, cost: 0, depth: 0, tooManyTokens: false };
  /** each body's own cost, in order: a batch's answers carry their own */
  const costs: number[] = [];
  for (const body of bodies) {
    const before = shape.cost;
    measureBody(schema, body, shape);
    costs.push(shape.cost - before);
  }
  return { ...shape, costs };
}

function measureBody(schema: GraphQLSchema, body: GraphQLRequestBody, shape: RequestShape) {
  if (typeof body?.query !== 'string') return;
  let document: DocumentNode;
  try {
    document = parse(body.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    if (/more tha[nt] \d+ tokens/i.test((error as Error).message)) shape.tooManyTokens = true;
    return;
  }
  const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : undefined;
  measureDocument(schema, document, variables, typeof body.operationName === 'string' ? body.operationName : undefined, shape);
}
