import type { Locale } from '@evbazaar/common';
import { brandInLanguage, brandLocales, type BrandRow } from '../modules/brands/brands.service';

/** The spec's brand shape, its description in `locale` (the Hindi one where written), with the languages it reads wholly in. */
export const toRestBrand = (b: BrandRow, locale: Locale = 'en') => ({
  _id: b.id,
  name: b.name,
  slug: b.slug,
  logoUrl: b.logoUrl,
  website: b.website,
  description: brandInLanguage(b, locale).description,
  locales: brandLocales(b),
  createdAt: b.createdAt,
});
