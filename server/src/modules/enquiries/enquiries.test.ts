import { eq } from 'drizzle-orm';
import { enquiries } from '../../db/schema';
import { useTestApp } from '../../../test/helpers';

const form = { name: 'Asha Rao', email: 'Asha@Example.com', phone: '9876543210', message: 'Do you have an Ather 450X in stock?' };

describe('enquiries', () => {
  const { t, admin, customer, dealer } = useTestApp({ cast: ['admin', 'customer', 'dealer'] });

  const countOf = async (kind: 'contact' | 'career') => (await t.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.kind, kind))).length;

  describe('REST sending', () => {
    it.each([
      ['contact', 'Contact form submibted successfully'],
      ['career', 'Career form submibted successfully'],
    ] as const)('lets a guest send a %s form', async (kind, message) => {
      const res = await t.api.post(`/api/${kind}`).send(form);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message,
        data: {
          _id: expect.any(String),
          name: 'Asha Rao',
          email: 'asha@example.com',
          phone: '9876543210',
          message: form.message,
          createdAt: expect.any(String),
        },
      });
      const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, res.body.data._id));
      expect(row.kind).toBe(kind);
    });

    it('lets a signed-in user send a form too', async () => {
      expect((await t.api.as(customer).post('/api/contact').send(form)).status).toBe(201);
    });

    it('answers every missing field with the spec messages and writes nothing', async () => {
      const before = await countOf('contact');
      const res = await t.api.post('/api/contact').send({});
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ name: 'Name is required', email: 'Email is required', phone: 'Phone is required', message: 'Message is required' });
      expect(await countOf('contact')).toBe(before);
    });

    it('checks the e-mail and the 10-digit phone', async () => {
      const before = await countOf('career');
      const res = await t.api.post('/api/career').send({ ...form, email: 'not-an-email', phone: '98765' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ email: 'Invalid email', phone: 'Phone must be 10 digits' });
      expect((await t.api.post('/api/career').send({ ...form, phone: '98765432101' })).body.errors).toEqual({ phone: 'Phone must be 10 digits' });
      expect(await countOf('career')).toBe(before);
    });

    it('caps the length of name and message with clear messages', async () => {
      const res = await t.api.post('/api/contact').send({ ...form, name: 'n'.repeat(101), message: 'm'.repeat(5001) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ name: 'Name must be at most 100 characters', message: 'Message must be at most 5000 characters' });
      expect((await t.api.post('/api/contact').send({ ...form, message: 'm'.repeat(5000) })).status).toBe(201);
    });
  });

  describe('REST reading', () => {
    it.each([
      ['contact', '/api/contact/getContacts'],
      ['career', '/api/career/getCareers'],
    ] as const)('shows an admin the %s submissions newest first, and only those', async (kind, listPath) => {
      const other = kind === 'contact' ? 'career' : 'contact';
      const old = await t.seed.enquiry({ kind, name: 'Old', createdAt: new Date('2024-01-01T00:00:00Z') });
      const recent = await t.seed.enquiry({ kind, name: 'Recent', createdAt: new Date('2099-01-01T00:00:00Z') });
      const middle = await t.seed.enquiry({ kind, name: 'Middle', createdAt: new Date('2050-01-01T00:00:00Z') });
      const elsewhere = await t.seed.enquiry({ kind: other, name: 'Elsewhere' });

      const res = await t.api.as(admin).get(listPath);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const ids = res.body.data.map((e: { _id: string }) => e._id);
      expect(ids.slice(0, 2)).toEqual([recent.id, middle.id]);
      expect(ids.indexOf(old.id)).toBeGreaterThan(1);
      expect(ids).not.toContain(elsewhere.id);
      expect(res.body.data[0]).toEqual({
        _id: recent.id,
        name: 'Recent',
        email: recent.email,
        phone: recent.phone,
        message: recent.message,
        createdAt: '2099-01-01T00:00:00.000Z',
        // beside the spec's fields: not handled yet
        handledAt: null,
        handledBy: null,
      });
    });

    it('refuses the lists to a guest with 401 and to a customer or dealer with 403', async () => {
      for (const listPath of ['/api/contact/getContacts', '/api/career/getCareers']) {
        expect((await t.api.get(listPath)).status).toBe(401);
        for (const user of [customer, dealer]) {
          const res = await t.api.as(user).get(listPath);
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ message: 'You do not have permission to do this' });
        }
      }
    });
  });

  describe('GraphQL', () => {
    const SEND = `mutation($kind: EnquiryKind!, $input: EnquiryInput!) { sendEnquiry(kind: $kind, input: $input) { id kind name email phone message createdAt } }`;
    const LIST = `query($kind: EnquiryKind!) { enquiries(kind: $kind) { id kind name createdAt } }`;

    it('lets a guest send an enquiry of either kind', async () => {
      for (const kind of ['CONTACT', 'CAREER']) {
        const res = await t.gql(SEND, { kind, input: form });
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data.sendEnquiry).toMatchObject({ kind, name: 'Asha Rao', email: 'asha@example.com' });
        const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, res.body.data.sendEnquiry.id));
        expect(row.kind).toBe(kind.toLowerCase());
      }
    });

    it('returns field messages under BAD_USER_INPUT', async () => {
      const res = await t.gql(SEND, { kind: 'CONTACT', input: { ...form, phone: '12' } });
      expect(res.body.errors[0]).toMatchObject({
        message: 'Phone must be 10 digits',
        extensions: { code: 'BAD_USER_INPUT', fields: { phone: 'Phone must be 10 digits' } },
      });
    });

    it('lists one kind newest first for an admin', async () => {
      const latest = await t.seed.enquiry({ kind: 'career', name: 'Latest applicant', createdAt: new Date('2199-01-01T00:00:00Z') });
      const res = await t.gql.as(admin)(LIST, { kind: 'CAREER' });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.enquiries[0]).toMatchObject({ id: latest.id, kind: 'CAREER', name: 'Latest applicant' });
      expect(res.body.data.enquiries.every((e: { kind: string }) => e.kind === 'CAREER')).toBe(true);
    });

    it('answers UNAUTHENTICATED to a guest and FORBIDDEN to a customer or dealer', async () => {
      expect((await t.gql(LIST, { kind: 'CONTACT' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.gql.as(customer)(LIST, { kind: 'CONTACT' })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql.as(dealer)(LIST, { kind: 'CONTACT' })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });
});
