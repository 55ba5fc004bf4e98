import type { BrandRow } from '../modules/brands/brands.service';

/** The spec's brand shape. */
export const toRestBrand = (b: BrandRow) => ({
  _id: b.id,
  name: b.name,
  slug: b.slug,
  logoUrl: b.logoUrl,
  website: b.website,
  description: b.description,
  createdAt: b.createdAt,
});
