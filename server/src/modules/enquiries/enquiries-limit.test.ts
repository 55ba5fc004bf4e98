import { enquiries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';

const form = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'Do you have an Ather 450X in stock?' };
const SEND = `sendEnquiry(kind: CONTACT, input: { name: "Asha Rao", email: "asha@example.com", phone: "9876543210", message: "Hello" }) { id }`;

describe('contact and career forms: 20 submissions per address per hour, whichever door', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = async () => (await t.db.select({ id: enquiries.id }).from(enquiries)).length;

  it('shares one budget between contact, career, REST, GraphQL aliases and batches, then answers 429 with Retry-After', async () => {
    expect(t.config.limits.enquiriesPerIpHour).toBe(20);
    for (let i = 0; i < 8; i++) expect((await t.api.post('/api/contact').send(form)).status).toBe(201);
    for (let i = 0; i < 7; i++) expect((await t.api.post('/api/career').send(form)).status).toBe(201);
    // a form with mistakes is not counted
    expect((await t.api.post('/api/contact').send({})).status).toBe(400);

    // 5 aliases in one request count as 5 submissions
    const aliases = Array.from({ length: 5 }, (_, i) => `a${i}: ${SEND}`).join(' ');
    const aliased = await t.api.post('/graphql').send({ query: `mutation { ${aliases} }` });
    expect(aliased.body.errors).toBeUndefined();
    expect(await stored()).toBe(20);

    const rest = await t.api.post('/api/contact').send(form);
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect((await t.api.post('/api/career').send(form)).status).toBe(429);

    const batch = await t.api.post('/graphql').send(Array.from({ length: 3 }, () => ({ query: `mutation { ${SEND} }` })));
    for (const result of batch.body as { errors: { extensions: { code: string; retryAfter: number } }[] }[]) {
      expect(result.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    }
    expect(await stored()).toBe(20);
  });
});
