import type { LeadFunnelGroup, LeadStatus } from '@evbazaar/common';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { byName } from '../../db/name-order';
import { agentLeadSettings, leadEvents, leadOffers, leads, products, shops, testDrives, users } from '../../db/schema';

export type LeadRow = typeof leads.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;
export type NewLeadEvent = typeof leadEvents.$inferInsert;
export type LeadOfferWithShop = typeof leadOffers.$inferSelect & { shopName: string };

export interface LeadWhere {
  status?: LeadStatus;
  cityName?: string;
  agentId?: string;
  unassigned?: boolean;
  source?: 'offer_request';
}

const sameCity = (cityName: string) => sql`lower(${leads.cityName}) = lower(${cityName})`;

const whereOf = (filter: LeadWhere): SQL | undefined =>
  and(
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.cityName ? sameCity(filter.cityName) : undefined,
    filter.agentId ? eq(leads.agentId, filter.agentId) : undefined,
    filter.unassigned ? isNull(leads.agentId) : undefined,
    filter.source ? eq(leads.source, filter.source) : undefined,
  );

export const listLeads = (db: Executor, filter: LeadWhere, window: { limit: number; offset: number }) =>
  db.select().from(leads).where(whereOf(filter)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(window.limit).offset(window.offset);

export async function countLeads(db: Executor, filter: LeadWhere) {
  const [{ n }] = await db.select({ n: count() }).from(leads).where(whereOf(filter));
  return Number(n);
}

export async function findLead(db: Executor, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

/** The lead's row, locked until the change's transaction ends (two agents' saves apply one after the other). */
export async function lockLead(tx: Transaction, id: string) {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  return row;
}

export async function leadOfRide(db: Executor, testDriveId: string) {
  const [row] = await db.select().from(leads).where(eq(leads.testDriveId, testDriveId)).limit(1);
  return row;
}

export async function insertLead(tx: Executor, values: typeof leads.$inferInsert) {
  const [row] = await tx.insert(leads).values(values).returning();
  return row;
}

export async function updateLead(tx: Executor, id: string, values: Partial<typeof leads.$inferInsert>) {
  const [row] = await tx.update(leads).set(values).where(eq(leads.id, id)).returning();
  return row;
}

export async function insertEvents(tx: Executor, events: NewLeadEvent[]) {
  if (events.length) await tx.insert(leadEvents).values(events);
}

/** Each lead's newest `max` entries, oldest first. */
export async function eventsOf(db: Executor, leadIds: string[], max: number) {
  if (!leadIds.length) return [];
  const ranked = db
    .select({
      id: leadEvents.id,
      leadId: leadEvents.leadId,
      kind: leadEvents.kind,
      actorId: leadEvents.actorId,
      actorName: leadEvents.actorName,
      data: leadEvents.data,
      createdAt: leadEvents.createdAt,
      seq: leadEvents.seq,
      rank: sql<number>`row_number() over (partition by ${leadEvents.leadId} order by ${leadEvents.createdAt} desc, ${leadEvents.seq} desc)`.as('rank'),
    })
    .from(leadEvents)
    .where(inArray(leadEvents.leadId, leadIds))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${max}`)
    .orderBy(asc(ranked.createdAt), asc(ranked.seq));
  return rows.map(({ rank: _rank, ...row }) => row as LeadEventRow);
}

export async function offersOf(db: Executor, leadIds: string[], shopId?: string): Promise<LeadOfferWithShop[]> {
  if (!leadIds.length) return [];
  const rows = await db
    .select({ offer: leadOffers, shopName: shops.shopName })
    .from(leadOffers)
    .innerJoin(shops, eq(shops.id, leadOffers.shopId))
    .where(and(inArray(leadOffers.leadId, leadIds), shopId ? eq(leadOffers.shopId, shopId) : undefined))
    .orderBy(desc(leadOffers.createdAt), desc(leadOffers.id));
  return rows.map(({ offer, shopName }) => ({ ...offer, shopName }));
}

export async function insertOffer(tx: Executor, values: typeof leadOffers.$inferInsert) {
  const [row] = await tx.insert(leadOffers).values(values).returning();
  return row;
}

/**
 * The agent the rule gives a new lead: among the agents whose cities include the lead's (any case),
 * else among all agents, the one given a lead longest ago (never first), then stamped as given now.
 * A transaction-scoped advisory lock makes concurrent openings (any number of instances) take turns,
 * so two leads opened at once go to two agents. Undefined when there is no agent.
 */
export async function pickAgent(tx: Transaction, cityName: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('evbazaar.lead_assignment'))`);
  const candidates = (inCity: boolean) =>
    tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .leftJoin(agentLeadSettings, eq(agentLeadSettings.agentId, users.id))
      .where(
        and(
          eq(users.role, 'AGENT'),
          inCity ? sql`exists (select 1 from unnest(${agentLeadSettings.cities}) as c(name) where lower(c.name) = lower(${cityName}))` : undefined,
        ),
      )
      .orderBy(sql`${agentLeadSettings.lastAssignedAt} asc nulls first`, asc(users.createdAt), asc(users.id))
      .limit(1);
  const inCity = cityName ? (await candidates(true))[0] : undefined;
  const chosen = inCity ?? (await candidates(false))[0];
  if (!chosen) return undefined;
  await tx
    .insert(agentLeadSettings)
    .values({ agentId: chosen.id, lastAssignedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({ target: agentLeadSettings.agentId, set: { lastAssignedAt: sql`clock_timestamp()` } });
  return chosen;
}

/** Every agent with their cities, by name. */
export const agents = (db: Executor) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, cities: agentLeadSettings.cities })
    .from(users)
    .leftJoin(agentLeadSettings, eq(agentLeadSettings.agentId, users.id))
    .where(eq(users.role, 'AGENT'))
    .orderBy(byName(users.name), asc(users.id));

export async function agentsByIds(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, cities: agentLeadSettings.cities, role: users.role })
    .from(users)
    .leftJoin(agentLeadSettings, eq(agentLeadSettings.agentId, users.id))
    .where(inArray(users.id, ids));
}

export async function setCities(db: Executor, agentId: string, cities: string[]) {
  await db.insert(agentLeadSettings).values({ agentId, cities }).onConflictDoUpdate({ target: agentLeadSettings.agentId, set: { cities } });
}

/** What a lead opened by a ride copies: the customer, the product and the shop's city. */
export async function rideForLead(db: Executor, rideId: string) {
  const [row] = await db
    .select({
      id: testDrives.id,
      userId: testDrives.userId,
      productId: testDrives.productId,
      name: users.name,
      email: users.email,
      phone: users.contact,
      cityName: shops.cityName,
    })
    .from(testDrives)
    .innerJoin(users, eq(users.id, testDrives.userId))
    .innerJoin(shops, eq(shops.id, testDrives.shopId))
    .where(eq(testDrives.id, rideId))
    .limit(1);
  return row;
}

export async function productName(db: Executor, id: string) {
  const [row] = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/**
 * The funnel of the leads opened in [from, to): per city (lower case) or per agent, how many there
 * are and how many reached each stage.
 */
export async function funnel(db: Executor, from: Date, to: Date, groupBy: LeadFunnelGroup) {
  const key = groupBy === 'city' ? sql<string>`coalesce(lower(${leads.cityName}), '')` : sql<string>`coalesce(${leads.agentId}, '')`;
  const label = groupBy === 'city' ? sql<string>`coalesce(min(${leads.cityName}), '')` : sql<string>`coalesce(min(${users.name}), min(${users.email}), '')`;
  const query = db
    .select({
      key,
      label,
      leads: sql<number>`count(*)::int`,
      contacted: sql<number>`count(${leads.contactedAt})::int`,
      testRide: sql<number>`count(${leads.testRideAt})::int`,
      won: sql<number>`count(${leads.wonAt})::int`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.agentId))
    .where(and(sql`${leads.createdAt} >= ${from.toISOString()}`, sql`${leads.createdAt} < ${to.toISOString()}`))
    .groupBy(key)
    .orderBy(sql`count(*) desc`, key);
  return (await query).map((row) => ({
    ...row,
    leads: Number(row.leads),
    contacted: Number(row.contacted),
    testRide: Number(row.testRide),
    won: Number(row.won),
  }));
}
