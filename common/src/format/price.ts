import type { Locale } from './locale';
import { finite, groupIndian, scaledMagnitude, signOf, trimmedDecimal } from './number';

const RUPEE = '₹';
const LAKH = 100_000;
const CRORE = 10_000_000;

/** The words of the compact Hindi price; NFC (करोड़ is ड + nukta, as NFC keeps it). */
const COMPACT_WORDS = { lakh: 'लाख', crore: 'करोड़' } as const;

/**
 * The spec's price in both languages: rupee sign, Indian digit grouping, two decimals
 * (₹1,23,456.00; -₹500.00). Paise are rounded half up. Throws a RangeError on NaN or ±Infinity.
 */
export function formatPrice(amount: number, _locale: Locale): string {
  const paise = scaledMagnitude(finite(amount, 'A price'), 2);
  const fraction = String(paise % 100).padStart(2, '0');
  return `${signOf(amount, paise)}${RUPEE}${groupIndian(Math.floor(paise / 100))}.${fraction}`;
}

/**
 * A price where space is short (cards, facets, the compare tray). English: the full price (the
 * English site keeps the spec's format everywhere). Hindi: the amount is first rounded half up to
 * whole rupees; below a lakh those rupees grouped (₹85,000); from a lakh, lakh rounded half up to
 * 0.01 lakh (₹1.25 लाख, ₹2 लाख); from a crore (or what rounds to 100 लाख), crore rounded half up to
 * 0.01 crore (₹1.5 करोड़). Trailing zeros are dropped. Throws a RangeError on NaN or ±Infinity.
 */
export function formatPriceCompact(amount: number, locale: Locale): string {
  if (locale === 'en') return formatPrice(amount, locale);
  const rupees = scaledMagnitude(finite(amount, 'A price'), 0);
  const sign = signOf(amount, rupees);
  if (rupees < LAKH) return `${sign}${RUPEE}${groupIndian(rupees)}`;
  // integer arithmetic on whole rupees: 0.01 lakh is ₹1,000, 0.01 crore is ₹1,00,000
  const lakhHundredths = Math.floor((rupees + 500) / 1000);
  if (lakhHundredths < 100 * 100) return `${sign}${RUPEE}${trimmedDecimal(lakhHundredths, 2)} ${COMPACT_WORDS.lakh}`;
  const croreHundredths = Math.floor((rupees + CRORE / 200) / (CRORE / 100));
  return `${sign}${RUPEE}${trimmedDecimal(croreHundredths, 2)} ${COMPACT_WORDS.crore}`;
}
