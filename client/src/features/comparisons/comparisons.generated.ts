/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql';

import type { DocumentNode } from 'graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type ComparisonVehicleFragment = {
  id: string;
  slug: string;
  name: string;
  images: Array<string>;
  price: number | null;
  vehicleType: Types.VehicleType;
  topSpeed: number | null;
  range: number | null;
  rangeMax: number | null;
  acceleration: number | null;
  transmission: string | null;
  motorPower: number | null;
  torque: number | null;
  battery: number | null;
  chargerType: string | null;
  cruiseControl: boolean | null;
  navigation: boolean | null;
  mobileApp: boolean | null;
  brand: { id: string; name: string } | null;
};

export type PublicComparisonsQueryVariables = Exact<{ [key: string]: never }>;

export type PublicComparisonsQuery = {
  comparisons: Array<{
    id: string;
    product1: { id: string; name: string; images: Array<string>; price: number | null };
    product2: { id: string; name: string; images: Array<string>; price: number | null };
  }>;
};

export type PublicComparisonQueryVariables = Exact<{
  id: string | number;
}>;

export type PublicComparisonQuery = {
  comparison: {
    id: string;
    product1: {
      id: string;
      slug: string;
      name: string;
      images: Array<string>;
      price: number | null;
      vehicleType: Types.VehicleType;
      topSpeed: number | null;
      range: number | null;
      rangeMax: number | null;
      acceleration: number | null;
      transmission: string | null;
      motorPower: number | null;
      torque: number | null;
      battery: number | null;
      chargerType: string | null;
      cruiseControl: boolean | null;
      navigation: boolean | null;
      mobileApp: boolean | null;
      brand: { id: string; name: string } | null;
    };
    product2: {
      id: string;
      slug: string;
      name: string;
      images: Array<string>;
      price: number | null;
      vehicleType: Types.VehicleType;
      topSpeed: number | null;
      range: number | null;
      rangeMax: number | null;
      acceleration: number | null;
      transmission: string | null;
      motorPower: number | null;
      torque: number | null;
      battery: number | null;
      chargerType: string | null;
      cruiseControl: boolean | null;
      navigation: boolean | null;
      mobileApp: boolean | null;
      brand: { id: string; name: string } | null;
    };
  } | null;
};

export type ComparisonVehicleByIdQueryVariables = Exact<{
  id: string | number;
}>;

export type ComparisonVehicleByIdQuery = {
  product: {
    id: string;
    slug: string;
    name: string;
    images: Array<string>;
    price: number | null;
    vehicleType: Types.VehicleType;
    topSpeed: number | null;
    range: number | null;
    rangeMax: number | null;
    acceleration: number | null;
    transmission: string | null;
    motorPower: number | null;
    torque: number | null;
    battery: number | null;
    chargerType: string | null;
    cruiseControl: boolean | null;
    navigation: boolean | null;
    mobileApp: boolean | null;
    brand: { id: string; name: string } | null;
  } | null;
};

export type ComparisonBrandsQueryVariables = Exact<{ [key: string]: never }>;

export type ComparisonBrandsQuery = { brands: Array<{ id: string; name: string }> };

export type ComparisonBrandModelsQueryVariables = Exact<{
  brandId: string | number;
  search?: string | null | undefined;
  limit: number;
}>;

export type ComparisonBrandModelsQuery = { products: { items: Array<{ id: string; name: string }> } };

export const ComparisonVehicleFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComparisonVehicle' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'brand' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'topSpeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rangeMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceleration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transmission' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motorPower' } },
          { kind: 'Field', name: { kind: 'Name', value: 'torque' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargerType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cruiseControl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'navigation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mobileApp' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const PublicComparisonsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PublicComparisons' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comparisons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product1' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'images' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product2' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'images' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function usePublicComparisonsQuery(options?: Omit<Urql.UseQueryArgs<PublicComparisonsQueryVariables>, 'query'>) {
  return Urql.useQuery<PublicComparisonsQuery, PublicComparisonsQueryVariables>({
    query: PublicComparisonsDocument,
    ...options,
  });
}
export const PublicComparisonDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PublicComparison' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comparison' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product1' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComparisonVehicle' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product2' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComparisonVehicle' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComparisonVehicle' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'brand' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'topSpeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rangeMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceleration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transmission' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motorPower' } },
          { kind: 'Field', name: { kind: 'Name', value: 'torque' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargerType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cruiseControl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'navigation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mobileApp' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function usePublicComparisonQuery(options: Omit<Urql.UseQueryArgs<PublicComparisonQueryVariables>, 'query'>) {
  return Urql.useQuery<PublicComparisonQuery, PublicComparisonQueryVariables>({
    query: PublicComparisonDocument,
    ...options,
  });
}
export const ComparisonVehicleByIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ComparisonVehicleById' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComparisonVehicle' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComparisonVehicle' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'brand' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'topSpeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rangeMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceleration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transmission' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motorPower' } },
          { kind: 'Field', name: { kind: 'Name', value: 'torque' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargerType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cruiseControl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'navigation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mobileApp' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function useComparisonVehicleByIdQuery(
  options: Omit<Urql.UseQueryArgs<ComparisonVehicleByIdQueryVariables>, 'query'>,
) {
  return Urql.useQuery<ComparisonVehicleByIdQuery, ComparisonVehicleByIdQueryVariables>({
    query: ComparisonVehicleByIdDocument,
    ...options,
  });
}
export const ComparisonBrandsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ComparisonBrands' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'brands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function useComparisonBrandsQuery(options?: Omit<Urql.UseQueryArgs<ComparisonBrandsQueryVariables>, 'query'>) {
  return Urql.useQuery<ComparisonBrandsQuery, ComparisonBrandsQueryVariables>({
    query: ComparisonBrandsDocument,
    ...options,
  });
}
export const ComparisonBrandModelsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ComparisonBrandModels' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'brandId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'brandId' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'brandId' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'search' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'limit' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'sort' },
                      value: { kind: 'EnumValue', value: 'NAME' },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function useComparisonBrandModelsQuery(
  options: Omit<Urql.UseQueryArgs<ComparisonBrandModelsQueryVariables>, 'query'>,
) {
  return Urql.useQuery<ComparisonBrandModelsQuery, ComparisonBrandModelsQueryVariables>({
    query: ComparisonBrandModelsDocument,
    ...options,
  });
}
