import type { Executor } from '../client';
import { newId } from '../schema/columns';
import { brands, comparisons, productColors, products, type VehicleType } from '../schema';
import { BRANDS, PRODUCTS } from './catalogue-data';
import { BRAND_HINDI, PRODUCT_HINDI } from './hindi';
import { VEHICLE_VIEWS, brandLogoSvg, demoImageUrl, slugify, vehicleSvg, type VehicleShape } from './images';
import { dateFromToday, daysAgo } from './time';

const SHAPE_OF_TYPE: Record<VehicleType, VehicleShape> = { scooter: 'scooter', bike: 'bike', 'four-wheeler': 'car', commercial: 'three-wheeler' };

/** Pairs shown on the public comparison pages. */
export const COMPARISON_PAIRS: [string, string][] = [
  ['Ola S1 Pro', 'Ather 450X'],
  ['TVS iQube S', 'Bajaj Chetak Premium'],
  ['Tata Nexon EV', 'Mahindra XUV400'],
  ['MG Comet EV', 'Tata Tiago EV'],
  ['Revolt RV400', 'Oben Rorr'],
  ['Euler HiLoad EV', 'Piaggio Ape E-Xtra FX'],
];

export type SeededProduct = typeof products.$inferSelect;

/**
 * Brands, products with their colours and variant groups, and comparisons.
 * Adds each drawing to `images` (slug -> SVG); returns the products by name.
 */
export async function seedCatalogue(db: Executor, images: Map<string, string>) {
  const brandRows = await db
    .insert(brands)
    .values(
      BRANDS.map((b, i) => {
        const slug = `brand-${slugify(b.name)}`;
        images.set(slug, brandLogoSvg({ name: b.name, color: b.color }));
        return {
          name: b.name,
          slug: slugify(b.name),
          website: b.website,
          description: b.description,
          descriptionHi: BRAND_HINDI[b.name] ?? null,
          logoUrl: demoImageUrl(slug),
          createdAt: daysAgo(240 - i),
        };
      }),
    )
    .returning();
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));

  // ids first, so variants can name their parent in the same insert
  const ids = new Map(PRODUCTS.map((p) => [p.name, newId()]));
  const colourRows: (typeof productColors.$inferInsert)[] = [];
  const productRows = PRODUCTS.map((p, i) => {
    const id = ids.get(p.name)!;
    const shape = p.shape ?? SHAPE_OF_TYPE[p.vehicleType];
    // three views per colour, so the product page's gallery has thumbnails to choose from
    const colourGalleries = p.colours.map((c) =>
      VEHICLE_VIEWS.map((view) => {
        const slug = `${slugify(p.name)}-${slugify(c.name)}${view === 'side' ? '' : `-${view}`}`;
        images.set(slug, vehicleSvg({ shape, color: c.code, model: p.name, brand: p.brand, colorName: c.name, view }));
        return demoImageUrl(slug);
      }),
    );
    const colourImages = colourGalleries.map((gallery) => gallery[0]);
    p.colours.forEach((c, position) => colourRows.push({ ...c, productId: id, position, images: colourGalleries[position] }));
    if (!brandId.has(p.brand)) throw new Error(`demo product ${p.name} names an unknown brand ${p.brand}`);
    if (p.parent && !ids.has(p.parent)) throw new Error(`demo product ${p.name} names an unknown parent ${p.parent}`);
    return {
      ...p.specs,
      id,
      name: p.name,
      description: p.description,
      descriptionHi: PRODUCT_HINDI[p.name]?.description ?? null,
      additionalFeaturesHi: PRODUCT_HINDI[p.name]?.features ?? null,
      vehicleType: p.vehicleType,
      brandId: brandId.get(p.brand),
      parentProductId: p.parent ? ids.get(p.parent) : null,
      images: colourImages,
      price: Math.min(...p.colours.map((c) => c.price)),
      offerStartDate: p.offer ? dateFromToday(p.offer[0]) : null,
      offerEndDate: p.offer ? dateFromToday(p.offer[1]) : null,
      offerText: p.offerText ?? null,
      // spread over four months so "newest first" differs from the list order
      createdAt: daysAgo(120 - ((i * 37) % 118)),
    };
  });
  const inserted = await db.insert(products).values(productRows).returning();
  await db.insert(productColors).values(colourRows);
  const byName = new Map(inserted.map((p) => [p.name, p]));

  await db
    .insert(comparisons)
    .values(COMPARISON_PAIRS.map(([a, b], i) => ({ product1Id: byName.get(a)!.id, product2Id: byName.get(b)!.id, createdAt: daysAgo(60 - i * 7) })));
  return byName;
}
