import { MESSAGES, VEHICLE_TYPE_VALUES, onRoadPrice, onRoadQuerySchema, pricingStateSchema, vehicleRatesSchema, type OnRoadPrice } from '@evbazaar/common';
import type { Deps } from '../../deps';
import type { VehicleType } from '../../db/schema';
import { BadInput, NotFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import type { GeoService } from '../geo/geo.service';
import type { ProductsService } from '../products/products.service';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';
import * as q from './pricing.queries';

export type { PricingRatesRow, PricingStateRow } from './pricing.queries';

/** A state's figures with its rates for every vehicle type it has. */
export interface PricingStateWithRates extends q.PricingStateRow {
  rates: q.PricingRatesRow[];
  /** the figures are plausible examples from the named policies, not quotes */
  indicative: true;
}

export interface OnRoadAnswer extends OnRoadPrice {
  stateId: string;
  stateName: string;
  productId: string;
  colorId: string;
}

/** Only Indian states carry rates (the geo dataset's ids, e.g. IN-MH). */
const COUNTRY = 'IN';

export function createPricingService({ db, catalogue }: Deps, { products, geo }: { products: ProductsService; geo: GeoService }) {
  async function withRates(states: q.PricingStateRow[]): Promise<PricingStateWithRates[]> {
    const rates = await q.ratesOfStates(
      db,
      states.map((s) => s.stateId),
    );
    return states.map((s) => ({ ...s, rates: rates.filter((r) => r.stateId === s.stateId), indicative: true }));
  }

  async function stateOrThrow(stateId: string) {
    const state = await q.findState(db, stateId);
    if (!state) throw new NotFound(MESSAGES.pricing.stateNotFound);
    return state;
  }

  return {
    /** Public: every state with rates, by name, each with its rates per vehicle type (two queries). */
    states: async () => withRates(await q.listStates(db)),

    /** Public: one state's figures and rates; null when the state has none. */
    async state(stateId: string) {
      const row = typeof stateId === 'string' && stateId.length <= 64 ? await q.findState(db, stateId) : undefined;
      return row ? (await withRates([row]))[0] : null;
    },

    /**
     * Public: the on-road price of a product in a state, line by line: the chosen colour's price
     * (the cheapest colour when none is chosen) plus the state's rates for the product's type.
     */
    async onRoad(input: unknown): Promise<OnRoadAnswer> {
      const { productId, stateId, colorId } = parseInput(onRoadQuerySchema, input);
      const [product] = await products.hydrate([await products.get(productId)]);
      const color = colorId ? product.colors.find((c) => c.id === colorId) : [...product.colors].sort((a, b) => a.price - b.price)[0];
      if (colorId && !color) throw new NotFound(MESSAGES.pricing.colorNotFound);
      if (!color) throw new BadInput(MESSAGES.pricing.noPrice, { productId: MESSAGES.pricing.noPrice });
      const [state] = await withRates([await stateOrThrow(stateId)]);
      const rates = state.rates.find((r) => r.vehicleType === product.vehicleType);
      if (!rates) throw new NotFound(MESSAGES.pricing.ratesMissing);
      const price = onRoadPrice(color.price, rates, product.battery);
      return { stateId: state.stateId, stateName: state.stateName, productId: product.id, colorId: color.id, ...price };
    },

    /** Admin: sets a state's policy, electricity tariff and petrol price, adding the state when it has none yet. */
    async saveState(caller: Caller, stateId: string, input: unknown) {
      const values = parseInput(pricingStateSchema, input);
      const known = geo.states(COUNTRY).find((s) => s.id === stateId);
      if (!known) throw new BadInput(MESSAGES.pricing.unknownState, { stateId: MESSAGES.pricing.unknownState });
      const row = await db.transaction(async (tx) => {
        const before = await q.findState(tx, stateId);
        const saved = await q.upsertState(tx, { stateId, stateName: known.name, ...values });
        const pick = (r: Record<string, unknown> | undefined) => (r ? Object.fromEntries(Object.keys(values).map((k) => [k, r[k]])) : null);
        await recordAudit(tx, caller, {
          action: 'pricing.state_changed',
          targets: [{ type: 'pricing_state', id: stateId, label: known.name }],
          changes: changesBetween(pick(before), pick(saved)),
        });
        return saved;
      });
      catalogue.changed('pricing');
      return (await withRates([row]))[0];
    },

    /** Admin: sets the rates of one vehicle type in a state that has figures. */
    async saveRates(caller: Caller, stateId: string, vehicleType: unknown, input: unknown) {
      if (!VEHICLE_TYPE_VALUES.includes(vehicleType as VehicleType)) {
        throw new BadInput(MESSAGES.catalogue.vehicleTypeInvalid, { vehicleType: MESSAGES.catalogue.vehicleTypeInvalid });
      }
      const values = parseInput(vehicleRatesSchema, input);
      const state = await stateOrThrow(stateId);
      const next = { ...values, stateSubsidy: values.stateSubsidy ?? null, centralIncentive: values.centralIncentive ?? null };
      await db.transaction(async (tx) => {
        const [before] = (await q.ratesOfStates(tx, [stateId])).filter((r) => r.vehicleType === vehicleType);
        await q.upsertRates(tx, { stateId, vehicleType: vehicleType as VehicleType, ...next });
        const pick = (r: Record<string, unknown> | undefined) => (r ? Object.fromEntries(Object.keys(next).map((k) => [k, r[k]])) : null);
        await recordAudit(tx, caller, {
          action: 'pricing.rates_changed',
          targets: [{ type: 'pricing_state', id: stateId, label: state.stateName }],
          changes: changesBetween(pick(before as Record<string, unknown> | undefined), next, {}),
        });
      });
      catalogue.changed('pricing');
      return (await withRates([state]))[0];
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
