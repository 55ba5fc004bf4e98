/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../gql/graphql';

import type { DocumentNode } from 'graphql';
export type ProductCardFieldsFragment = {
  id: string;
  slug: string;
  name: string;
  images: Array<string>;
  price: number | null;
  vehicleType: Types.VehicleType;
  topSpeed: number | null;
  range: number | null;
  rangeMax: number | null;
  charging: number | null;
  battery: number | null;
  rating: { average: number; count: number } | null;
};

export const ProductCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vehicleType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topSpeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rangeMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'charging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battery' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rating' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'average' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
