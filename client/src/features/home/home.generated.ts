/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type HomeBrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeBrandsQuery = { brands: Array<{ id: string, name: string, slug: string, logoUrl: string | null }> };

export type HomeComparisonsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeComparisonsQuery = { comparisons: Array<{ id: string, product1: { id: string, name: string, images: Array<string>, price: number | null }, product2: { id: string, name: string, images: Array<string>, price: number | null } }> };


export const HomeBrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBrands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode;

export function useHomeBrandsQuery(options?: Omit<Urql.UseQueryArgs<HomeBrandsQueryVariables>, 'query'>) {
  return Urql.useQuery<HomeBrandsQuery, HomeBrandsQueryVariables>({ query: HomeBrandsDocument, ...options });
};
export const HomeComparisonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeComparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonPairFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonPairFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode;

export function useHomeComparisonsQuery(options?: Omit<Urql.UseQueryArgs<HomeComparisonsQueryVariables>, 'query'>) {
  return Urql.useQuery<HomeComparisonsQuery, HomeComparisonsQueryVariables>({ query: HomeComparisonsDocument, ...options });
};