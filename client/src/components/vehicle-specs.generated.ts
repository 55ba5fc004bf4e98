/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
export type VehicleSpecFieldsFragment = {
  topSpeed: number | null;
  rangeMin: number | null;
  rangeMax: number | null;
  range: number | null;
  charging: number | null;
  battery: number | null;
  motorPower: number | null;
  weight: number | null;
  warranty: number | null;
};

export const VehicleSpecFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VehicleSpecFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'topSpeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rangeMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rangeMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'charging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motorPower' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warranty' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
