import type { RuleName } from '@evbazaar/common';
import {
  Kind,
  TypeInfo,
  getNamedType,
  isObjectType,
  parse,
  print,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { createHash } from 'node:crypto';
import { stringBytes } from './answers';
import { ByteBoundedMap } from './byte-bounded-map';
import type { DataKind } from './kinds';
import { kindsOfType } from './type-kinds';

/** Root fields whose answers are the same for every caller: the public catalogue reads. */
export const CATALOGUE_ROOT_FIELDS = new Set([
  'countries',
  'states',
  'cities',
  'brands',
  'brand',
  'products',
  'product',
  'comparisons',
  'comparison',
  'blogs',
  'blog',
  'faqs',
  'locations',
  'shopsByLocation',
  'dealersByLocation',
  'productAvailability',
  'productFacets',
  'brandBySlug',
  'productSuggestions',
  'compareProducts',
  'productReviews',
  'pricingStates',
  'pricingState',
  'onRoadPrice',
  'nearbyShops',
  'shopPlaces',
]);

/** Fields whose value reads more than their type says (a lookup through another kind). */
export const FIELD_KINDS: Record<string, readonly DataKind[]> = {
  'Query.shopsByLocation': ['locations', 'shops'],
  'Query.productAvailability': ['locations', 'shops'],
  'Location.shops': ['shops'],
  // the deprecated names of the two above (docs/decisions/0056)
  'Query.dealersByLocation': ['locations', 'shops'],
  'Location.dealers': ['shops'],
  'Product.rating': ['reviews'],
  // the median answer time moves with every confirmation or cancellation
  'Shop.rideResponse': ['testDrives'],
  // the finder reads public shops (their owners' verification), their stock, hours, free slots and the time
  'Query.nearbyShops': ['shops', 'users', 'testDrives', 'clock'],
  'Query.shopPlaces': ['shops', 'users'],
};

/** Fields that differ per signed-in viewer: an operation selecting one is never served from the cache to a viewer. */
export const PER_VIEWER_FIELDS = new Set(['Product.wishlisted', 'Shop.phone']);

export interface GraphQLPlan {
  key: string;
  kinds: DataKind[];
  /** GraphQL: true when a per-viewer field is selected (every viewer gets its own answer); REST: the rule of the viewers whose answer differs */
  perViewer: boolean | RuleName;
}

interface Analysed {
  /** the printed document's SHA-1: a key names the document by it rather than holding its text again */
  id: string;
  /** per operation name ('' for the only anonymous one): its plan without variables, or null when not cacheable */
  operations: Map<string, Omit<GraphQLPlan, 'key'> | null>;
}

/** The most the analyses of documents hold, keyed by their text (a client chooses it): 2 MB as counted. */
export const DOCUMENT_MEMO_BYTES = 2 * 1024 * 1024;

/** What an analysis counts for: the document's text (its key), its id, and each operation's plan. */
const analysedBytes = (query: string, analysed: Analysed | null) => {
  let bytes = stringBytes(query);
  if (analysed) {
    bytes += analysed.id.length;
    for (const [name, plan] of analysed.operations) bytes += stringBytes(name) + 64 + (plan ? 16 * plan.kinds.length : 0);
  }
  return bytes;
};

/** Sorted keys at every level, so `{a,b}` and `{b,a}` make one key. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const keys = Object.keys(value as object).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

function rootFieldNames(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] | null {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = rootFieldNames(selection.selectionSet, fragments, seen);
      if (!inner) return null;
      names.push(...inner);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return null;
      seen.add(name);
      const inner = rootFieldNames(fragment.selectionSet, fragments, seen);
      if (!inner) return null;
      names.push(...inner);
    }
  }
  return names;
}

/** The kinds and viewer-dependence of one query operation, or null when it is not a catalogue read. */
function analyseOperation(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Omit<GraphQLPlan, 'key'> | null {
  if (operation.operation !== 'query') return null;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const roots = rootFieldNames(operation.selectionSet, fragments);
  if (!roots || !roots.length || roots.some((name) => name !== '__typename' && !CATALOGUE_ROOT_FIELDS.has(name))) return null;
  const kinds = new Set<DataKind>();
  let perViewer = false;
  let known = true;
  const typeInfo = new TypeInfo(schema);
  // the operation and every fragment of the document (an unused fragment only widens the kinds)
  visit(
    { kind: Kind.DOCUMENT, definitions: [operation, ...fragments.values()] },
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field) {
          if (node.name.value !== '__typename') known = false;
          return;
        }
        const coordinate = `${parent.name}.${field.name}`;
        if (PER_VIEWER_FIELDS.has(coordinate)) perViewer = true;
        for (const k of FIELD_KINDS[coordinate] ?? []) kinds.add(k);
        const type = getNamedType(field.type);
        if (isObjectType(type)) {
          const own = kindsOfType(type.name);
          if (!own) known = false;
          else for (const k of own) kinds.add(k);
        }
      },
    }),
  );
  if (!known) return null;
  return { kinds: [...kinds].sort(), perViewer };
}

/**
 * Turns a GraphQL request into a cache key (printed document + operation + variables with
 * sorted keys) and the kinds it depends on, or null when it must always run. Parsing and
 * analysis are remembered per document text, so a repeated query costs one map lookup.
 */
export function createGraphQLPlanner(schema: GraphQLSchema) {
  const documents = new ByteBoundedMap<Analysed | null>(DOCUMENT_MEMO_BYTES, analysedBytes);

  function analyse(query: string): Analysed | null {
    let document: DocumentNode;
    try {
      document = parse(query, { noLocation: true, maxTokens: 5_000 });
    } catch {
      return null;
    }
    const operations = new Map<string, Omit<GraphQLPlan, 'key'> | null>();
    const defined = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    for (const op of defined) operations.set(op.name?.value ?? '', analyseOperation(schema, document, op));
    // mercurius runs the only operation when no name is given
    if (defined.length === 1 && defined[0].name) operations.set('', operations.get(defined[0].name.value) ?? null);
    return { id: createHash('sha1').update(print(document)).digest('base64url'), operations };
  }

  return function plan(body: { query?: unknown; variables?: unknown; operationName?: unknown }): GraphQLPlan | null {
    if (typeof body.query !== 'string') return null;
    let analysed = documents.get(body.query);
    if (analysed === undefined) {
      analysed = analyse(body.query);
      documents.set(body.query, analysed);
    }
    if (!analysed) return null;
    const name = typeof body.operationName === 'string' ? body.operationName : body.operationName == null ? '' : null;
    if (name === null) return null;
    const operation = analysed.operations.get(name);
    if (!operation) return null;
    let variables = body.variables ?? {};
    if (typeof variables === 'string') {
      try {
        variables = JSON.parse(variables || '{}');
      } catch {
        return null;
      }
    }
    if (variables === null || typeof variables !== 'object' || Array.isArray(variables)) return null;
    return { ...operation, key: `gql:${name}\n${analysed.id}\n${stableJson(variables)}` };
  };
}
