import { getTableColumns } from 'drizzle-orm';
import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { products } from '../../db/schema';
import type { ProductColumn } from './products.queries';

const COLUMNS = new Set(Object.keys(getTableColumns(products)));
/** Product fields answered by loaders or field resolvers, with the row columns they read. */
const RELATIONS: Record<string, ProductColumn[]> = {
  __typename: [],
  // localized texts: the Hindi column beside the English one (issue 26)
  description: ['description', 'descriptionHi'],
  additionalFeatures: ['additionalFeatures', 'additionalFeaturesHi'],
  locales: ['description', 'descriptionHi', 'additionalFeatures', 'additionalFeaturesHi'],
  colors: [],
  wishlisted: [],
  brand: ['brandId'],
  parentProduct: ['parentProductId'],
  variants: ['parentProductId'],
};

/** Calls `visit` on each field of a selection set, through fragments. */
function eachField(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, visit: (field: FieldNode) => void) {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) visit(sel);
    else if (sel.kind === Kind.INLINE_FRAGMENT) eachField(sel.selectionSet, fragments, visit);
    else if (fragments[sel.name.value]) eachField(fragments[sel.name.value].selectionSet, fragments, visit);
  }
}

/**
 * The product columns a `ProductPage` answer reads, from the fields the query asks under
 * `items`; undefined (every column) when it asks a field this list does not know, such as
 * one another area adds with its own resolver.
 */
export function requestedProductColumns(info: GraphQLResolveInfo): ProductColumn[] | undefined {
  const asked = new Set<string>();
  for (const node of info.fieldNodes) {
    if (!node.selectionSet) continue;
    eachField(node.selectionSet, info.fragments, (field) => {
      if (field.name.value === 'items' && field.selectionSet) eachField(field.selectionSet, info.fragments, (f) => asked.add(f.name.value));
    });
  }
  const columns = new Set<ProductColumn>(['id']);
  for (const field of asked) {
    if (field in RELATIONS) for (const c of RELATIONS[field]) columns.add(c);
    else if (COLUMNS.has(field)) columns.add(field as ProductColumn);
    else return undefined;
  }
  return [...columns];
}
