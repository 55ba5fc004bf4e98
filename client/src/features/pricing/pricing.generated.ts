/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql';

import type { DocumentNode } from 'graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type OnRoadPriceQueryVariables = Exact<{
  productId: string | number;
  colorId?: string | number | null | undefined;
  stateId: string | number;
}>;

export type OnRoadPriceQuery = {
  onRoadPrice: {
    stateId: string;
    stateName: string;
    colorId: string;
    exShowroom: number;
    onRoad: number;
    effectiveCost: number;
    indicative: boolean;
    lines: Array<{ label: string; amount: number; appliesTo: Types.LineAppliesTo; source: string; verifiedOn: string }>;
  };
};

export type AdminPricingStatesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminPricingStatesQuery = {
  pricingStates: Array<{
    updatedAt: string;
    stateId: string;
    stateName: string;
    policy: string;
    electricityTariff: number;
    tariffSource: string;
    tariffVerifiedOn: string;
    petrolPrice: number;
    petrolSource: string;
    petrolVerifiedOn: string;
    rates: Array<{
      updatedAt: string;
      vehicleType: Types.VehicleType;
      stateSubsidyAppliesTo: Types.LineAppliesTo;
      petrolMileage: number;
      petrolMileageSource: string;
      roadTax: {
        kind: Types.RateKind;
        value: number;
        cap: number | null;
        capPercent: number | null;
        maxExShowroom: number | null;
        source: string;
        verifiedOn: string;
      };
      registration: {
        kind: Types.RateKind;
        value: number;
        cap: number | null;
        capPercent: number | null;
        maxExShowroom: number | null;
        source: string;
        verifiedOn: string;
      };
      insurance: {
        kind: Types.RateKind;
        value: number;
        cap: number | null;
        capPercent: number | null;
        maxExShowroom: number | null;
        source: string;
        verifiedOn: string;
      };
      stateSubsidy: {
        kind: Types.RateKind;
        value: number;
        cap: number | null;
        capPercent: number | null;
        maxExShowroom: number | null;
        source: string;
        verifiedOn: string;
      } | null;
      centralIncentive: {
        kind: Types.RateKind;
        value: number;
        cap: number | null;
        capPercent: number | null;
        maxExShowroom: number | null;
        source: string;
        verifiedOn: string;
      } | null;
    }>;
  }>;
};

export type SavePricingStateMutationVariables = Exact<{
  stateId: string | number;
  input: Types.PricingStateInput;
}>;

export type SavePricingStateMutation = {
  savePricingState: {
    stateId: string;
    stateName: string;
    policy: string;
    electricityTariff: number;
    petrolPrice: number;
    updatedAt: string;
  };
};

export type SavePricingRatesMutationVariables = Exact<{
  stateId: string | number;
  vehicleType: Types.VehicleType;
  input: Types.VehicleRatesInput;
}>;

export type SavePricingRatesMutation = { savePricingRates: { stateId: string; updatedAt: string } };

export const OnRoadPriceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OnRoadPrice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'colorId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'stateId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'onRoadPrice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'colorId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'colorId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'stateId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'stateId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stateId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stateName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exShowroom' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onRoad' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'indicative' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'appliesTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'verifiedOn' } },
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

export function useOnRoadPriceQuery(options: Omit<Urql.UseQueryArgs<OnRoadPriceQueryVariables>, 'query'>) {
  return Urql.useQuery<OnRoadPriceQuery, OnRoadPriceQueryVariables>({ query: OnRoadPriceDocument, ...options });
}
export const AdminPricingStatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminPricingStates' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pricingStates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricingStateFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rates' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VehicleRatesFields' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                    ],
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
      name: { kind: 'Name', value: 'PricingStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PricingState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'stateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stateName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'electricityTariff' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tariffSource' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tariffVerifiedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'petrolPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'petrolSource' } },
          { kind: 'Field', name: { kind: 'Name', value: 'petrolVerifiedOn' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VehicleRatesFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VehicleRates' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'vehicleType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roadTax' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RateRuleFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registration' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RateRuleFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'insurance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RateRuleFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stateSubsidy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RateRuleFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stateSubsidyAppliesTo' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'centralIncentive' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RateRuleFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'petrolMileage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'petrolMileageSource' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RateRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RateRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cap' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxExShowroom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedOn' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function useAdminPricingStatesQuery(
  options?: Omit<Urql.UseQueryArgs<AdminPricingStatesQueryVariables>, 'query'>,
) {
  return Urql.useQuery<AdminPricingStatesQuery, AdminPricingStatesQueryVariables>({
    query: AdminPricingStatesDocument,
    ...options,
  });
}
export const SavePricingStateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SavePricingState' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'stateId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PricingStateInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'savePricingState' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'stateId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'stateId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stateId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stateName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'policy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'electricityTariff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'petrolPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function useSavePricingStateMutation() {
  return Urql.useMutation<SavePricingStateMutation, SavePricingStateMutationVariables>(SavePricingStateDocument);
}
export const SavePricingRatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SavePricingRates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'stateId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'vehicleType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'VehicleType' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'VehicleRatesInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'savePricingRates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'stateId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'stateId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'vehicleType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'vehicleType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stateId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function useSavePricingRatesMutation() {
  return Urql.useMutation<SavePricingRatesMutation, SavePricingRatesMutationVariables>(SavePricingRatesDocument);
}
