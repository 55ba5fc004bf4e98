const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees with Indian digit grouping and two decimals (₹1,23,456.00); N/A when there is no price. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return rupees.format(value);
}

/** Dates are shown as the first 10 characters of the timestamp (YYYY-MM-DD). */
export function shortDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** A copy in random order (popular vehicles, related items, comparisons). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
