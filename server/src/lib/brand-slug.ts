/**
 * The address part of a brand page made from its name: lower case letters and digits joined by
 * single hyphens ("TVS Motor" -> "tvs-motor"); a name without any gives "brand". The migration
 * that added slugs back-fills existing brands with the same rule in SQL.
 */
export function brandSlugOf(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'brand';
}

/** The first of `base`, `base-2`, `base-3`, ... that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
