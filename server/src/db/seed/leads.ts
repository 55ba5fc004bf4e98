import type { LeadEventKind, LeadSource, LeadStatus } from '@evbazaar/common';
import type { Executor } from '../client';
import { agentLeadSettings, leadEvents, leads } from '../schema';
import type { SeededUser } from './accounts';
import type { SeededProduct } from './catalogue';
import { daysAgo, dateFromToday } from './time';

interface LeadSeed {
  source: LeadSource;
  status: LeadStatus;
  name: string;
  email: string;
  phone: string;
  city: string | null;
  product: string | null;
  daysAgo: number;
  /** days from today: negative is overdue */
  followUp?: number;
  lostReason?: string;
  notes?: string[];
}

/** agent@example.com's leads: every status, one follow-up overdue, so the Leads page has work on a fresh start. */
const AGENT_LEADS: LeadSeed[] = [
  {
    source: 'offer_request',
    status: 'new',
    name: 'Kavya Iyer',
    email: 'kavya.iyer@example.com',
    phone: '9820011001',
    city: 'Mumbai',
    product: 'Ather 450X',
    daysAgo: 0.2,
    followUp: 1,
  },
  {
    source: 'enquiry',
    status: 'contacted',
    name: 'Arjun Mehta',
    email: 'arjun.mehta@example.com',
    phone: '9820011002',
    city: null,
    product: null,
    daysAgo: 3,
    followUp: -2,
    notes: ['Called; wants a family car under ₹15 lakh. Call back after payday.'],
  },
  {
    source: 'offer_request',
    status: 'interested',
    name: 'Sneha Kulkarni',
    email: 'sneha.k@example.com',
    phone: '9820011003',
    city: 'Mumbai',
    product: 'Tata Nexon EV',
    daysAgo: 6,
    followUp: 2,
    notes: ['Compared on-road prices with a Pune dealer.'],
  },
  {
    source: 'offer_request',
    status: 'test_ride_booked',
    name: 'Rahul Verma',
    email: 'rahul.verma@example.com',
    phone: '9820011004',
    city: 'Mumbai',
    product: 'Ola S1 Pro',
    daysAgo: 9,
    followUp: 4,
  },
  {
    source: 'offer_request',
    status: 'won',
    name: 'Meera Joshi',
    email: 'meera.joshi@example.com',
    phone: '9820011005',
    city: 'Mumbai',
    product: 'TVS iQube',
    daysAgo: 20,
    notes: ['Bought at Patel EV Motors.'],
  },
  {
    source: 'enquiry',
    status: 'lost',
    name: 'Vikram Rao',
    email: 'vikram.rao@example.com',
    phone: '9820011006',
    city: null,
    product: null,
    daysAgo: 30,
    lostReason: 'Bought a petrol scooter instead',
  },
];

const PATH: LeadStatus[] = ['new', 'contacted', 'interested', 'test_ride_booked', 'won'];

/**
 * Demo leads worked by agent@example.com (who takes Mumbai's leads first), each with its timeline
 * and the funnel's stamps as if it had been worked through the service.
 */
export async function seedLeads(db: Executor, input: { agent: SeededUser; catalogue: Map<string, SeededProduct> }) {
  const { agent, catalogue } = input;
  await db.insert(agentLeadSettings).values({ agentId: agent.id, cities: ['Mumbai'], lastAssignedAt: daysAgo(0.2) });
  for (const seed of AGENT_LEADS) {
    const opened = daysAgo(seed.daysAgo);
    const step = (n: number) => new Date(opened.getTime() + n * 3_600_000);
    const reached = seed.status === 'lost' ? PATH.slice(0, 2) : PATH.slice(0, PATH.indexOf(seed.status) + 1);
    const [lead] = await db
      .insert(leads)
      .values({
        source: seed.source,
        status: seed.status,
        name: seed.name,
        email: seed.email,
        phone: seed.phone,
        cityName: seed.city,
        productId: seed.product ? (catalogue.get(seed.product)?.id ?? null) : null,
        agentId: agent.id,
        lostReason: seed.lostReason ?? null,
        nextFollowUpOn: seed.followUp === undefined ? null : dateFromToday(seed.followUp),
        contactedAt: reached.includes('contacted') ? step(2) : null,
        testRideAt: reached.includes('test_ride_booked') ? step(4) : null,
        wonAt: seed.status === 'won' ? step(6) : null,
        createdAt: opened,
        updatedAt: step(6),
      })
      .returning();
    const events: { kind: LeadEventKind; data: Record<string, string | null>; at: Date; byAgent: boolean }[] = [
      { kind: 'opened', data: { source: seed.source }, at: opened, byAgent: false },
      { kind: 'assigned', data: { agentId: agent.id, agentName: agent.name }, at: opened, byAgent: false },
    ];
    const statuses: LeadStatus[] = seed.status === 'lost' ? ['new', 'contacted', 'lost'] : reached;
    statuses
      .slice(1)
      .forEach((to, i) =>
        events.push({
          kind: 'status_changed',
          data: { from: statuses[i], to, reason: to === 'lost' ? (seed.lostReason ?? null) : null },
          at: step(2 + i * 2),
          byAgent: true,
        }),
      );
    for (const note of seed.notes ?? []) events.push({ kind: 'note', data: { text: note }, at: step(3), byAgent: true });
    if (seed.followUp !== undefined) events.push({ kind: 'follow_up_set', data: { date: dateFromToday(seed.followUp) }, at: step(5), byAgent: true });
    await db
      .insert(leadEvents)
      .values(
        events.map((e) => ({
          leadId: lead.id,
          kind: e.kind,
          data: e.data,
          actorId: e.byAgent ? agent.id : null,
          actorName: e.byAgent ? agent.name : null,
          createdAt: e.at,
        })),
      );
  }
  return { leads: AGENT_LEADS.length };
}
