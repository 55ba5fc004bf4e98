import { asc, eq } from 'drizzle-orm';
import { faqs } from '../../db/schema';
import { DEMO_FAQS, seedFaqs } from '../../db/seed/faqs';
import { useTestApp } from '../../../test/helpers';

const LIST = `query Faqs { faqs { id title desc position } }`;
const CREATE = `mutation($input: FaqInput!) { createFaq(input: $input) { id title desc position createdAt updatedAt } }`;
const UPDATE = `mutation($id: ID!, $input: FaqInput!) { updateFaq(id: $id, input: $input) { id title desc position } }`;
const DELETE = `mutation($id: ID!) { deleteFaq(id: $id) }`;
const REORDER = `mutation($ids: [ID!]!) { reorderFaqs(ids: $ids) { id title position } }`;

const question = { title: 'Can I charge at home?', desc: 'Yes, from a 15 A socket with an earth connection.' };

describe('the FAQ', () => {
  const { t, admin, superadmin, customer, dealer, agent } = useTestApp({ cast: ['admin', 'superadmin', 'customer', 'dealer', 'agent'] });

  const rows = () => t.db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.createdAt), asc(faqs.id));
  const titlesShown = async () => ((await t.gql(LIST)).body.data.faqs as { title: string }[]).map((f) => f.title);

  beforeEach(async () => {
    await t.db.delete(faqs);
    t.app.deps.catalogue.changed('faqs');
  });

  describe('reading', () => {
    it('shows every question to a guest, lowest position first, oldest first on a tie', async () => {
      await t.seed.faq({ title: 'Third?', position: 3 });
      await t.seed.faq({ title: 'First?', position: 1, createdAt: new Date('2025-02-01T00:00:00Z') });
      await t.seed.faq({ title: 'Also first, but older?', position: 1, createdAt: new Date('2025-01-01T00:00:00Z') });
      const res = await t.gql(LIST);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.faqs.map((f: { title: string }) => f.title)).toEqual(['Also first, but older?', 'First?', 'Third?']);
      expect(res.body.data.faqs[0]).toEqual({ id: expect.any(String), title: 'Also first, but older?', desc: 'An answer.', position: 1 });
    });

    it('answers an empty list when there are no questions', async () => {
      expect((await t.gql(LIST)).body.data.faqs).toEqual([]);
    });
  });

  describe('admin writes', () => {
    it('lets an admin add questions at the end, edit one and delete one', async () => {
      const first = await t.gql.as(admin)(CREATE, { input: question });
      expect(first.body.errors).toBeUndefined();
      expect(first.body.data.createFaq).toMatchObject({ ...question, position: 1, createdAt: expect.any(String) });
      const second = await t.gql.as(admin)(CREATE, { input: { title: 'What is the range?', desc: 'It depends on how you ride.' } });
      expect(second.body.data.createFaq.position).toBe(2);

      const { id } = first.body.data.createFaq;
      const updated = await t.gql.as(admin)(UPDATE, { id, input: { title: '  Can I charge from a home socket?  ', desc: 'Yes.' } });
      expect(updated.body.data.updateFaq).toEqual({ id, title: 'Can I charge from a home socket?', desc: 'Yes.', position: 1 });
      expect(await titlesShown()).toEqual(['Can I charge from a home socket?', 'What is the range?']);

      const deleted = await t.gql.as(admin)(DELETE, { id });
      expect(deleted.body.data.deleteFaq).toBe(id);
      expect(await t.db.select().from(faqs).where(eq(faqs.id, id))).toHaveLength(0);
      expect(await titlesShown()).toEqual(['What is the range?']);
    });

    it('lets a superadmin edit the FAQ too', async () => {
      const res = await t.gql.as(superadmin)(CREATE, { input: question });
      expect(res.body.errors).toBeUndefined();
    });

    it('refuses guests (UNAUTHENTICATED) and users, dealers and agents (FORBIDDEN), and changes nothing', async () => {
      const faq = await t.seed.faq({ title: 'Untouched?', position: 1 });
      const other = await t.seed.faq({ title: 'Also untouched?', position: 2 });
      const attempts: [string, Record<string, unknown>][] = [
        [CREATE, { input: question }],
        [UPDATE, { id: faq.id, input: question }],
        [DELETE, { id: faq.id }],
        [REORDER, { ids: [other.id, faq.id] }],
      ];
      for (const [mutation, variables] of attempts) {
        const guest = await t.gql(mutation, variables);
        expect(guest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
        for (const user of [customer, dealer, agent]) {
          const res = await t.gql.as(user)(mutation, variables);
          expect(res.body.errors[0]).toMatchObject({ message: 'You do not have permission to do this', extensions: { code: 'FORBIDDEN' } });
        }
      }
      expect((await rows()).map((r) => [r.title, r.desc, r.position])).toEqual([
        ['Untouched?', 'An answer.', 1],
        ['Also untouched?', 'An answer.', 2],
      ]);
    });

    it('answers NOT_FOUND for a question that is not there', async () => {
      for (const [mutation, variables] of [
        [UPDATE, { id: 'missing', input: question }],
        [DELETE, { id: 'missing' }],
      ] as const) {
        const res = await t.gql.as(admin)(mutation, variables);
        expect(res.body.errors[0]).toMatchObject({ message: 'FAQ not found', extensions: { code: 'NOT_FOUND' } });
      }
    });
  });

  describe('bounds', () => {
    it('asks for a question and an answer, with field messages, and writes nothing', async () => {
      const res = await t.gql.as(admin)(CREATE, { input: { title: '   ', desc: '' } });
      expect(res.body.errors[0]).toMatchObject({
        message: 'Question is required',
        extensions: { code: 'BAD_USER_INPUT', fields: { title: 'Question is required', desc: 'Answer is required' } },
      });
      expect(await rows()).toHaveLength(0);
    });

    it('takes a question of up to 200 characters and an answer of up to 5000, and refuses one more', async () => {
      const longest = { title: `${'q'.repeat(199)}?`, desc: 'a'.repeat(5000) };
      expect((await t.gql.as(admin)(CREATE, { input: longest })).body.errors).toBeUndefined();

      const tooLongTitle = await t.gql.as(admin)(CREATE, { input: { ...longest, title: 'q'.repeat(201) } });
      expect(tooLongTitle.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { title: 'Question must be at most 200 characters' } });
      const tooLongDesc = await t.gql.as(admin)(CREATE, { input: { ...longest, desc: 'a'.repeat(5001) } });
      expect(tooLongDesc.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { desc: 'Answer must be at most 5000 characters' } });

      const [saved] = await rows();
      const edit = await t.gql.as(admin)(UPDATE, { id: saved.id, input: { title: 'Fine?', desc: 'a'.repeat(5001) } });
      expect(edit.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect((await rows()).map((r) => r.title)).toEqual([longest.title]);
    });

    it('holds the same bounds in the table, for writes that bypass the service', async () => {
      await expect(t.seed.faq({ title: 'q'.repeat(201) })).rejects.toThrow();
      await expect(t.seed.faq({ desc: '' })).rejects.toThrow();
      expect(await rows()).toHaveLength(0);
    });

    it('refuses a 101st question with CONFLICT', async () => {
      await t.db.insert(faqs).values(Array.from({ length: 100 }, (_, i) => ({ title: `Question ${i}?`, desc: 'An answer.', position: i + 1 })));
      const res = await t.gql.as(admin)(CREATE, { input: question });
      expect(res.body.errors[0]).toMatchObject({
        message: 'The FAQ holds at most 100 questions: delete one before adding another',
        extensions: { code: 'CONFLICT' },
      });
      expect(await rows()).toHaveLength(100);
      // the public list shows all of them
      expect((await t.gql(LIST)).body.data.faqs).toHaveLength(100);
    });
  });

  describe('reordering', () => {
    it('puts the questions in the order given and answers them in it', async () => {
      const [a, b, c] = [
        await t.seed.faq({ title: 'A?', position: 1 }),
        await t.seed.faq({ title: 'B?', position: 2 }),
        await t.seed.faq({ title: 'C?', position: 5 }),
      ];
      const res = await t.gql.as(admin)(REORDER, { ids: [c.id, a.id, b.id] });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.reorderFaqs).toEqual([
        { id: c.id, title: 'C?', position: 1 },
        { id: a.id, title: 'A?', position: 2 },
        { id: b.id, title: 'B?', position: 3 },
      ]);
      expect(await titlesShown()).toEqual(['C?', 'A?', 'B?']);
    });

    it('refuses an order that misses, repeats or invents a question, and moves nothing', async () => {
      const a = await t.seed.faq({ title: 'A?', position: 1 });
      const b = await t.seed.faq({ title: 'B?', position: 2 });
      for (const ids of [[b.id], [b.id, a.id, a.id], [b.id, a.id, 'not-a-question'], [], Array.from({ length: 101 }, (_, i) => `id${i}`)]) {
        const res = await t.gql.as(admin)(REORDER, { ids });
        expect(res.body.errors[0]).toMatchObject({ message: 'The new order must list every FAQ exactly once', extensions: { code: 'BAD_USER_INPUT' } });
      }
      expect(await titlesShown()).toEqual(['A?', 'B?']);
    });
  });

  describe('the catalogue cache', () => {
    const gqlGet = () => t.api.get('/graphql').query({ query: LIST });

    it('serves the FAQ from the cache until an admin changes it', async () => {
      const faq = await t.seed.faq({ title: 'Cached?', position: 1 });
      expect((await gqlGet()).body.data.faqs.map((f: { title: string }) => f.title)).toEqual(['Cached?']);
      // behind the service's back: the cached answer stays
      await t.db.update(faqs).set({ title: 'Changed behind the back?' }).where(eq(faqs.id, faq.id));
      expect((await gqlGet()).body.data.faqs.map((f: { title: string }) => f.title)).toEqual(['Cached?']);
      // through the service: fresh at once
      await t.gql.as(admin)(UPDATE, { id: faq.id, input: { title: 'Edited by an admin?', desc: 'Yes.' } });
      expect((await gqlGet()).body.data.faqs.map((f: { title: string }) => f.title)).toEqual(['Edited by an admin?']);
    });
  });

  describe('the demo FAQ', () => {
    it('holds at least 15 distinct questions a shopper asks, each answered within the bounds', async () => {
      await seedFaqs(t.db);
      t.app.deps.catalogue.changed('faqs');
      const shown: { title: string; desc: string }[] = (await t.gql(LIST)).body.data.faqs;
      expect(shown.map((f) => f.title)).toEqual(DEMO_FAQS.map((f) => f.title));
      const distinct = (texts: string[]) => new Set(texts.map((s) => s.toLowerCase().replace(/\W+/g, ' ').trim())).size;
      expect(distinct(shown.map((f) => f.title))).toBeGreaterThanOrEqual(15);
      expect(distinct(shown.map((f) => f.title))).toBe(shown.length);
      expect(distinct(shown.map((f) => f.desc))).toBe(shown.length);
      for (const faq of shown) {
        expect(faq.title.length).toBeLessThanOrEqual(200);
        expect(faq.desc.length).toBeLessThanOrEqual(5000);
        expect(faq.desc.length).toBeGreaterThan(150);
      }
      // the topics the issue names
      const titles = shown.map((f) => f.title).join('\n');
      for (const topic of [/charge .*home/i, /real-world range/i, /battery warranty|warranty .*battery/i, /subsid/i, /insurance/i, /servic/i, /resale/i]) {
        expect(titles).toMatch(topic);
      }
    });
  });
});
