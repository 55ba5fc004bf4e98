import { eq } from 'drizzle-orm';
import { enquiries, users } from '../../db/schema';
import { useTestApp } from '../../../test/helpers';

const MARK = `mutation($id: ID!, $handled: Boolean!) { setEnquiryHandled(id: $id, handled: $handled) { id handledAt handledBy { id name } } }`;
const LIST = `query($kind: EnquiryKind!, $handled: Boolean) { enquiryCount(kind: $kind, handled: $handled) enquiries(kind: $kind, handled: $handled, limit: 100) { id handledAt handledBy { name } } }`;

describe('contact and career submissions handled by an admin', () => {
  const { t, admin, superadmin, customer, dealer, agent } = useTestApp({ cast: ['admin', 'superadmin', 'customer', 'dealer', 'agent'] });

  const rowOf = async (id: string) => (await t.db.select().from(enquiries).where(eq(enquiries.id, id)))[0];

  it('marks a submission handled by the admin, now, and unhandled again', async () => {
    const enquiry = await t.seed.enquiry({ kind: 'contact', name: 'To handle' });
    const before = Date.now();
    const res = await t.gql.as(admin)(MARK, { id: enquiry.id, handled: true });
    expect(res.body.errors).toBeUndefined();
    const marked = res.body.data.setEnquiryHandled;
    expect(marked.handledBy).toEqual({ id: admin.id, name: admin.name });
    expect(new Date(marked.handledAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await rowOf(enquiry.id)).toMatchObject({ handledBy: admin.id, handledAt: expect.any(Date) });

    // marked again by another admin: who handled it first, and when, stays
    const again = await t.gql.as(superadmin)(MARK, { id: enquiry.id, handled: true });
    expect(again.body.data.setEnquiryHandled).toEqual(marked);

    const undone = await t.gql.as(superadmin)(MARK, { id: enquiry.id, handled: false });
    expect(undone.body.data.setEnquiryHandled).toEqual({ id: enquiry.id, handledAt: null, handledBy: null });
    expect(await rowOf(enquiry.id)).toMatchObject({ handledBy: null, handledAt: null });
  });

  it('filters the lists by handled or unhandled through GraphQL and REST, with who handled each and when', async () => {
    const open = await t.seed.enquiry({ kind: 'career', name: 'Open application' });
    const done = await t.seed.enquiry({ kind: 'career', name: 'Done application' });
    expect((await t.gql.as(admin)(MARK, { id: done.id, handled: true })).status).toBe(200);

    const unhandled = (await t.gql.as(admin)(LIST, { kind: 'CAREER', handled: false })).body.data;
    const handled = (await t.gql.as(admin)(LIST, { kind: 'CAREER', handled: true })).body.data;
    const all = (await t.gql.as(admin)(LIST, { kind: 'CAREER' })).body.data;
    const ids = (page: { enquiries: { id: string }[] }) => page.enquiries.map((e) => e.id);
    expect(ids(unhandled)).toContain(open.id);
    expect(ids(unhandled)).not.toContain(done.id);
    expect(ids(handled)).toEqual([done.id]);
    expect(handled.enquiries[0].handledBy).toEqual({ name: admin.name });
    expect(ids(all)).toEqual(expect.arrayContaining([open.id, done.id]));
    expect(unhandled.enquiryCount + handled.enquiryCount).toBe(all.enquiryCount);

    const rest = await t.api.as(admin).get('/api/career/getCareers?handled=true');
    expect(rest.status).toBe(200);
    expect(rest.body.success).toBe(true);
    expect(rest.body.data).toEqual([
      expect.objectContaining({ _id: done.id, name: 'Done application', handledAt: expect.any(String), handledBy: { _id: admin.id, name: admin.name } }),
    ]);
    const restOpen = await t.api.as(admin).get('/api/career/getCareers?handled=false');
    expect(restOpen.body.data.map((e: { _id: string }) => e._id)).toContain(open.id);
    expect(restOpen.body.data.every((e: { handledAt: unknown; handledBy: unknown }) => e.handledAt === null && e.handledBy === null)).toBe(true);
  });

  it('keeps a submission handled when the admin who handled it is deleted, without a name', async () => {
    const leaving = await t.seed.user({ role: 'ADMIN', name: 'Leaving Admin' });
    const enquiry = await t.seed.enquiry({ kind: 'contact', name: 'Handled by someone gone' });
    expect((await t.gql.as(leaving)(MARK, { id: enquiry.id, handled: true })).status).toBe(200);
    await t.db.delete(users).where(eq(users.id, leaving.id));
    expect(await rowOf(enquiry.id)).toMatchObject({ handledBy: null, handledAt: expect.any(Date) });
    const listed = (await t.gql.as(admin)(LIST, { kind: 'CONTACT', handled: true })).body.data.enquiries.find((e: { id: string }) => e.id === enquiry.id);
    expect(listed).toMatchObject({ handledAt: expect.any(String), handledBy: null });
  });

  it('refuses a guest, a customer, a dealer and an agent, and changes nothing', async () => {
    const enquiry = await t.seed.enquiry({ kind: 'contact' });
    expect((await t.gql(MARK, { id: enquiry.id, handled: true })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const who of [customer, dealer, agent]) {
      const res = await t.gql.as(who)(MARK, { id: enquiry.id, handled: true });
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(await rowOf(enquiry.id)).toMatchObject({ handledAt: null, handledBy: null });
    for (const who of [customer, dealer]) expect((await t.api.as(who).get('/api/contact/getContacts?handled=false')).status).toBe(403);
  });

  it('answers NOT_FOUND for an unknown id and a clear 400 for a bad filter, never a 500', async () => {
    const missing = await t.gql.as(admin)(MARK, { id: 'no-such-enquiry', handled: true });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({ message: 'Submission not found', extensions: { code: 'NOT_FOUND' } });
    const bad = await t.api.as(admin).get('/api/contact/getContacts?handled=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Handled must be true or false');
  });
});
