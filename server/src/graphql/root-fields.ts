import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

const ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/**
 * The root fields every operation of a document asks for, as `Query.products`, through inline
 * fragments and fragment spreads (each fragment once); introspection's `__` fields left out.
 */
export function rootFieldsOf(document: DocumentNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const fields = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const type = ROOT_TYPES[definition.operation];
    const spread = new Set<string>();
    const walk = (selections: SelectionSetNode) => {
      for (const selection of selections.selections) {
        if (selection.kind === Kind.FIELD) {
          if (!selection.name.value.startsWith('__')) fields.add(`${type}.${selection.name.value}`);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          walk(selection.selectionSet);
        } else if (!spread.has(selection.name.value)) {
          spread.add(selection.name.value);
          const fragment = fragments.get(selection.name.value);
          if (fragment) walk(fragment.selectionSet);
        }
      }
    };
    walk(definition.selectionSet);
  }
  return fields;
}
