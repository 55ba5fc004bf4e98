import { eq, sql } from 'drizzle-orm';
import { auditEvents, blogs, brands, faqs, products, users } from '../src/db/schema';
import { useTestApp } from './helpers';

/**
 * Content in Hindi beside English (issue 26, docs/decisions/0067): the Hindi text where an admin
 * wrote it, else the English one; `locales` says which languages an item reads wholly in; REST
 * answers Accept-Language; admins write the Hindi texts with the English ones' bounds; a user keeps
 * a language.
 */
const PRODUCT = `query($id: ID!, $locale: Locale) {
  product(id: $id) { description(locale: $locale) additionalFeatures(locale: $locale) english: description locales descriptionHi additionalFeaturesHi }
}`;
const PRODUCTS = `query($locale: Locale) { products(filter: { limit: 100 }) { items { id description(locale: $locale) additionalFeatures(locale: $locale) locales } } }`;
const BLOG = `query($id: ID!, $locale: Locale) { blog(id: $id) { title(locale: $locale) content(locale: $locale) locales titleHi contentHi } }`;
const BRAND = `query($slug: String!, $locale: Locale) { brandBySlug(slug: $slug) { description(locale: $locale) locales descriptionHi } }`;
const FAQS = `query($locale: Locale) { faqs { id title(locale: $locale) desc(locale: $locale) locales } }`;
const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { descriptionHi additionalFeaturesHi locales } }`;
const CREATE_BLOG = `mutation($input: BlogInput!) { createBlog(input: $input) { id titleHi contentHi locales } }`;
const UPDATE_BLOG = `mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { titleHi contentHi locales } }`;
const UPDATE_BRAND = `mutation($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { descriptionHi locales } }`;
const CREATE_FAQ = `mutation($input: FaqInput!) { createFaq(input: $input) { id titleHi descHi locales } }`;
const UPDATE_FAQ = `mutation($id: ID!, $input: FaqInput!) { updateFaq(id: $id, input: $input) { titleHi descHi locales } }`;
const ME = `{ me { id language } }`;
const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { language } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id language } }`;

const hindi = { description: 'एक स्मार्ट स्कूटर, शहर की सवारी के लिए।', features: ['तेज़ चार्जिंग', 'रिवर्स मोड'] };
const productInput = (brandId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Sahar One',
  description: 'A smart scooter for the city.',
  vehicleType: 'SCOOTER',
  brandId,
  images: ['/uploads/a.png'],
  colors: [{ name: 'Red', code: '#ff0000', price: 120000, stock: 3, images: ['/uploads/red.png'] }],
  additionalFeatures: ['Fast charging', 'Reverse mode'],
  ...overrides,
});
const profile = { contact: '9812345678', countryId: 'IN', stateId: 'IN-UP', cityId: 'IN-UP-Lucknow', address1: '4 Hazratganj' };

describe('content in Hindi beside English', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });

  describe('GraphQL: locale and locales', () => {
    it('answers a product in Hindi where written, in English otherwise and by default', async () => {
      const translated = await t.seed.product({
        description: 'A smart scooter.',
        descriptionHi: hindi.description,
        additionalFeatures: ['Fast charging'],
        additionalFeaturesHi: hindi.features,
      });
      const english = await t.seed.product({ description: 'An English-only bike.', additionalFeatures: ['ABS'] });

      const hi = await t.gql(PRODUCT, { id: translated.id, locale: 'HI' });
      expect(hi.body.errors).toBeUndefined();
      expect(hi.body.data.product).toEqual({
        description: hindi.description,
        additionalFeatures: hindi.features,
        english: 'A smart scooter.',
        locales: ['EN', 'HI'],
        descriptionHi: hindi.description,
        additionalFeaturesHi: hindi.features,
      });
      const en = await t.gql(PRODUCT, { id: translated.id });
      expect(en.body.data.product).toMatchObject({ description: 'A smart scooter.', additionalFeatures: ['Fast charging'] });

      const fallback = await t.gql(PRODUCT, { id: english.id, locale: 'HI' });
      expect(fallback.body.data.product).toMatchObject({
        description: 'An English-only bike.',
        additionalFeatures: ['ABS'],
        locales: ['EN'],
        descriptionHi: null,
        additionalFeaturesHi: null,
      });
    });

    it('lists Hindi for a product only when both its description and its key features are in Hindi', async () => {
      const half = await t.seed.product({ description: 'Half done.', descriptionHi: 'आधा अनुवाद।', additionalFeatures: ['ABS'] });
      const noFeatures = await t.seed.product({ description: 'No features.', descriptionHi: 'कोई विशेषता नहीं।', additionalFeatures: [] });
      expect((await t.gql(PRODUCT, { id: half.id, locale: 'HI' })).body.data.product).toMatchObject({
        description: 'आधा अनुवाद।',
        additionalFeatures: ['ABS'],
        locales: ['EN'],
      });
      expect((await t.gql(PRODUCT, { id: noFeatures.id })).body.data.product.locales).toEqual(['EN', 'HI']);
    });

    it('reads the Hindi columns for a list that asks for a few fields, and caches each language apart', async () => {
      const translated = await t.seed.product({ description: 'Listed.', descriptionHi: 'सूची में।', additionalFeatures: [] });
      const find = (res: { body: { data: { products: { items: { id: string }[] } } } }) => res.body.data.products.items.find((p) => p.id === translated.id);
      expect(find(await t.gql(PRODUCTS, { locale: 'EN' }))).toMatchObject({ description: 'Listed.', locales: ['EN', 'HI'] });
      expect(find(await t.gql(PRODUCTS, { locale: 'HI' }))).toMatchObject({ description: 'सूची में।', locales: ['EN', 'HI'] });
      expect(find(await t.gql(PRODUCTS, { locale: 'EN' }))).toMatchObject({ description: 'Listed.' });
    });

    it('answers blog posts, brands and FAQs in Hindi with the same rule', async () => {
      const post = await t.seed.blog({
        title: 'Charging at home',
        content: 'A 15 A socket is enough.',
        titleHi: 'घर पर चार्जिंग',
        contentHi: '15 ए का सॉकेट काफ़ी है।',
      });
      const half = await t.seed.blog({ title: 'Only the title', content: 'English text.', titleHi: 'केवल शीर्षक' });
      expect((await t.gql(BLOG, { id: post.id, locale: 'HI' })).body.data.blog).toEqual({
        title: 'घर पर चार्जिंग',
        content: '15 ए का सॉकेट काफ़ी है।',
        locales: ['EN', 'HI'],
        titleHi: 'घर पर चार्जिंग',
        contentHi: '15 ए का सॉकेट काफ़ी है।',
      });
      expect((await t.gql(BLOG, { id: half.id, locale: 'HI' })).body.data.blog).toMatchObject({
        title: 'केवल शीर्षक',
        content: 'English text.',
        locales: ['EN'],
      });

      const brand = await t.seed.brand({ name: 'Bharat Volt', description: 'Made in Pune.', descriptionHi: 'पुणे में बना।' });
      const plain = await t.seed.brand({ name: 'Plain Motors', description: null });
      expect((await t.gql(BRAND, { slug: brand.slug, locale: 'HI' })).body.data.brandBySlug).toEqual({
        description: 'पुणे में बना।',
        locales: ['EN', 'HI'],
        descriptionHi: 'पुणे में बना।',
      });
      expect((await t.gql(BRAND, { slug: brand.slug })).body.data.brandBySlug.description).toBe('Made in Pune.');
      // nothing written in English, nothing to translate
      expect((await t.gql(BRAND, { slug: plain.slug, locale: 'HI' })).body.data.brandBySlug).toMatchObject({ description: null, locales: ['EN', 'HI'] });

      await t.db.delete(faqs);
      const faq = await t.seed.faq({ title: 'Can I charge at home?', desc: 'Yes.', titleHi: 'क्या मैं घर पर चार्ज कर सकता हूँ?', descHi: 'हाँ।', position: 1 });
      const other = await t.seed.faq({ title: 'English only?', desc: 'Yes.', position: 2 });
      t.app.deps.catalogue.changed('faqs');
      const list = (await t.gql(FAQS, { locale: 'HI' })).body.data.faqs;
      expect(list).toEqual([
        { id: faq.id, title: 'क्या मैं घर पर चार्ज कर सकता हूँ?', desc: 'हाँ।', locales: ['EN', 'HI'] },
        { id: other.id, title: 'English only?', desc: 'Yes.', locales: ['EN'] },
      ]);
    });

    it('refuses a locale that is not EN or HI', async () => {
      const product = await t.seed.product();
      const res = await t.gql(PRODUCT, { id: product.id, locale: 'FR' });
      expect(res.body.errors[0].message).toMatch(/Locale/);
    });
  });

  describe('REST: Accept-Language', () => {
    it('answers a product in the language asked, with Content-Language and Vary, English by default', async () => {
      const product = await t.seed.product({
        description: 'A smart scooter.',
        descriptionHi: hindi.description,
        additionalFeatures: ['Fast charging'],
        additionalFeaturesHi: hindi.features,
      });

      const en = await t.api.get(`/api/product/${product.id}`);
      expect(en.status).toBe(200);
      expect(en.body).toMatchObject({ description: 'A smart scooter.', additionalFeatures: ['Fast charging'], locales: ['en', 'hi'] });
      expect(en.headers['content-language']).toBe('en');
      expect(en.headers.vary).toMatch(/Accept-Language/);

      const hi = await t.api.get(`/api/product/${product.id}`).set('accept-language', 'hi-IN,hi;q=0.9,en;q=0.8');
      expect(hi.body).toMatchObject({ description: hindi.description, additionalFeatures: hindi.features, locales: ['en', 'hi'] });
      expect(hi.headers['content-language']).toBe('hi');
      expect(hi.headers.vary).toMatch(/Accept-Language/);
      // the REST answer has no Hindi columns of its own: its texts are the language asked
      expect(hi.body).not.toHaveProperty('descriptionHi');

      // q-values decide, not the order; a refused language (q=0) is never chosen
      expect((await t.api.get(`/api/product/${product.id}`).set('accept-language', 'en;q=0.4, hi;q=0.7')).body.description).toBe(hindi.description);
      expect((await t.api.get(`/api/product/${product.id}`).set('accept-language', 'hi;q=0, en')).body.description).toBe('A smart scooter.');
      const long = await t.api.get(`/api/product/${product.id}`).set('accept-language', `${'x-'.repeat(400)}a,hi`);
      expect(long.status).toBe(200);
      expect(long.headers['content-language']).toBe('en');
    });

    it('keeps each language of a cached answer apart, hit or miss, with its own headers', async () => {
      const product = await t.seed.product({ description: 'Cached.', descriptionHi: 'कैश में।', additionalFeatures: [] });
      const url = `/api/product?limit=100`;
      const pick = (res: { body: { data: { _id: string; description: string }[] } }) => res.body.data.find((p) => p._id === product.id)?.description;
      for (let round = 0; round < 2; round += 1) {
        const en = await t.api.get(url);
        const hi = await t.api.get(url).set('accept-language', 'hi');
        expect(pick(en)).toBe('Cached.');
        expect(pick(hi)).toBe('कैश में।');
        expect(en.headers['content-language']).toBe('en');
        expect(hi.headers['content-language']).toBe('hi');
        expect(hi.headers.vary).toMatch(/Accept-Language/);
        expect(en.headers.etag).not.toBe(hi.headers.etag);
      }
    });

    it('answers blog posts and brands in Hindi too, and falls back to English where Hindi is missing', async () => {
      const post = await t.seed.blog({ title: 'Range in winter', content: 'Cold cuts the range.', titleHi: 'सर्दियों में रेंज', contentHi: 'ठंड में रेंज घटती है।' });
      const english = await t.seed.blog({ title: 'English post', content: 'Only English.' });
      const one = await t.api.get(`/api/blog/${post.id}`).set('accept-language', 'hi');
      expect(one.body).toMatchObject({ _id: post.id, title: 'सर्दियों में रेंज', content: 'ठंड में रेंज घटती है।', locales: ['en', 'hi'] });
      expect(one.body).not.toHaveProperty('titleHi');
      expect(one.headers['content-language']).toBe('hi');
      const list = await t.api.get('/api/blog/allblogs').set('accept-language', 'hi');
      expect(list.body.data.find((b: { _id: string }) => b._id === english.id)).toMatchObject({ title: 'English post', locales: ['en'] });

      const brand = await t.seed.brand({ name: 'Hindi Brand', description: 'From Delhi.', descriptionHi: 'दिल्ली से।' });
      const bySlug = await t.api.get(`/api/brand/slug/${brand.slug}`).set('accept-language', 'hi');
      expect(bySlug.body).toMatchObject({ description: 'दिल्ली से।', locales: ['en', 'hi'] });
      expect(bySlug.headers.vary).toMatch(/Accept-Language/);
      const all = await t.api.get('/api/brand');
      expect(all.body.data.find((b: { _id: string }) => b._id === brand.id)).toMatchObject({ description: 'From Delhi.' });
    });
  });

  describe('admin writes of the Hindi texts', () => {
    it('stores, keeps when left out, and clears with null or blank, writing the audit as any edit does', async () => {
      const brand = await t.seed.brand();
      const product = await t.seed.product({ brandId: brand.id });
      const withHindi = await t.gql.as(admin)(UPDATE_PRODUCT, {
        id: product.id,
        input: productInput(brand.id, { descriptionHi: `  ${hindi.description}  `, additionalFeaturesHi: [' तेज़ चार्जिंग ', '', 'रिवर्स मोड'] }),
      });
      expect(withHindi.body.errors).toBeUndefined();
      expect(withHindi.body.data.updateProduct).toEqual({ descriptionHi: hindi.description, additionalFeaturesHi: hindi.features, locales: ['EN', 'HI'] });

      // an older client that knows nothing of the Hindi fields does not wipe them
      const kept = await t.gql.as(admin)(UPDATE_PRODUCT, { id: product.id, input: productInput(brand.id) });
      expect(kept.body.data.updateProduct).toMatchObject({ descriptionHi: hindi.description, additionalFeaturesHi: hindi.features });

      const cleared = await t.gql.as(admin)(UPDATE_PRODUCT, {
        id: product.id,
        input: productInput(brand.id, { descriptionHi: '  ', additionalFeaturesHi: [] }),
      });
      expect(cleared.body.data.updateProduct).toEqual({ descriptionHi: null, additionalFeaturesHi: null, locales: ['EN'] });
      const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
      expect(row).toMatchObject({ descriptionHi: null, additionalFeaturesHi: null });

      const [event] = await t.db
        .select()
        .from(auditEvents)
        .where(sql`${auditEvents.targetKeys} @> ARRAY[${`product:${product.id}`}]::text[]`)
        .orderBy(sql`${auditEvents.occurredAt} desc`)
        .limit(1);
      expect(event.changes).toMatchObject({ descriptionHi: { from: hindi.description, to: null } });

      const viaRest = await t.api
        .as(admin)
        .put(`/api/product/edit/${product.id}`)
        .send(productInput(brand.id, { vehicleType: 'Scooter', descriptionHi: 'REST से।', additionalFeaturesHi: 'एक, दो' }));
      expect(viaRest.status).toBe(200);
      const [restRow] = await t.db.select().from(products).where(eq(products.id, product.id));
      expect(restRow).toMatchObject({ descriptionHi: 'REST से।', additionalFeaturesHi: ['एक', 'दो'] });
    });

    it('bounds the Hindi texts as the English ones, with field messages, and writes nothing', async () => {
      const brand = await t.seed.brand();
      const product = await t.seed.product({ brandId: brand.id, descriptionHi: 'पहले जैसा।' });
      const tooLong = await t.gql.as(admin)(UPDATE_PRODUCT, { id: product.id, input: productInput(brand.id, { descriptionHi: 'क'.repeat(5001) }) });
      expect(tooLong.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { descriptionHi: 'Description (हिन्दी) must be at most 5000 characters' },
      });
      const tooMany = await t.gql.as(admin)(UPDATE_PRODUCT, {
        id: product.id,
        input: productInput(brand.id, { additionalFeaturesHi: Array.from({ length: 51 }, (_, i) => `विशेषता ${i}`) }),
      });
      expect(tooMany.body.errors[0].extensions.fields).toEqual({ additionalFeaturesHi: 'Features (हिन्दी): at most 50 allowed' });
      const longLine = await t.gql.as(admin)(UPDATE_PRODUCT, { id: product.id, input: productInput(brand.id, { additionalFeaturesHi: ['क'.repeat(256)] }) });
      expect(Object.values(longLine.body.errors[0].extensions.fields)).toEqual(['Feature (हिन्दी) must be at most 255 characters']);
      const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
      expect(row.descriptionHi).toBe('पहले जैसा।');

      const blogTooLong = await t.gql.as(admin)(CREATE_BLOG, {
        input: { title: 'A post', content: 'Text.', image: '/uploads/a.png', titleHi: 'क'.repeat(201) },
      });
      expect(blogTooLong.body.errors[0].extensions.fields).toEqual({ titleHi: 'Title (हिन्दी) must be at most 200 characters' });
      const restBlog = await t.api
        .as(admin)
        .post('/api/blog/add')
        .send({ title: 'A post', content: 'Text.', image: '/uploads/a.png', contentHi: 'क'.repeat(100_001) });
      expect(restBlog.status).toBe(400);
      expect(restBlog.body.errors).toEqual({ contentHi: 'Content (हिन्दी) must be at most 100000 characters' });

      const faqTooLong = await t.gql.as(admin)(CREATE_FAQ, { input: { title: 'Q?', desc: 'A.', titleHi: 'क'.repeat(201), descHi: 'ख'.repeat(5001) } });
      expect(faqTooLong.body.errors[0].extensions.fields).toEqual({
        titleHi: 'Question (हिन्दी) must be at most 200 characters',
        descHi: 'Answer (हिन्दी) must be at most 5000 characters',
      });
      const brandTooLong = await t.gql.as(admin)(UPDATE_BRAND, {
        id: brand.id,
        input: { name: brand.name, logoUrl: '/uploads/logo.png', descriptionHi: 'क'.repeat(5001) },
      });
      expect(brandTooLong.body.errors[0].extensions.fields).toEqual({ descriptionHi: 'Description (हिन्दी) must be at most 5000 characters' });
    });

    it('writes and clears the Hindi texts of a post, a brand and a question', async () => {
      const created = await t.gql.as(admin)(CREATE_BLOG, {
        input: { title: 'A post', content: 'Text.', image: '/uploads/a.png', titleHi: 'एक पोस्ट', contentHi: 'पाठ।' },
      });
      expect(created.body.data.createBlog).toMatchObject({ titleHi: 'एक पोस्ट', contentHi: 'पाठ।', locales: ['EN', 'HI'] });
      const { id } = created.body.data.createBlog;
      const cleared = await t.gql.as(admin)(UPDATE_BLOG, {
        id,
        input: { title: 'A post', content: 'Text.', image: '/uploads/a.png', titleHi: '', contentHi: null },
      });
      expect(cleared.body.data.updateBlog).toEqual({ titleHi: null, contentHi: null, locales: ['EN'] });
      expect((await t.db.select().from(blogs).where(eq(blogs.id, id)))[0]).toMatchObject({ titleHi: null, contentHi: null });

      const brand = await t.seed.brand({ description: 'English.' });
      const brandHi = await t.gql.as(admin)(UPDATE_BRAND, {
        id: brand.id,
        input: { name: brand.name, logoUrl: '/uploads/logo.png', description: 'English.', descriptionHi: 'हिन्दी।' },
      });
      expect(brandHi.body.data.updateBrand).toEqual({ descriptionHi: 'हिन्दी।', locales: ['EN', 'HI'] });
      expect((await t.db.select().from(brands).where(eq(brands.id, brand.id)))[0].descriptionHi).toBe('हिन्दी।');

      await t.db.delete(faqs);
      const faq = await t.gql.as(admin)(CREATE_FAQ, { input: { title: 'Q?', desc: 'A.', titleHi: 'प्रश्न?', descHi: 'उत्तर।' } });
      expect(faq.body.data.createFaq).toMatchObject({ titleHi: 'प्रश्न?', descHi: 'उत्तर।', locales: ['EN', 'HI'] });
      const faqCleared = await t.gql.as(admin)(UPDATE_FAQ, { id: faq.body.data.createFaq.id, input: { title: 'Q?', desc: 'A.', descHi: ' ' } });
      expect(faqCleared.body.data.updateFaq).toEqual({ titleHi: 'प्रश्न?', descHi: null, locales: ['EN'] });
    });
  });

  describe("a user's language", () => {
    it('is English until chosen, set through the profile (GraphQL and REST) and kept when left out', async () => {
      const me = await t.seed.user({ name: 'Lucknow Reader' });
      expect((await t.gql.as(me)(ME)).body.data.me).toEqual({ id: me.id, language: 'EN' });

      const hi = await t.gql.as(me)(UPDATE_PROFILE, { input: { ...profile, language: 'HI' } });
      expect(hi.body.errors).toBeUndefined();
      expect(hi.body.data.updateProfile).toEqual({ language: 'HI' });
      const kept = await t.gql.as(me)(UPDATE_PROFILE, { input: profile });
      expect(kept.body.data.updateProfile).toEqual({ language: 'HI' });

      const rest = await t.api
        .as(me)
        .put(`/api/users/${me.id}/profile`)
        .send({ ...profile, language: 'en' });
      expect(rest.status).toBe(200);
      expect(rest.body.user.language).toBe('en');
      expect((await t.db.select({ language: users.language }).from(users).where(eq(users.id, me.id)))[0].language).toBe('en');
    });

    it('is set alone by the language switch (setMyLanguage, PUT /api/user/language), for oneself only, and refused when unknown', async () => {
      const me = await t.seed.user();
      const set = await t.gql.as(me)(`mutation { setMyLanguage(language: HI) { id language } }`);
      expect(set.body.data.setMyLanguage).toEqual({ id: me.id, language: 'HI' });
      const back = await t.api.as(me).put('/api/user/language').send({ language: ' EN ' });
      expect([back.status, back.body.user.language]).toEqual([200, 'en']);
      for (const body of [{}, { language: 'fr' }, { language: ['hi'] }, { language: 'hi'.repeat(1000) }]) {
        const res = await t.api.as(me).put('/api/user/language').send(body);
        expect([res.status, res.body.errors]).toEqual([400, { language: 'Language must be en (English) or hi (Hindi)' }]);
      }
      expect((await t.api.put('/api/user/language').send({ language: 'hi' })).status).toBe(401);
      expect((await t.gql(`mutation { setMyLanguage(language: HI) { id } }`)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.db.select({ language: users.language }).from(users).where(eq(users.id, me.id)))[0].language).toBe('en');
    });

    it('refuses any other language with a clear 400 and changes nothing', async () => {
      const me = await t.seed.user();
      for (const language of ['fr', 'hindi', 42, ['hi']]) {
        const res = await t.api
          .as(me)
          .put(`/api/users/${me.id}/profile`)
          .send({ ...profile, language });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ language: 'Language must be en (English) or hi (Hindi)' });
      }
      const gql = await t.gql.as(me)(UPDATE_PROFILE, { input: { ...profile, language: 'FR' } });
      expect(gql.body.errors[0].message).toMatch(/Locale/);
      expect((await t.db.select({ language: users.language }).from(users).where(eq(users.id, me.id)))[0].language).toBe('en');
      // the table refuses it too, whoever writes
      await expect(
        t.db
          .update(users)
          .set({ language: 'fr' as 'en' })
          .where(eq(users.id, me.id)),
      ).rejects.toThrow();
    });

    it('may be chosen at registration (English when left out), and admins read it', async () => {
      const res = await t.gql(REGISTER, {
        input: { name: 'Asha', username: 'asha_hi', contact: '9876501234', email: 'asha.hi@example.com', password: 'secret1', role: 'USER', language: 'HI' },
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.register.language).toBe('HI');
      const rest = await t.api
        .post('/api/auth/register')
        .send({ name: 'Ravi', username: 'ravi_en', contact: '9876501235', email: 'ravi.en@example.com', password: 'secret1', role: 'User' });
      expect(rest.status).toBe(201);
      expect((await t.db.select({ language: users.language }).from(users).where(eq(users.email, 'ravi.en@example.com')))[0].language).toBe('en');
      const badRest = await t.api
        .post('/api/auth/register')
        .send({ name: 'Ravi', username: 'ravi_fr', contact: '9876501236', email: 'ravi.fr@example.com', password: 'secret1', role: 'User', language: 'fr' });
      expect(badRest.status).toBe(400);
      expect(badRest.body.errors).toMatchObject({ language: 'Language must be en (English) or hi (Hindi)' });

      const id = res.body.data.register.id;
      const USER = `query($id: ID!) { user(id: $id) { language } }`;
      expect((await t.gql.as(admin)(USER, { id })).body.data.user.language).toBe('HI');
    });
  });
});
