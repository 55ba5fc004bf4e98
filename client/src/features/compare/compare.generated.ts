/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql';

import type { DocumentNode } from 'graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type CompareProductsQueryVariables = Exact<{
  slugs: Array<string> | string;
}>;


export type CompareProductsQuery = { compareProducts: Array<{ id: string, slug: string, name: string, images: Array<string>, price: number | null, vehicleType: Types.VehicleType, acceleration: number | null, torque: number | null, topSpeed: number | null, rangeMin: number | null, rangeMax: number | null, range: number | null, effectiveRange: number | null, charging: number | null, battery: number | null, motorPower: number | null, weight: number | null, warranty: number | null, brand: { id: string, name: string } | null }> };


export const CompareProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compareProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slugs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VehicleSpecFields"}},{"kind":"Field","name":{"kind":"Name","value":"acceleration"}},{"kind":"Field","name":{"kind":"Name","value":"torque"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehicleSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMin"}},{"kind":"Field","name":{"kind":"Name","value":"rangeMax"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRange"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"motorPower"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"warranty"}}]}}]} as unknown as DocumentNode;

export function useCompareProductsQuery(options: Omit<Urql.UseQueryArgs<CompareProductsQueryVariables>, 'query'>) {
  return Urql.useQuery<CompareProductsQuery, CompareProductsQueryVariables>({ query: CompareProductsDocument, ...options });
};