import { eq, inArray } from 'drizzle-orm';
import { leads } from '../../db/schema';
import { useTestApp } from '../../../test/helpers';

const form = (productId: string, cityName: string) => ({ name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210', cityName, productId });
const REQUEST_OFFER = `mutation($input: RequestOfferInput!) { requestOffer(input: $input) { leadId } }`;

describe('who gets a new lead, and the public form’s budget', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });

  const agentOf = async (leadId: string) => (await t.db.select({ agentId: leads.agentId }).from(leads).where(eq(leads.id, leadId)))[0]!.agentId;

  it('leaves a lead unassigned while there is no agent', async () => {
    const product = await t.seed.product();
    const res = await t.api.post('/api/leads/offer-request').send(form(product.id, 'Pune'));
    expect(res.status).toBe(201);
    expect(await agentOf(res.body.leadId)).toBeNull();
  });

  it('gives a lead to an agent of its city (any case), otherwise round robin among all agents, and never twice to one agent at once', async () => {
    const product = await t.seed.product();
    const a = await t.seed.user({ role: 'AGENT', name: 'A' });
    const b = await t.seed.user({ role: 'AGENT', name: 'B' });
    const c = await t.seed.user({ role: 'AGENT', name: 'C' });
    expect(
      (
        await t.api
          .as(admin)
          .put(`/api/leads/agents/${a.id}/cities`)
          .send({ cities: ['Pune'] })
      ).status,
    ).toBe(200);
    const agents = await t.gql.as(admin)('{ leadAgents { id cities } }');
    expect(agents.body.data.leadAgents).toEqual(
      expect.arrayContaining([
        { id: a.id, cities: ['Pune'] },
        { id: b.id, cities: [] },
      ]),
    );

    const open = async (city: string) => (await t.gql(REQUEST_OFFER, { input: form(product.id, city) })).body.data.requestOffer.leadId as string;
    // by city, whoever waited longest
    expect(await agentOf(await open('pune'))).toBe(a.id);
    expect(await agentOf(await open('PUNE'))).toBe(a.id);
    // no agent for Nagpur: round robin, the one never given a lead first, then the one given one longest ago
    expect(await agentOf(await open('Nagpur'))).toBe(b.id);
    expect(await agentOf(await open('Nagpur'))).toBe(c.id);
    expect(await agentOf(await open('Nagpur'))).toBe(a.id);
    expect(await agentOf(await open('Nagpur'))).toBe(b.id);

    // three leads opened at once go to the three agents, one each (the turn is taken in SQL, under a lock)
    const answers = await Promise.all(Array.from({ length: 3 }, () => t.api.post('/api/leads/offer-request').send(form(product.id, 'Indore'))));
    const ids = answers.map((res) => res.body.leadId as string);
    const rows = await t.db.select({ agentId: leads.agentId }).from(leads).where(inArray(leads.id, ids));
    expect(rows.map((r) => r.agentId).sort()).toEqual([a.id, b.id, c.id].sort());
  });

  it('shares the contact form’s budget of 20 submissions per address and hour, then answers 429 with Retry-After', async () => {
    const product = await t.seed.product();
    // 1 + 6 + 3 above from this address; the contact form adds more
    const enquiry = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'Hello' };
    for (let i = 0; i < 5; i++) expect((await t.api.post('/api/contact').send(enquiry)).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await t.api.post('/api/leads/offer-request').send(form(product.id, 'Pune'))).status).toBe(201);
    // a form with mistakes is not counted
    expect((await t.api.post('/api/leads/offer-request').send({})).status).toBe(400);
    const refused = await t.api.post('/api/leads/offer-request').send(form(product.id, 'Pune'));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect((await t.api.post('/api/contact').send(enquiry)).status).toBe(429);
    const gql = await t.gql(REQUEST_OFFER, { input: form(product.id, 'Pune') });
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
