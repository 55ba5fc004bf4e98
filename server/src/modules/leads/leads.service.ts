import {
  LEAD_LIMITS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LISTS,
  MESSAGES,
  addDays,
  agentCitiesSchema,
  assignLeadSchema,
  indiaDateOf,
  isOverdue,
  leadFilterSchema,
  leadFunnelSchema,
  offerRequestSchema,
  reachesContacted,
  reachesTestRide,
  sendOfferSchema,
  updateLeadSchema,
  type LeadSource,
  type LeadStatus,
} from '@evbazaar/common';
import type { Transaction } from '../../db/client';
import type { leads } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Viewer } from '../../lib/auth';
import { BadInput, Conflict, Forbidden, NotFound, Unauthenticated, uniqueViolation } from '../../lib/errors';
import { HOUR_MS } from '../../lib/limits/settings';
import { countHits, limitKey } from '../../lib/limits';
import { readPage } from '../../lib/paging';
import type { RideChange } from '../../lib/ride-notices';
import { parseInput } from '../../lib/validate';
import { CHANGED, SYSTEM_CALLER, recordAudit, type Caller } from '../audit';
import type { ShopsService } from '../shops/shops.service';
import * as q from './leads.queries';

export type { LeadRow, LeadEventRow, LeadOfferWithShop } from './leads.queries';
/** An agent as the leads screens show it. */
export type LeadAgentRow = { id: string; name: string | null; email: string; cities: string[] };

const M = MESSAGES.leads;
/** Rows of a leads list when the caller names no limit. */
const PAGE_ROWS = LISTS.leads.rows;
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatRupees = (value: number) => rupees.format(value);

/** A mail to one person, written in the caller's transaction (the notifications outbox). */
type WriteMail = (tx: Transaction, mail: { kind: string; to: string; subject: string; text: string }) => Promise<void>;

/** Who did it, as the timeline names them: the viewer, or nobody (EV Bazaar itself). */
const actorOf = (caller: Caller) => ({ actorId: caller.viewer?.id ?? null, actorName: caller.viewer ? (caller.viewer.name ?? caller.viewer.email) : null });

const leadTarget = (lead: { id: string; source: LeadSource }) => ({ type: 'lead', id: lead.id, label: LEAD_SOURCE_LABELS[lead.source] });

/** The funnel's stamps a status reaches (each stamped once, the first time). */
function stagesReached(lead: q.LeadRow, status: LeadStatus, now: Date): Partial<q.LeadRow> {
  const stamps: Partial<q.LeadRow> = {};
  if (!lead.contactedAt && reachesContacted(status)) stamps.contactedAt = now;
  if (!lead.testRideAt && reachesTestRide(status)) stamps.testRideAt = now;
  if (!lead.wonAt && status === 'won') stamps.wonAt = now;
  return stamps;
}

export function createLeadsService({ db, config, limits }: Deps, { shops, writeMail }: { shops: ShopsService; writeMail: WriteMail }) {
  /**
   * Opens a lead in the caller's transaction: the rule gives it to an agent of its city, else to the
   * agent waiting longest (round robin); its timeline and the audit say so.
   */
  async function open(tx: Transaction, caller: Caller, values: Omit<typeof leads.$inferInsert, 'agentId' | 'status'>) {
    const agent = await q.pickAgent(tx, values.cityName ?? null);
    const lead = await q.insertLead(tx, { ...values, agentId: agent?.id ?? null });
    await q.insertEvents(tx, [
      { leadId: lead.id, kind: 'opened', ...actorOf(caller), data: { source: lead.source } },
      ...(agent
        ? [{ leadId: lead.id, kind: 'assigned' as const, actorId: null, actorName: null, data: { agentId: agent.id, agentName: agent.name ?? agent.email } }]
        : []),
    ]);
    await recordAudit(tx, caller, {
      action: 'lead.opened',
      targets: [leadTarget(lead), ...(lead.productId ? [{ type: 'product', id: lead.productId, label: null }] : [])],
      changes: { source: { from: null, to: lead.source }, status: { from: null, to: lead.status }, cityName: { from: null, to: lead.cityName } },
    });
    if (agent)
      await recordAudit(tx, SYSTEM_CALLER, {
        action: 'lead.assigned',
        targets: [leadTarget(lead), { type: 'user', id: agent.id, label: agent.name ?? null }],
        changes: { agentId: { from: null, to: agent.id } },
      });
    return lead;
  }

  async function getLead(id: string) {
    const lead = await q.findLead(db, id);
    if (!lead) throw new NotFound(M.notFound);
    return lead;
  }

  /** An agent reads and changes only own leads (FORBIDDEN otherwise); an admin any. */
  function assertWorker(viewer: Viewer, lead: q.LeadRow) {
    if (viewer.role === 'AGENT' && lead.agentId !== viewer.id) throw new Forbidden(M.notYourLead);
  }

  const viewerOf = (caller: Caller) => {
    if (!caller.viewer) throw new Unauthenticated();
    return caller.viewer;
  };

  const today = () => indiaDateOf(new Date());

  return {
    /**
     * The test-ride hook (one call from the rides' change site, in its transaction): a booking opens a
     * lead; every other change of a ride with a lead goes on its timeline, and a confirmed or completed
     * ride stamps the funnel's test-ride stage.
     */
    async rideChanged(tx: Transaction, change: RideChange, caller: Caller = SYSTEM_CALLER) {
      if (change.event === 'booked') {
        const ride = await q.rideForLead(tx, change.rideId);
        if (!ride) return;
        await open(tx, caller, {
          source: 'test_ride',
          name: ride.name ?? ride.email,
          email: ride.email,
          phone: ride.phone,
          cityName: ride.cityName,
          productId: ride.productId,
          userId: ride.userId,
          testDriveId: ride.id,
        });
        return;
      }
      const lead = await q.leadOfRide(tx, change.rideId);
      if (!lead) return;
      await q.insertEvents(tx, [{ leadId: lead.id, kind: 'ride_changed', actorId: null, actorName: null, data: { event: change.event, by: change.by } }]);
      const reached = change.event === 'confirmed' || change.event === 'completed';
      await q.updateLead(tx, lead.id, reached && !lead.testRideAt ? { testRideAt: new Date() } : { updatedAt: new Date() });
    },

    /** The contact form's hook (right after the enquiry is stored): a contact enquiry opens a lead; a career application does not. */
    async enquirySent(enquiry: { id: string; kind: string; name: string; email: string; phone: string }, caller: Caller = SYSTEM_CALLER) {
      if (enquiry.kind !== 'contact') return;
      await db.transaction((tx) =>
        open(tx, caller, { source: 'enquiry', name: enquiry.name, email: enquiry.email, phone: enquiry.phone, cityName: null, enquiryId: enquiry.id }),
      );
    },

    /**
     * Public: the product page's "Get the best on-road offer" form opens a lead of the product and city.
     * Same rules as the contact form: the fields' messages, and the public forms' hourly budget per address.
     */
    async requestOffer(caller: Caller, input: unknown, ip: string) {
      const data = parseInput(offerRequestSchema, input);
      await countHits(limits, 'enquiry', [{ key: limitKey('enquiry:ip', ip), limit: config.limits.enquiriesPerIpHour, windowMs: HOUR_MS }]);
      const product = await q.productName(db, data.productId);
      if (!product) throw new BadInput(M.productNotFound, { productId: M.productNotFound });
      const lead = await db.transaction((tx) =>
        open(tx, caller, {
          source: 'offer_request',
          name: data.name,
          email: data.email,
          phone: data.contact,
          cityName: data.cityName,
          productId: product.id,
          userId: caller.viewer?.id ?? null,
        }),
      );
      return { message: M.offerRequested, leadId: lead.id };
    },

    /** Agent: own leads, newest first, optionally of one status (20 by default, at most 100). */
    async listMine(viewer: Viewer, input: { status?: unknown; page?: unknown; limit?: unknown }) {
      const { status } = parseInput(leadFilterSchema, { status: input.status });
      const where = { status, agentId: viewer.id };
      return readPage(
        input,
        PAGE_ROWS,
        (window) => q.listLeads(db, where, window),
        () => q.countLeads(db, where),
      );
    },

    /** Admin: leads by status, city (any case), agent or unassigned, newest first. */
    async list(
      filter: { status?: unknown; cityName?: unknown; agentId?: unknown; unassigned?: unknown } | null | undefined,
      paging: { page?: unknown; limit?: unknown },
    ) {
      const where = parseInput(leadFilterSchema, filter ?? {});
      return readPage(
        paging,
        PAGE_ROWS,
        (window) => q.listLeads(db, where, window),
        () => q.countLeads(db, where),
      );
    },

    /** One lead: an agent's own (FORBIDDEN for another's), any for an admin; NOT_FOUND for an unknown id. */
    async get(viewer: Viewer, id: string) {
      const lead = await getLead(id);
      assertWorker(viewer, lead);
      return lead;
    },

    /**
     * An agent works an own lead (an admin any): status (`lost` needs a reason, which is cleared
     * when the lead is reopened), next follow-up date, a note. Each change goes on the timeline and
     * into the audit, in one transaction.
     */
    async update(caller: Caller, id: string, input: unknown) {
      const viewer = viewerOf(caller);
      const data = parseInput(updateLeadSchema, input);
      await getLead(id).then((lead) => assertWorker(viewer, lead));
      return db.transaction(async (tx) => {
        const lead = await q.lockLead(tx, id);
        if (!lead) throw new NotFound(M.notFound);
        assertWorker(viewer, lead);
        const now = new Date();
        const set: Partial<q.LeadRow> = {};
        const events: q.NewLeadEvent[] = [];
        const actor = actorOf(caller);
        if (data.status && data.status !== lead.status) {
          set.status = data.status;
          set.lostReason = data.status === 'lost' ? (data.lostReason ?? null) : null;
          Object.assign(set, stagesReached(lead, data.status, now));
          events.push({ leadId: id, kind: 'status_changed', ...actor, data: { from: lead.status, to: data.status, reason: set.lostReason ?? null } });
        } else if (data.status === 'lost' && data.lostReason && data.lostReason !== lead.lostReason) {
          set.lostReason = data.lostReason;
          events.push({ leadId: id, kind: 'status_changed', ...actor, data: { from: lead.status, to: lead.status, reason: data.lostReason } });
        }
        if (data.nextFollowUpOn !== undefined && data.nextFollowUpOn !== lead.nextFollowUpOn) {
          set.nextFollowUpOn = data.nextFollowUpOn;
          events.push({ leadId: id, kind: 'follow_up_set', ...actor, data: { date: data.nextFollowUpOn } });
        }
        if (data.note) events.push({ leadId: id, kind: 'note', ...actor, data: { text: data.note } });
        if (!events.length) return lead;
        const updated = await q.updateLead(tx, id, { ...set, updatedAt: now });
        await q.insertEvents(tx, events);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (set.status) changes.status = { from: lead.status, to: set.status };
        if ('lostReason' in set && set.lostReason !== lead.lostReason) changes.lostReason = { from: lead.lostReason, to: set.lostReason };
        if ('nextFollowUpOn' in set) changes.nextFollowUpOn = { from: lead.nextFollowUpOn, to: set.nextFollowUpOn };
        if (data.note) changes.note = { from: null, to: CHANGED };
        await recordAudit(tx, caller, { action: 'lead.updated', targets: [leadTarget(lead)], changes });
        return updated ?? lead;
      });
    },

    /** Admin: gives a lead to an agent (an account of role AGENT); the timeline and the audit say so. */
    async assign(caller: Caller, id: string, input: unknown) {
      const { agentId } = parseInput(assignLeadSchema, input);
      const [agent] = await q.agentsByIds(db, [agentId]);
      if (!agent || agent.role !== 'AGENT') throw new BadInput(M.agentNotFound, { agentId: M.agentNotFound });
      return db.transaction(async (tx) => {
        const lead = await q.lockLead(tx, id);
        if (!lead) throw new NotFound(M.notFound);
        if (lead.agentId === agent.id) return lead;
        const updated = await q.updateLead(tx, id, { agentId: agent.id, updatedAt: new Date() });
        await q.insertEvents(tx, [{ leadId: id, kind: 'assigned', ...actorOf(caller), data: { agentId: agent.id, agentName: agent.name ?? agent.email } }]);
        await recordAudit(tx, caller, {
          action: 'lead.assigned',
          targets: [leadTarget(lead), { type: 'user', id: agent.id, label: agent.name ?? null }],
          changes: { agentId: { from: lead.agentId, to: agent.id } },
        });
        return updated ?? lead;
      });
    },

    /**
     * Admin: the leads opened from `from` to `to` (India dates, both included) and how many reached
     * each stage, per city or per agent, biggest first.
     */
    async funnel(input: unknown) {
      const { from, to, groupBy } = parseInput(leadFunnelSchema, input);
      const start = new Date(`${from}T00:00:00+05:30`);
      const end = new Date(`${addDays(to, 1)}T00:00:00+05:30`);
      const rows = await q.funnel(db, start, end, groupBy);
      const none = groupBy === 'city' ? M.screens.noCity : M.screens.noAgent;
      return rows.map((row) => ({ ...row, label: row.key === '' ? none : row.label }));
    },

    /** Admin: every agent with their cities. */
    agents: async () => (await q.agents(db)).map((a) => ({ ...a, cities: a.cities ?? [] })),

    /** Agents by id, aligned (null for an unknown id or a former agent). */
    async agentsByIds(ids: readonly string[]) {
      const rows = await q.agentsByIds(db, [...new Set(ids.filter(Boolean))]);
      const byId = new Map(rows.map((row) => [row.id, { ...row, cities: row.cities ?? [] }]));
      return ids.map((id) => byId.get(id) ?? null);
    },

    /** Admin: the cities whose new leads go to the agent first (blank and repeated names dropped). */
    async setAgentCities(caller: Caller, agentId: string, input: unknown) {
      const { cities } = parseInput(agentCitiesSchema, input);
      const [agent] = await q.agentsByIds(db, [agentId]);
      if (!agent || agent.role !== 'AGENT') throw new NotFound(M.agentNotFound);
      const unique = cities.filter((city, i) => cities.findIndex((c) => c.toLowerCase() === city.toLowerCase()) === i);
      await db.transaction(async (tx) => {
        await q.setCities(tx, agentId, unique);
        await recordAudit(tx, caller, {
          action: 'lead.agent_cities_set',
          targets: [{ type: 'user', id: agentId, label: agent.name ?? null }],
          changes: { cities: { from: agent.cities ?? [], to: unique } },
        });
      });
      return { id: agent.id, name: agent.name, email: agent.email, cities: unique };
    },

    /** Dealer: offer requests for vehicles in the own shop's city, newest first; empty without a shop. */
    async offerRequestsForShop(viewer: Viewer, paging: { page?: unknown; limit?: unknown }) {
      const shop = await shops.myShop(viewer);
      const where = { source: 'offer_request' as const, cityName: shop?.cityName ?? undefined };
      if (!shop?.cityName)
        return readPage(
          paging,
          PAGE_ROWS,
          async () => [],
          async () => 0,
        );
      return readPage(
        paging,
        PAGE_ROWS,
        (window) => q.listLeads(db, where, window),
        () => q.countLeads(db, where),
      );
    },

    /**
     * Dealer: answers an offer request of the own shop's city with a price, a validity (today to 90
     * days ahead) and a note; one offer per shop and request. The shopper's mail is written to the
     * outbox in the same transaction; the timeline and the audit say so.
     */
    async sendOffer(caller: Caller, leadId: string, input: unknown) {
      const viewer = viewerOf(caller);
      const data = parseInput(sendOfferSchema, input);
      const day = today();
      if (data.validUntil! < day) throw new BadInput(M.validUntilPast, { validUntil: M.validUntilPast });
      if (data.validUntil! > addDays(day, LEAD_LIMITS.offerValidDaysMax)) throw new BadInput(M.validUntilTooFar, { validUntil: M.validUntilTooFar });
      const shop = await shops.myShop(viewer);
      if (!shop) throw new BadInput(M.shopRequired);
      const lead = await getLead(leadId);
      if (lead.source !== 'offer_request') throw new Conflict(M.notAnOfferRequest);
      if (!shop.cityName || !lead.cityName || shop.cityName.toLowerCase() !== lead.cityName.toLowerCase()) throw new Forbidden(M.notYourCity);
      const product = lead.productId ? await q.productName(db, lead.productId) : undefined;
      const productName = product?.name ?? M.screens.product;
      try {
        return await db.transaction(async (tx) => {
          const offer = await q.insertOffer(tx, { leadId, shopId: shop.id, price: data.price, validUntil: data.validUntil!, note: data.note ?? null });
          await q.insertEvents(tx, [
            { leadId, kind: 'offer_sent', ...actorOf(caller), data: { shopName: shop.shopName, price: data.price, validUntil: data.validUntil! } },
          ]);
          await q.updateLead(tx, leadId, { updatedAt: new Date() });
          const mail = M.offerMail;
          await writeMail(tx, {
            kind: 'lead.offer',
            to: lead.email,
            subject: mail.subject(productName),
            text: [
              mail.greeting(lead.name),
              '',
              mail.intro(shop.shopName, productName),
              mail.price(formatRupees(data.price)),
              mail.validUntil(data.validUntil!),
              ...(data.note ? [mail.note(data.note)] : []),
              ...(shop.phone ? [mail.shopPhone(shop.phone)] : []),
              '',
              mail.closing,
            ].join('\n'),
          });
          await recordAudit(tx, caller, {
            action: 'lead.offer_sent',
            targets: [leadTarget(lead), { type: 'shop', id: shop.id, label: shop.shopName }],
            changes: { price: { from: null, to: data.price }, validUntil: { from: null, to: data.validUntil } },
          });
          return { ...offer, shopName: shop.shopName };
        });
      } catch (error) {
        if (uniqueViolation(error) === 'lead_offers_lead_shop_key') throw new Conflict(M.offerAlreadySent);
        throw error;
      }
    },

    /** Each lead's timeline (newest 200, oldest first), aligned with `leadIds`. */
    async timelines(leadIds: readonly string[]) {
      const rows = await q.eventsOf(db, [...new Set(leadIds)], LEAD_LIMITS.timelineMax);
      return leadIds.map((id) => rows.filter((row) => row.leadId === id));
    },

    /** Each lead's offers, newest first, aligned; with `viewer` a dealer, only its own shop's. */
    async offersOf(leadIds: readonly string[], viewer?: Viewer) {
      const shop = viewer ? await shops.myShop(viewer) : undefined;
      if (viewer && !shop) return leadIds.map(() => []);
      const rows = await q.offersOf(db, [...new Set(leadIds)], shop?.id);
      return leadIds.map((id) => rows.filter((row) => row.leadId === id));
    },

    /** Whether the follow-up is overdue today (India date). */
    overdue: (lead: q.LeadRow) => isOverdue(lead, today()),

    /** A timeline entry in words. */
    eventText(event: q.LeadEventRow) {
      const t = M.timeline;
      const d = event.data;
      const label = (status: unknown) => LEAD_STATUS_LABELS[status as LeadStatus] ?? String(status);
      switch (event.kind) {
        case 'opened':
          return t.opened(LEAD_SOURCE_LABELS[d.source as LeadSource] ?? String(d.source));
        case 'assigned':
          return t.assigned(String(d.agentName ?? t.unassignedAgent));
        case 'status_changed':
          return `${t.statusChanged(label(d.from), label(d.to))}${d.reason ? ` (${d.reason})` : ''}`;
        case 'follow_up_set':
          return d.date ? t.followUpSet(String(d.date)) : t.followUpCleared;
        case 'note':
          return `${t.note}: ${d.text ?? ''}`;
        case 'ride_changed':
          return `${t.rideChanged(String(d.event))}${d.by ? ` (${d.by})` : ''}`;
        case 'offer_sent':
          return t.offerSent(String(d.shopName), formatRupees(Number(d.price)));
      }
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
/** The hooks other modules call (test rides, enquiries): a port, so they need not know the leads module. */
export type LeadHooks = Pick<LeadsService, 'rideChanged' | 'enquirySent'>;
