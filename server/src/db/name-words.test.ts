import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/helpers';
import { nameWords, productNameWords, products } from './schema';

// Typed search finds names through their words (migration 0030, decision 0071): after any mix of
// writes the words kept must be exactly the words of the names there are.
describe('the words of product names, kept by the database', () => {
  const { t } = useTestApp();
  const db = () => t.app.deps.db;

  const wordsOf = (name: string) => [
    ...new Set(
      name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  ];

  async function kept() {
    const rows = await db().select().from(productNameWords);
    return rows.map((r) => `${r.productId} ${r.word}`).sort();
  }

  async function expected() {
    const rows = await db().select({ id: products.id, name: products.name }).from(products);
    return rows.flatMap((p) => wordsOf(p.name).map((w) => `${p.id} ${w}`)).sort();
  }

  it('follows inserts, renames (one row or many), other changes and deletes', async () => {
    const volt = await t.seed.product({ name: 'Zorvex Volt-9 Pro' });
    const other = await t.seed.product({ name: 'Kestrel (2025) Cargo' });
    expect(await kept()).toEqual(await expected());
    expect(await kept()).toContain(`${volt.id} volt`);

    await db().update(products).set({ name: 'Zorvex Breeze 9' }).where(eq(products.id, volt.id));
    await db().update(products).set({ price: 99_999 }).where(eq(products.id, other.id));
    await db()
      .update(products)
      .set({ name: sql`${products.name} || ' Plus'` })
      .where(sql`${products.id} in (${volt.id}, ${other.id})`);
    expect(await kept()).toEqual(await expected());
    expect(await kept()).not.toContain(`${volt.id} volt`);

    await db().delete(products).where(eq(products.id, other.id));
    expect(await kept()).toEqual(await expected());
    // the vocabulary holds every word a name has held (a word of no name matches nothing)
    const vocabulary = (await db().select().from(nameWords)).map((r) => r.word);
    expect(vocabulary).toEqual(expect.arrayContaining(['zorvex', 'volt', 'breeze', 'plus', 'kestrel', '2025', 'cargo']));
  });

  it('suggests a renamed vehicle by its new name, no longer by its old one', async () => {
    const product = await t.seed.product({ name: 'Quillon Mistral' });
    const names = async (q: string) =>
      ((await t.api.get(`/api/product/suggest?q=${encodeURIComponent(q)}`)).body.data as { name: string }[]).map((s) => s.name);
    expect(await names('quilon mistrl')).toContain('Quillon Mistral');

    // as the admin's edit writes it (products.queries updateProduct); each text below is asked once, so no cached answer
    await db().update(products).set({ name: 'Quillon Sirocco' }).where(eq(products.id, product.id));
    expect(await names('siroco')).toContain('Quillon Sirocco');
    expect(await names('mistral')).not.toContain('Quillon Sirocco');
  });
});
