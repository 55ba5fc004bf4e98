import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pricingRates, pricingStates } from '../../db/schema';

export type PricingStateRow = typeof pricingStates.$inferSelect;
export type PricingRatesRow = typeof pricingRates.$inferSelect;
export type NewPricingState = typeof pricingStates.$inferInsert;
export type NewPricingRates = typeof pricingRates.$inferInsert;

export const listStates = (db: Executor) => db.select().from(pricingStates).orderBy(asc(pricingStates.stateName));

export async function findState(db: Executor, stateId: string): Promise<PricingStateRow | undefined> {
  const [row] = await db.select().from(pricingStates).where(eq(pricingStates.stateId, stateId)).limit(1);
  return row;
}

/** The rates of these states, every vehicle type, in one query. */
export const ratesOfStates = (db: Executor, stateIds: string[]) =>
  stateIds.length ? db.select().from(pricingRates).where(inArray(pricingRates.stateId, stateIds)).orderBy(asc(pricingRates.vehicleType)) : Promise.resolve([]);

export async function upsertState(db: Executor, values: NewPricingState) {
  const { stateId: _stateId, ...rest } = values;
  const [row] = await db
    .insert(pricingStates)
    .values(values)
    .onConflictDoUpdate({ target: pricingStates.stateId, set: { ...rest, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function upsertRates(db: Executor, values: NewPricingRates) {
  const { stateId: _s, vehicleType: _v, ...rest } = values;
  const [row] = await db
    .insert(pricingRates)
    .values(values)
    .onConflictDoUpdate({ target: [pricingRates.stateId, pricingRates.vehicleType], set: { ...rest, updatedAt: new Date() } })
    .returning();
  return row;
}
