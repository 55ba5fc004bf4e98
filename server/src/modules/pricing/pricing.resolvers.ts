import type { RateRule as CommonRule } from '@evbazaar/common';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { PricingState, RateRule, RateRuleInput, Resolvers, VehicleRatesInput } from '../../gql/resolvers-types';
import type { PricingStateWithRates } from './pricing.service';

/** Rule kinds and vehicle types are upper case in GraphQL, the spec's words elsewhere. */
const ruleOut = (rule: CommonRule | null): RateRule | null => (rule ? { ...rule, kind: toGraphQLEnum(rule.kind) } : null);
const ruleIn = (rule: RateRuleInput | null | undefined) => (rule ? { ...rule, kind: fromGraphQLEnum(rule.kind) } : rule);

const stateOut = (state: PricingStateWithRates): PricingState => ({
  ...state,
  rates: state.rates.map((r) => ({
    ...r,
    vehicleType: toGraphQLEnum(r.vehicleType),
    roadTax: ruleOut(r.roadTax)!,
    registration: ruleOut(r.registration)!,
    insurance: ruleOut(r.insurance)!,
    stateSubsidy: ruleOut(r.stateSubsidy),
    centralIncentive: ruleOut(r.centralIncentive),
  })),
});

const ratesIn = (input: VehicleRatesInput) => ({
  ...input,
  roadTax: ruleIn(input.roadTax),
  registration: ruleIn(input.registration),
  insurance: ruleIn(input.insurance),
  stateSubsidy: ruleIn(input.stateSubsidy),
  centralIncentive: ruleIn(input.centralIncentive),
});

export const pricingResolvers: Resolvers = {
  Query: {
    pricingStates: async (_, __, { services }) => (await services.pricing.states()).map(stateOut),
    pricingState: async (_, { stateId }, { services }) => {
      const state = await services.pricing.state(stateId);
      return state && stateOut(state);
    },
    onRoadPrice: async (_, args, { services }) => ({ ...(await services.pricing.onRoad(args)), indicative: true }),
  },
  Mutation: {
    savePricingState: async (_, { stateId, input }, { services, caller }) => stateOut(await services.pricing.saveState(caller, stateId, input)),
    savePricingRates: async (_, { stateId, vehicleType, input }, { services, caller }) =>
      stateOut(await services.pricing.saveRates(caller, stateId, fromGraphQLEnum(vehicleType), ratesIn(input))),
  },
};
