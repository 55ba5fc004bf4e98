import { useCallback, useSyncExternalStore } from 'react';
import type { RateRule, VehicleRates } from '@evbazaar/common/src/pricing/on-road';
import { useStateRatesQuery, useVisitorProfileStateQuery, type RateRuleFieldsFragment, type StateRatesQuery } from './pricing-rates.generated';
import type { VehicleType } from '../gql/graphql';
import { useSession } from '../lib/session';

/** Local storage key of the visitor's chosen state (a geo id such as IN-MH). */
export const CHOSEN_STATE_KEY = 'evbazaar.pricingState';

const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_STATE_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Keeps the choice for every page and tab; every widget reading it follows at once. */
export function chooseState(stateId: string) {
  try {
    window.localStorage.setItem(CHOSEN_STATE_KEY, stateId);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

/**
 * The state prices are shown for: the visitor's own choice (chosen once, kept in local storage),
 * else the signed-in user's profile state, else none.
 */
export function useChosenState(): { stateId: string | null; choose: (stateId: string) => void } {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const { user } = useSession();
  const [{ data }] = useVisitorProfileStateQuery({ pause: !user || Boolean(stored) });
  const choose = useCallback((stateId: string) => chooseState(stateId), []);
  return { stateId: stored ?? (user ? (data?.me.stateId ?? null) : null), choose };
}

export type StateRates = NonNullable<StateRatesQuery['pricingState']>;

/** The chosen state's figures and rates: one cached query, shared by every card and widget on the page. */
export function useChosenStateRates(): { stateId: string | null; rates: StateRates | null; fetching: boolean } {
  const { stateId } = useChosenState();
  const [{ data, fetching }] = useStateRatesQuery({ variables: { stateId: stateId ?? '' }, pause: !stateId });
  return { stateId, rates: stateId && data?.pricingState?.stateId === stateId ? data.pricingState : null, fetching };
}

const ruleOf = (rule: RateRuleFieldsFragment): RateRule => ({
  ...rule,
  kind: rule.kind === 'PER_KWH' ? 'per-kwh' : rule.kind === 'FIXED' ? 'fixed' : 'percent',
});

/** One vehicle type's rates in the shape the shared on-road calculation takes; null when the state has none for it. */
export function ratesFor(state: StateRates, vehicleType: VehicleType): (VehicleRates & { petrolMileage: number; petrolMileageSource: string }) | null {
  const r = state.rates.find((x) => x.vehicleType === vehicleType);
  if (!r) return null;
  return {
    roadTax: ruleOf(r.roadTax),
    registration: ruleOf(r.registration),
    insurance: ruleOf(r.insurance),
    stateSubsidy: r.stateSubsidy ? ruleOf(r.stateSubsidy) : null,
    stateSubsidyAppliesTo: r.stateSubsidyAppliesTo === 'COUNTER' ? 'COUNTER' : 'AFTER_PURCHASE',
    centralIncentive: r.centralIncentive ? ruleOf(r.centralIncentive) : null,
    petrolMileage: r.petrolMileage,
    petrolMileageSource: r.petrolMileageSource,
  };
}
