// The public comparison pages' texts are in the `comparisons` catalog (common/src/i18n/catalogs/*/comparisons.json).

/** At most this many vehicles side by side (the pair plus added ones). */
export const MAX_VEHICLES = 4;
