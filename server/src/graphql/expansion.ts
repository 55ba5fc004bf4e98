import { MESSAGES } from '@evbazaar/common';
import { GraphQLError, Kind, type ASTVisitor, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/** The `extensions.code` of a document refused for what its fragments expand to. */
export const EXPANSION_CODE = 'GRAPHQL_EXPANSION_TOO_LARGE';

export interface Expansion {
  /**
   * Fields of all the document's definitions once every fragment spread is replaced by its
   * fragment, as graphql-js's validation walks them. Past 2^53 the figure is only "very large".
   */
  fields: number;
  /**
   * Most fields answering at one response path of one definition (`{ me { id } me { id } }`:
   * `me` twice). OverlappingFieldsCanBeMerged compares such fields pairwise, so its work grows
   * with the square of this; measured only when `fields` is within the bound, else 0.
   */
  repeats: number;
}

const fragmentsOf = (document: DocumentNode) => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  return fragments;
};

/**
 * Counts each fragment once and reuses its count at every spread, so the work is linear in the
 * document however much it expands. A fragment spread inside itself (a cycle, refused later by
 * NoFragmentCycles) counts nothing here, so this is safe to run before any other rule.
 */
function countFields(document: DocumentNode, fragments: Map<string, FragmentDefinitionNode>): number {
  const memo = new Map<string, number | 'counting'>();
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) n += 1 + (sel.selectionSet ? count(sel.selectionSet) : 0);
      else if (sel.kind === Kind.INLINE_FRAGMENT) n += count(sel.selectionSet);
      else {
        const known = memo.get(sel.name.value);
        if (typeof known === 'number') {
          n += known;
          continue;
        }
        const fragment = fragments.get(sel.name.value);
        if (known === 'counting' || !fragment) continue;
        memo.set(sel.name.value, 'counting');
        const inner = count(fragment.selectionSet);
        memo.set(sel.name.value, inner);
        n += inner;
      }
    }
    return n;
  };
  let total = 0;
  for (const def of document.definitions) if (def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION) total += count(def.selectionSet);
  return total;
}

/** Most fields at one response path; walks the expansion itself, so only call it once that is bounded. */
function mostRepeats(document: DocumentNode, fragments: Map<string, FragmentDefinitionNode>): number {
  let most = 0;
  const visit = (set: SelectionSetNode, path: string, counts: Map<string, number>, spreading: Set<string>) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet, path, counts, spreading);
      else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(sel.name.value);
        if (!fragment || spreading.has(sel.name.value)) continue;
        spreading.add(sel.name.value);
        visit(fragment.selectionSet, path, counts, spreading);
        spreading.delete(sel.name.value);
      } else {
        const at = `${path}.${sel.alias?.value ?? sel.name.value}`;
        const n = (counts.get(at) ?? 0) + 1;
        counts.set(at, n);
        most = Math.max(most, n);
        if (sel.selectionSet) visit(sel.selectionSet, at, counts, spreading);
      }
    }
  };
  for (const def of document.definitions)
    if (def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION) visit(def.selectionSet, '', new Map(), new Set());
  return most;
}

/** The document's expanded size, in time linear in the document (see `Expansion`). */
export function measureExpansion(document: DocumentNode, maxFields: number): Expansion {
  const fragments = fragmentsOf(document);
  const fields = countFields(document, fragments);
  return { fields, repeats: fields <= maxFields ? mostRepeats(document, fragments) : 0 };
}

/** The message a document over either bound is refused with, or undefined. */
export function expansionRefusal(document: DocumentNode, limits: { maxExpandedFields: number; maxFieldRepeats: number }): string | undefined {
  const { fields, repeats } = measureExpansion(document, limits.maxExpandedFields);
  if (fields > limits.maxExpandedFields) return MESSAGES.graphql.tooExpanded(limits.maxExpandedFields);
  if (repeats > limits.maxFieldRepeats) return MESSAGES.graphql.tooRepeated(limits.maxFieldRepeats);
  return undefined;
}

/**
 * Validation rule with the same bounds. The request guard applies them before mercurius
 * validates (graphql-js runs all rules in one pass, so a rule cannot go first); this rule keeps
 * them for any other path into validation.
 */
export function expansionBoundRule(limits: { maxExpandedFields: number; maxFieldRepeats: number }) {
  return (context: ValidationContext): ASTVisitor => ({
    Document(node) {
      const refusal = expansionRefusal(node, limits);
      if (refusal) context.reportError(new GraphQLError(refusal, { extensions: { code: EXPANSION_CODE } }));
      return false; // this rule needs nothing below the document
    },
  });
}
