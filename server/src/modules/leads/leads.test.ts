import { and, arrayContains, eq } from 'drizzle-orm';
import { auditEvents, leads, mailOutbox } from '../../db/schema';
import { DEFAULT_LIMITS } from '../../lib/limits/settings';
import { type SeededUser, useTestApp } from '../../../test/helpers';

const OFFER_MESSAGE = 'Thank you! A dealer will send you an offer soon.';
const LEAD_FIELDS = 'id source status name email phone cityName lostReason nextFollowUpOn overdue agent { id name } product { id name }';
const MY_LEADS = `query($status: LeadStatus, $page: Int, $limit: Int) { myLeads(status: $status, page: $page, limit: $limit) { total items { ${LEAD_FIELDS} } } }`;
const LEADS = `query($filter: LeadFilter, $page: Int, $limit: Int) { leads(filter: $filter, page: $page, limit: $limit) { total items { ${LEAD_FIELDS} } } }`;
const LEAD = `query($id: ID!) { lead(id: $id) { ${LEAD_FIELDS} timeline { kind text actorName createdAt } offers { price validUntil shopName } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) { ${LEAD_FIELDS} timeline { kind text } } }`;
const ASSIGN = `mutation($id: ID!, $agentId: ID!) { assignLead(id: $id, agentId: $agentId) { id agent { id } timeline { kind text } } }`;
const REQUEST_OFFER = `mutation($input: RequestOfferInput!) { requestOffer(input: $input) { message leadId } }`;
const FUNNEL = `query($from: Date!, $to: Date!, $groupBy: LeadFunnelGroup!) { leadFunnel(from: $from, to: $to, groupBy: $groupBy) { key label leads contacted testRide won } }`;
const OFFER_REQUESTS = `query { offerRequestsForMyShop { total items { id name cityName product { id name } myOffer { price validUntil note shopName } } } }`;
const SEND_OFFER = `mutation($leadId: ID!, $input: SendOfferInput!) { sendOffer(leadId: $leadId, input: $input) { id price validUntil note shopName } }`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const today = () => inDays(0);

describe('leads that agents work', () => {
  const { t, admin, customer } = useTestApp({
    cast: ['admin', 'customer'],
    // many forms from one address here; the shared hourly budget is tested in lead-assignment.test.ts
    config: { limits: { ...DEFAULT_LIMITS, enquiriesPerIpHour: 1000 } },
  });
  /** the agent who takes Pune's leads, and one who takes Surat's */
  let pune: SeededUser;
  let surat: SeededUser;

  beforeAll(async () => {
    pune = await t.seed.user({ role: 'AGENT', name: 'Pune Agent' });
    surat = await t.seed.user({ role: 'AGENT', name: 'Surat Agent' });
    expect(
      (await t.gql.as(admin)(`mutation($id: ID!) { setAgentCities(agentId: $id, cities: ["Pune", "pune", " Pimpri "]) { cities } }`, { id: pune.id })).body
        .data,
    ).toEqual({ setAgentCities: { cities: ['Pune', 'Pimpri'] } });
    const rest = await t.api
      .as(admin)
      .put(`/api/leads/agents/${surat.id}/cities`)
      .send({ cities: ['Surat'] });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ _id: surat.id, cities: ['Surat'] });
  });

  const leadRow = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const auditOf = async (leadId: string) =>
    (
      await t.db
        .select()
        .from(auditEvents)
        .where(arrayContains(auditEvents.targetKeys, [`lead:${leadId}`]))
    )
      .map((e) => e.action)
      .sort();

  /** A product and the offer form's fields for it. */
  async function offerForm(overrides: Record<string, unknown> = {}) {
    const product = await t.seed.product({ name: 'Ather 450X' });
    return { name: 'Kavya Iyer', email: 'Kavya@Example.com', contact: '+91 98765 43210', cityName: 'Pune', productId: product.id, ...overrides };
  }

  async function offerLead(overrides: Record<string, unknown> = {}) {
    const res = await t.api.post('/api/leads/offer-request').send(await offerForm(overrides));
    expect(res.status).toBe(201);
    return res.body.leadId as string;
  }

  /** A verified Pune shop with a product available, and a customer's ride request there. */
  async function rideScene() {
    const location = await t.seed.location({ cityName: 'Pune' });
    const dealer = await t.seed.dealer({ location });
    const product = await t.seed.product({ name: 'Ola S1 Pro' });
    await t.seed.availability(dealer.shop.id, product.id, true);
    const rider = await t.seed.user({ role: 'USER', name: 'Ravi Kumar', contact: '9811122233' });
    return { ...dealer, product, rider, booking: { productId: product.id, locationId: location.id, shopId: dealer.shop.id } };
  }

  describe('opening', () => {
    it('opens a lead for an offer request through REST, answering 201 with the message and the lead, assigned by city', async () => {
      const form = await offerForm({ cityName: 'PUNE' });
      const res = await t.api.post('/api/leads/offer-request').send(form);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: OFFER_MESSAGE, leadId: expect.any(String) });
      expect(await leadRow(res.body.leadId)).toMatchObject({
        source: 'offer_request',
        status: 'new',
        name: 'Kavya Iyer',
        email: 'kavya@example.com',
        phone: '9876543210',
        cityName: 'PUNE',
        productId: form.productId,
        agentId: pune.id,
      });
      expect(await auditOf(res.body.leadId)).toEqual(['lead.assigned', 'lead.opened']);
    });

    it('opens a lead for an offer request through GraphQL requestOffer', async () => {
      const res = await t.gql(REQUEST_OFFER, { input: await offerForm({ cityName: 'Surat' }) });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.requestOffer).toEqual({ message: OFFER_MESSAGE, leadId: expect.any(String) });
      expect(await leadRow(res.body.data.requestOffer.leadId)).toMatchObject({ source: 'offer_request', agentId: surat.id, cityName: 'Surat' });
    });

    it('opens a lead for every test-ride request, REST and GraphQL, with the customer, product and shop city', async () => {
      const s = await rideScene();
      const booked = await t.api.as(s.rider).post('/api/test-drive').send(s.booking);
      expect(booked.status).toBe(201);
      const rideId = booked.body.data?._id ?? booked.body._id ?? booked.body.data?.id;
      const [lead] = await t.db.select().from(leads).where(eq(leads.testDriveId, rideId));
      expect(lead).toMatchObject({
        source: 'test_ride',
        name: 'Ravi Kumar',
        email: s.rider.email,
        phone: '9811122233',
        cityName: 'Pune',
        productId: s.product.id,
        agentId: pune.id,
      });

      const other = await t.seed.product({ name: 'TVS iQube' });
      await t.seed.availability(s.shop.id, other.id, true);
      const gql = await t.gql.as(s.rider)(`mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id } }`, {
        input: { ...s.booking, productId: other.id },
      });
      expect(gql.body.errors).toBeUndefined();
      const [second] = await t.db.select().from(leads).where(eq(leads.testDriveId, gql.body.data.bookTestDrive.id));
      expect(second).toMatchObject({ source: 'test_ride', productId: other.id });
    });

    it('opens a lead for every contact enquiry, REST and GraphQL, and none for a career application', async () => {
      const form = { name: 'Arjun Mehta', email: 'arjun@example.com', phone: '098765 43210', message: 'Looking for a family EV' };
      const rest = await t.api.post('/api/contact').send(form);
      expect(rest.status).toBe(201);
      const [lead] = await t.db.select().from(leads).where(eq(leads.enquiryId, rest.body.data._id));
      expect(lead).toMatchObject({ source: 'enquiry', name: 'Arjun Mehta', email: 'arjun@example.com', phone: '9876543210', cityName: null });
      expect(lead!.agentId).not.toBeNull();

      const gql = await t.gql(`mutation($input: EnquiryInput!) { sendEnquiry(kind: CONTACT, input: $input) { id } }`, { input: form });
      expect((await t.db.select().from(leads).where(eq(leads.enquiryId, gql.body.data.sendEnquiry.id))).length).toBe(1);

      const career = await t.api.post('/api/career').send(form);
      expect((await t.db.select().from(leads).where(eq(leads.enquiryId, career.body.data._id))).length).toBe(0);
    });
  });

  describe('the public form', () => {
    it('checks every field with the forms’ messages and writes nothing', async () => {
      const before = (await t.db.select().from(leads)).length;
      const empty = await t.api.post('/api/leads/offer-request').send({});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({
        name: 'Name is required',
        email: 'Email is required',
        contact: 'Phone is required',
        cityName: 'City is required',
        productId: 'Product is required',
      });
      const bad = await t.api
        .post('/api/leads/offer-request')
        .send(await offerForm({ email: 'nope', contact: '98765', name: 'n'.repeat(101), cityName: 'c'.repeat(101) }));
      expect(bad.body.errors).toEqual({
        name: 'Name must be at most 100 characters',
        email: 'Invalid email',
        contact: 'Phone must be 10 digits',
        cityName: 'City must be at most 100 characters',
      });
      const gql = await t.gql(REQUEST_OFFER, { input: await offerForm({ contact: '12' }) });
      expect(gql.body.errors[0]).toMatchObject({
        message: 'Phone must be 10 digits',
        extensions: { code: 'BAD_USER_INPUT', fields: { contact: 'Phone must be 10 digits' } },
      });
      const unknown = await t.api.post('/api/leads/offer-request').send(await offerForm({ productId: 'no-such-product' }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ productId: 'Product not found' });
      expect((await t.db.select().from(leads)).length).toBe(before);
    });
  });

  describe('an agent works own leads', () => {
    it('lists only the agent’s own leads, by status, through GraphQL and REST', async () => {
      const mine = await offerLead({ cityName: 'Pune' });
      const theirs = await offerLead({ cityName: 'Surat' });
      const res = await t.gql.as(pune)(MY_LEADS, { limit: 100 });
      expect(res.body.errors).toBeUndefined();
      const ids = res.body.data.myLeads.items.map((l: { id: string }) => l.id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(theirs);
      expect(res.body.data.myLeads.items.every((l: { agent: { id: string } }) => l.agent.id === pune.id)).toBe(true);
      expect(res.body.data.myLeads.total).toBe(ids.length);

      const rest = await t.api.as(pune).get('/api/leads/mine?status=new&limit=100');
      expect(rest.status).toBe(200);
      expect(rest.body.data.map((l: { _id: string }) => l._id)).toContain(mine);
      expect(rest.body.data.every((l: { status: string; agentId: string }) => l.status === 'new' && l.agentId === pune.id)).toBe(true);
      expect(rest.body.total).toBe(rest.body.data.length);
      expect((await t.api.as(pune).get('/api/leads/mine?limit=1000')).body.data.length).toBeLessThanOrEqual(100);
    });

    it('moves a lead from new to won with follow-up dates and notes, each on the timeline and in the audit', async () => {
      const id = await offerLead({ cityName: 'Pune' });
      const step = async (input: Record<string, unknown>) => {
        const res = await t.gql.as(pune)(UPDATE, { id, input });
        expect(res.body.errors).toBeUndefined();
        return res.body.data.updateLead;
      };
      expect(await step({ status: 'CONTACTED', nextFollowUpOn: inDays(2), note: 'Called, wants the blue one' })).toMatchObject({
        status: 'CONTACTED',
        nextFollowUpOn: inDays(2),
        overdue: false,
      });
      await step({ status: 'INTERESTED' });
      // REST does the same
      const rest = await t.api.as(pune).put(`/api/leads/${id}`).send({ status: 'test_ride_booked', nextFollowUpOn: null });
      expect(rest.status).toBe(200);
      expect(rest.body.data).toMatchObject({ status: 'test_ride_booked', nextFollowUpOn: null });
      const won = await step({ status: 'WON' });
      expect(won.status).toBe('WON');
      const texts = won.timeline.map((e: { text: string }) => e.text);
      expect(texts).toEqual([
        'Lead opened: Offer request',
        'Assigned to Pune Agent',
        'Status: New → Contacted',
        `Next follow-up: ${inDays(2)}`,
        'Note: Called, wants the blue one',
        'Status: Contacted → Interested',
        'Status: Interested → Test ride booked',
        'Follow-up date cleared',
        'Status: Test ride booked → Won',
      ]);
      expect(await leadRow(id)).toMatchObject({ status: 'won', contactedAt: expect.any(Date), testRideAt: expect.any(Date), wonAt: expect.any(Date) });
      const audit = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'lead.updated'), arrayContains(auditEvents.targetKeys, [`lead:${id}`])));
      expect(audit).toHaveLength(4);
      expect(audit[0]).toMatchObject({ actorId: pune.id, actorRole: 'AGENT' });
      expect(audit.map((e) => e.changes.status)).toEqual(
        expect.arrayContaining([
          { from: 'new', to: 'contacted' },
          { from: 'test_ride_booked', to: 'won' },
        ]),
      );
    });

    it('marks an open lead whose follow-up date has passed as overdue, never a closed one', async () => {
      const id = await offerLead({ cityName: 'Pune' });
      await t.db
        .update(leads)
        .set({ nextFollowUpOn: inDays(-1) })
        .where(eq(leads.id, id));
      expect((await t.gql.as(pune)(LEAD, { id })).body.data.lead.overdue).toBe(true);
      expect((await t.api.as(pune).get(`/api/leads/${id}`)).body.data.overdue).toBe(true);
      await t.gql.as(pune)(UPDATE, { id, input: { status: 'LOST', lostReason: 'Bought elsewhere' } });
      expect((await t.gql.as(pune)(LEAD, { id })).body.data.lead.overdue).toBe(false);
    });

    it('needs a reason to mark a lead lost, through GraphQL and REST', async () => {
      const id = await offerLead({ cityName: 'Pune' });
      const gql = await t.gql.as(pune)(UPDATE, { id, input: { status: 'LOST' } });
      expect(gql.body.errors[0]).toMatchObject({
        message: 'A reason is required when a lead is lost',
        extensions: { code: 'BAD_USER_INPUT', fields: { lostReason: 'A reason is required when a lead is lost' } },
      });
      const rest = await t.api.as(pune).put(`/api/leads/${id}`).send({ status: 'lost', lostReason: '  ' });
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ lostReason: 'A reason is required when a lead is lost' });
      expect((await leadRow(id)).status).toBe('new');
      const lost = await t.api.as(pune).put(`/api/leads/${id}`).send({ status: 'lost', lostReason: 'Budget too small' });
      expect(lost.body.data).toMatchObject({ status: 'lost', lostReason: 'Budget too small' });
      expect(lost.body.data.timeline.at(-1).text).toBe('Status: New → Lost (Budget too small)');
      const tooLong = await t.api
        .as(pune)
        .put(`/api/leads/${id}`)
        .send({ note: 'n'.repeat(2001), nextFollowUpOn: '2026-02-31' });
      expect(tooLong.body.errors).toEqual({ note: 'Note must be at most 2000 characters', nextFollowUpOn: 'Follow-up date must be a date (YYYY-MM-DD)' });
    });

    it('refuses another agent’s lead with FORBIDDEN (403) and changes nothing; an admin changes any lead', async () => {
      const id = await offerLead({ cityName: 'Surat' });
      const gql = await t.gql.as(pune)(UPDATE, { id, input: { status: 'CONTACTED' } });
      expect(gql.body.errors[0]).toMatchObject({ message: 'This lead is assigned to another agent', extensions: { code: 'FORBIDDEN' } });
      expect((await t.gql.as(pune)(LEAD, { id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      const rest = await t.api.as(pune).put(`/api/leads/${id}`).send({ status: 'contacted' });
      expect(rest.status).toBe(403);
      expect((await t.api.as(pune).get(`/api/leads/${id}`)).status).toBe(403);
      expect((await leadRow(id)).status).toBe('new');

      const byAdmin = await t.gql.as(admin)(UPDATE, { id, input: { status: 'CONTACTED', note: 'Admin called' } });
      expect(byAdmin.body.errors).toBeUndefined();
      expect(byAdmin.body.data.updateLead.status).toBe('CONTACTED');
      expect((await t.api.as(admin).put(`/api/leads/${id}`).send({ status: 'interested' })).body.data.status).toBe('interested');
      expect((await t.gql.as(pune)(UPDATE, { id: 'no-such-lead', input: { note: 'x' } })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('refuses the agents’ calls to guests, customers and dealers', async () => {
      const dealer = (await t.seed.dealer()).user;
      expect((await t.gql(MY_LEADS)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      for (const who of [customer, dealer]) {
        expect((await t.gql.as(who)(MY_LEADS)).body.errors[0].extensions.code).toBe('FORBIDDEN');
        expect((await t.api.as(who).get('/api/leads/mine')).status).toBe(403);
      }
      expect((await t.gql.as(pune)(LEADS)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.api.as(pune).get('/api/leads')).status).toBe(403);
    });
  });

  describe('the ride’s changes on the lead’s timeline', () => {
    it('adds the dealer’s confirm and complete to the lead of the ride, and counts the test ride in the funnel', async () => {
      const s = await rideScene();
      const booked = await t.api.as(s.rider).post('/api/test-drive').send(s.booking);
      const rideId = booked.body.data._id;
      const [lead] = await t.db.select().from(leads).where(eq(leads.testDriveId, rideId));
      await t.api.as(s.user).put(`/api/test-drive/${rideId}/status`).send({ status: 'confirmed' }).expect(200);
      await t.gql.as(s.user)('mutation($id: ID!) { setTestDriveStatus(id: $id, status: COMPLETED) { id } }', { id: rideId });
      const res = await t.gql.as(pune)(LEAD, { id: lead!.id });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.lead.timeline.map((e: { kind: string; text: string }) => [e.kind, e.text])).toEqual([
        ['OPENED', 'Lead opened: Test ride request'],
        ['ASSIGNED', 'Assigned to Pune Agent'],
        ['RIDE_CHANGED', 'Test ride confirmed (dealer)'],
        ['RIDE_CHANGED', 'Test ride completed (dealer)'],
      ]);
      const rest = await t.api.as(admin).get(`/api/leads/${lead!.id}`);
      expect(rest.body.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['opened', 'assigned', 'ride_changed', 'ride_changed']);
      expect((await leadRow(lead!.id)).testRideAt).toEqual(expect.any(Date));
    });
  });

  describe('admins find and assign leads', () => {
    it('filters by status, city, agent and unassigned through GraphQL and REST', async () => {
      const puneLead = await offerLead({ cityName: 'pune' });
      const suratLead = await offerLead({ cityName: 'Surat' });
      const orphan = await offerLead({ cityName: 'Nagpur' });
      await t.db.update(leads).set({ agentId: null }).where(eq(leads.id, orphan));

      const q = async (filter: Record<string, unknown>) => {
        const res = await t.gql.as(admin)(LEADS, { filter, limit: 100 });
        expect(res.body.errors).toBeUndefined();
        return res.body.data.leads.items.map((l: { id: string }) => l.id);
      };
      expect(await q({ cityName: 'PUNE' })).toContain(puneLead);
      expect(await q({ cityName: 'PUNE' })).not.toContain(suratLead);
      expect(await q({ agentId: surat.id })).toContain(suratLead);
      expect(await q({ agentId: surat.id })).not.toContain(puneLead);
      expect(await q({ unassigned: true })).toEqual([orphan]);
      expect(await q({ status: 'NEW', cityName: 'Nagpur' })).toEqual([orphan]);

      const rest = await t.api.as(admin).get(`/api/leads?cityName=surat&status=new&limit=100`);
      expect(rest.status).toBe(200);
      expect(rest.body.data.map((l: { _id: string }) => l._id)).toContain(suratLead);
      expect(rest.body.data.every((l: { cityName: string }) => l.cityName.toLowerCase() === 'surat')).toBe(true);
      expect(rest.body.total).toBe(rest.body.data.length);
      const unassigned = await t.api.as(admin).get('/api/leads?unassigned=true');
      expect(unassigned.body).toMatchObject({ total: 1, data: [expect.objectContaining({ _id: orphan, agentId: null })] });
      expect((await t.api.as(admin).get(`/api/leads?agentId=${pune.id}`)).body.data.every((l: { agentId: string }) => l.agentId === pune.id)).toBe(true);

      const bad = await t.api.as(admin).get('/api/leads?status=maybe&unassigned=sometimes&limit=0');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({ status: 'Invalid status', unassigned: 'Unassigned must be true or false' });
      expect((await t.api.as(admin).get('/api/leads?cityName=' + 'x'.repeat(101))).status).toBe(400);
    });

    it('assigns a lead to an agent through GraphQL and REST, refusing a non-agent', async () => {
      const id = await offerLead({ cityName: 'Pune' });
      const res = await t.gql.as(admin)(ASSIGN, { id, agentId: surat.id });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.assignLead.agent).toEqual({ id: surat.id });
      expect(res.body.data.assignLead.timeline.at(-1).text).toBe('Assigned to Surat Agent');
      const back = await t.api.as(admin).put(`/api/leads/${id}/agent`).send({ agentId: pune.id });
      expect(back.status).toBe(200);
      expect(back.body.data.agentId).toBe(pune.id);
      const notAgent = await t.gql.as(admin)(ASSIGN, { id, agentId: customer.id });
      expect(notAgent.body.errors[0]).toMatchObject({ message: 'Agent not found', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await t.api.as(admin).put(`/api/leads/missing/agent`).send({ agentId: pune.id })).status).toBe(404);
      const audit = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'lead.assigned'), arrayContains(auditEvents.targetKeys, [`lead:${id}`])));
      expect(audit.map((e) => e.changes.agentId)).toEqual(
        expect.arrayContaining([
          { from: pune.id, to: surat.id },
          { from: surat.id, to: pune.id },
        ]),
      );
      expect((await t.gql.as(pune)(ASSIGN, { id, agentId: pune.id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it('draws the funnel per city and per agent for a date range', async () => {
      const city = `Funnelpur${Math.random().toString(16).slice(2, 6)}`;
      const ids = [await offerLead({ cityName: city }), await offerLead({ cityName: city }), await offerLead({ cityName: city })];
      await t.gql.as(admin)(UPDATE, { id: ids[0], input: { status: 'CONTACTED' } });
      await t.gql.as(admin)(UPDATE, { id: ids[1], input: { status: 'TEST_RIDE_BOOKED' } });
      await t.gql.as(admin)(UPDATE, { id: ids[1], input: { status: 'WON' } });
      await t.gql.as(admin)(UPDATE, { id: ids[2], input: { status: 'LOST', lostReason: 'No answer' } });

      const res = await t.gql.as(admin)(FUNNEL, { from: inDays(-1), to: today(), groupBy: 'CITY' });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.leadFunnel).toContainEqual({ key: city.toLowerCase(), label: city, leads: 3, contacted: 2, testRide: 1, won: 1 });
      const byAgent = await t.api.as(admin).get(`/api/leads/funnel?from=${inDays(-1)}&to=${today()}&groupBy=agent`);
      expect(byAgent.status).toBe(200);
      const total = byAgent.body.data.reduce((n: number, row: { leads: number }) => n + row.leads, 0);
      expect(total).toBe(res.body.data.leadFunnel.reduce((n: number, row: { leads: number }) => n + row.leads, 0));
      expect(byAgent.body.data.find((row: { key: string }) => row.key === pune.id)).toMatchObject({ label: 'Pune Agent' });
      // nothing before the range
      expect((await t.gql.as(admin)(FUNNEL, { from: '2020-01-01', to: '2020-12-31', groupBy: 'AGENT' })).body.data.leadFunnel).toEqual([]);
      const bad = await t.api.as(admin).get(`/api/leads/funnel?from=2026-02-01&to=2025-01-01&groupBy=city`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ to: 'From must be on or before To' });
      expect((await t.api.as(admin).get(`/api/leads/funnel?from=2020-01-01&to=2026-01-01&groupBy=city`)).body.errors).toEqual({
        to: 'The date range can be at most 366 days',
      });
      expect((await t.api.as(admin).get(`/api/leads/funnel?from=2025-01-01&to=2025-02-01&groupBy=shop`)).body.errors).toEqual({
        groupBy: 'Group by must be CITY or AGENT',
      });
    });
  });

  describe('dealers answer offer requests', () => {
    it('shows a dealer only its city’s offer requests, sends an offer that is mailed to the shopper, once per shop', async () => {
      const location = await t.seed.location({ cityName: 'Surat' });
      const dealer = await t.seed.dealer({ location, shop: { shopName: 'Surat EV Hub', phone: '9825000001' } });
      const nearby = await offerLead({ cityName: 'surat', email: 'buyer@example.com', name: 'Neha Shah' });
      const elsewhere = await offerLead({ cityName: 'Pune' });

      const list = await t.gql.as(dealer.user)(OFFER_REQUESTS);
      expect(list.body.errors).toBeUndefined();
      const ids = list.body.data.offerRequestsForMyShop.items.map((r: { id: string }) => r.id);
      expect(ids).toContain(nearby);
      expect(ids).not.toContain(elsewhere);
      expect(list.body.data.offerRequestsForMyShop.items.find((r: { id: string }) => r.id === nearby)).toMatchObject({ name: 'Neha Shah', myOffer: null });
      const restList = await t.api.as(dealer.user).get('/api/leads/offer-requests');
      expect(restList.body.data.map((r: { _id: string }) => r._id)).toEqual(ids);
      expect(restList.body.data[0]).not.toHaveProperty('email');

      const validUntil = inDays(7);
      const sent = await t.gql.as(dealer.user)(SEND_OFFER, { leadId: nearby, input: { price: 145000, validUntil, note: 'Free helmet' } });
      expect(sent.body.errors).toBeUndefined();
      expect(sent.body.data.sendOffer).toMatchObject({ price: 145000, validUntil, note: 'Free helmet', shopName: 'Surat EV Hub' });
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, 'buyer@example.com'), eq(mailOutbox.kind, 'lead.offer')));
      expect(mail).toMatchObject({ subject: 'Your on-road offer for Ather 450X', status: 'waiting' });
      expect(mail!.text).toContain('Hello Neha Shah,');
      expect(mail!.text).toContain('Surat EV Hub has sent you an offer for the Ather 450X:');
      expect(mail!.text).toContain('On-road price: ₹1,45,000');
      expect(mail!.text).toContain(`Valid until: ${validUntil}`);
      expect(mail!.text).toContain('Note from the dealer: Free helmet');
      expect(mail!.text).toContain('Call the dealer: 9825000001');
      expect(await auditOf(nearby)).toContain('lead.offer_sent');

      const again = await t.api.as(dealer.user).post(`/api/leads/${nearby}/offers`).send({ price: 140000, validUntil });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'Your shop has already sent an offer for this request' });
      const mine = await t.gql.as(dealer.user)(OFFER_REQUESTS);
      expect(mine.body.data.offerRequestsForMyShop.items.find((r: { id: string }) => r.id === nearby).myOffer).toMatchObject({ price: 145000 });
      const lead = await t.gql.as(admin)(LEAD, { id: nearby });
      expect(lead.body.data.lead.offers).toEqual([{ price: 145000, validUntil, shopName: 'Surat EV Hub' }]);
      expect(lead.body.data.lead.timeline.at(-1).text).toBe('Offer sent by Surat EV Hub: ₹1,45,000');
    });

    it('sends an offer through REST, and refuses another city’s request, a bad price or date, and a non-offer lead', async () => {
      const location = await t.seed.location({ cityName: 'Surat' });
      const dealer = await t.seed.dealer({ location, shop: { shopName: 'Second Surat Shop' } });
      const nearby = await offerLead({ cityName: 'Surat', email: 'rest-buyer@example.com' });
      const elsewhere = await offerLead({ cityName: 'Pune' });
      const rest = await t.api.as(dealer.user).post(`/api/leads/${nearby}/offers`).send({ price: '99000', validUntil: today() });
      expect(rest.status).toBe(201);
      expect(rest.body.data).toMatchObject({ price: 99000, validUntil: today(), shopName: 'Second Surat Shop' });
      expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'rest-buyer@example.com'))).length).toBe(1);

      const other = await t.gql.as(dealer.user)(SEND_OFFER, { leadId: elsewhere, input: { price: 1000, validUntil: today() } });
      expect(other.body.errors[0]).toMatchObject({ message: "This offer request is not for your shop's city", extensions: { code: 'FORBIDDEN' } });
      const bad = await t.api
        .as(dealer.user)
        .post(`/api/leads/${elsewhere}/offers`)
        .send({ price: 0, validUntil: '2020-01-01', note: 'n'.repeat(1001) });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ price: 'Price must be a whole number of rupees from 1 to 10,00,00,000', note: 'Note must be at most 1000 characters' });
      expect(
        (
          await t.api
            .as(dealer.user)
            .post(`/api/leads/${nearby}/offers`)
            .send({ price: 1000, validUntil: inDays(-1) })
        ).body.errors,
      ).toEqual({ validUntil: 'Valid until must be today or later' });
      expect(
        (
          await t.api
            .as(dealer.user)
            .post(`/api/leads/${nearby}/offers`)
            .send({ price: 1000, validUntil: inDays(120) })
        ).body.errors,
      ).toEqual({ validUntil: 'An offer can be valid for at most 90 days' });
      const enquiry = await t.api.post('/api/contact').send({ name: 'A B', email: 'ab@example.com', phone: '9876543210', message: 'Hi' });
      const [enquiryLead] = await t.db.select().from(leads).where(eq(leads.enquiryId, enquiry.body.data._id));
      expect((await t.api.as(dealer.user).post(`/api/leads/${enquiryLead!.id}/offers`).send({ price: 1000, validUntil: today() })).status).toBe(409);
      expect((await t.gql.as(pune)(OFFER_REQUESTS)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });
});
