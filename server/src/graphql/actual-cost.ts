import {
  Kind,
  getNamedType,
  isAbstractType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { MUTATION_COST } from './limits';

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  /** the fields below each group of field nodes, collected once for all the elements of a list */
  below: WeakMap<FieldNode[], Map<string, FieldNode[]>>;
}

/** The fields a selection set answers, by response name, fragments spread (a name asked twice is one answer). */
function collectFields(w: Walk, sets: readonly SelectionSetNode[], type: GraphQLNamedType, into = new Map<string, FieldNode[]>(), seen = new Set<string>()) {
  for (const set of sets)
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.alias?.value ?? sel.name.value;
        into.set(name, [...(into.get(name) ?? []), sel]);
        continue;
      }
      const fragment = sel.kind === Kind.FRAGMENT_SPREAD ? w.fragments.get(sel.name.value) : sel;
      if (!fragment || (sel.kind === Kind.FRAGMENT_SPREAD && seen.has(sel.name.value))) continue;
      if (sel.kind === Kind.FRAGMENT_SPREAD) seen.add(sel.name.value);
      const condition = fragment.typeCondition ? w.schema.getType(fragment.typeCondition.name.value) : undefined;
      if (condition && condition !== type && !isAbstractType(condition)) continue;
      collectFields(w, [fragment.selectionSet], type, into, seen);
    }
  return into;
}

/** The objects in one answered value: each object 1 plus what it selects; a list each of its elements; null nothing. */
function valueCost(w: Walk, fields: FieldNode[], type: GraphQLNamedType, value: unknown): number {
  if (value === null || value === undefined || typeof value !== 'object') return 0;
  if (Array.isArray(value)) return value.reduce((sum: number, element) => sum + valueCost(w, fields, type, element), 0);
  return 1 + setCost(w, fields, type, value as Record<string, unknown>);
}

/** What an answered object's selected fields resolved (its own 1 is counted by its parent). */
function setCost(w: Walk, nodes: FieldNode[], type: GraphQLNamedType, data: Record<string, unknown>): number {
  if (!isObjectType(type)) return 0;
  let below = w.below.get(nodes);
  if (!below) {
    below = collectFields(
      w,
      nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : [])),
      type,
    );
    w.below.set(nodes, below);
  }
  let cost = 0;
  for (const [name, fields] of below) {
    const field = type.getFields()[fields[0].name.value];
    if (!field || !fields[0].selectionSet || !(name in data)) continue;
    cost += valueCost(w, fields, getNamedType(field.type), data[name]);
  }
  return cost;
}

/**
 * The actual cost of one executed operation (docs/api/limits.md): the estimate's rule applied to
 * what was answered instead of what could be. Each object in `data` costs 1 and a list costs its
 * real length times (1 + what each element selected), scalars nothing; a root mutation field that
 * ran (its name is in `data`, even as null) costs MUTATION_COST in place of its object's 1. No data
 * (refused before running) costs 0.
 */
export function actualCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, data: unknown): number {
  if (data === null || typeof data !== 'object') return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && (operationName === undefined || d.name?.value === operationName));
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const w: Walk = { schema, fragments, below: new WeakMap() };
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  if (operation.operation !== 'mutation')
    return setCost(
      w,
      [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '' }, selectionSet: operation.selectionSet }],
      root,
      data as Record<string, unknown>,
    );
  let cost = 0;
  const answered = data as Record<string, unknown>;
  for (const [name, fields] of collectFields(w, [operation.selectionSet], root)) {
    const field = root.getFields()[fields[0].name.value];
    if (!field || !(name in answered)) continue;
    const value = answered[name];
    const type = getNamedType(field.type);
    // the mutation's own object is in its MUTATION_COST; a list's elements count 1 each
    const contents = Array.isArray(value)
      ? valueCost(w, fields, type, value)
      : value && typeof value === 'object'
        ? setCost(w, fields, type, value as Record<string, unknown>)
        : 0;
    cost += MUTATION_COST + contents;
  }
  return cost;
}
