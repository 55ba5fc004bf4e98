/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../gql/graphql';

import type { DocumentNode } from 'graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RateRuleFieldsFragment = {
  kind: Types.RateKind;
  value: number;
  cap: number | null;
  capPercent: number | null;
  maxExShowroom: number | null;
  source: string;
  verifiedOn: string;
};

export type VehicleRatesFieldsFragment = {
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
};

export type PricingStateFieldsFragment = {
  stateId: string;
  stateName: string;
  policy: string;
  electricityTariff: number;
  tariffSource: string;
  tariffVerifiedOn: string;
  petrolPrice: number;
  petrolSource: string;
  petrolVerifiedOn: string;
};

export type PricingStateListQueryVariables = Exact<{ [key: string]: never }>;

export type PricingStateListQuery = { pricingStates: Array<{ stateId: string; stateName: string }> };

export type StateRatesQueryVariables = Exact<{
  stateId: string | number;
}>;

export type StateRatesQuery = {
  pricingState: {
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
  } | null;
};

export type VisitorProfileStateQueryVariables = Exact<{ [key: string]: never }>;

export type VisitorProfileStateQuery = { me: { id: string; stateId: string | null } };

export const RateRuleFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
export const VehicleRatesFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
export const PricingStateFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
  ],
} as unknown as DocumentNode;
export const PricingStateListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PricingStateList' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pricingStates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stateId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stateName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function usePricingStateListQuery(options?: Omit<Urql.UseQueryArgs<PricingStateListQueryVariables>, 'query'>) {
  return Urql.useQuery<PricingStateListQuery, PricingStateListQueryVariables>({
    query: PricingStateListDocument,
    ...options,
  });
}
export const StateRatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StateRates' },
      variableDefinitions: [
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
            name: { kind: 'Name', value: 'pricingState' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'stateId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'stateId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricingStateFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rates' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'VehicleRatesFields' } }],
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
  ],
} as unknown as DocumentNode;

export function useStateRatesQuery(options: Omit<Urql.UseQueryArgs<StateRatesQueryVariables>, 'query'>) {
  return Urql.useQuery<StateRatesQuery, StateRatesQueryVariables>({ query: StateRatesDocument, ...options });
}
export const VisitorProfileStateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'VisitorProfileState' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stateId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

export function useVisitorProfileStateQuery(
  options?: Omit<Urql.UseQueryArgs<VisitorProfileStateQueryVariables>, 'query'>,
) {
  return Urql.useQuery<VisitorProfileStateQuery, VisitorProfileStateQueryVariables>({
    query: VisitorProfileStateDocument,
    ...options,
  });
}
