import { isLocale, type Locale } from '../format/locale';

// a header longer than this is not a browser's: it is read no further (every input has a bound)
const MAX_HEADER = 512;
const MAX_RANGES = 16;

/**
 * The site's language an `Accept-Language` header prefers (RFC 9110 §12.5.4): the language
 * ranges by weight (q), ties in the order given, the first that is one of the site's languages
 * (`hi-IN` counts as `hi`); `undefined` when none is (`*` and q=0 choose nothing).
 */
export function preferredLocale(header: string | string[] | undefined): Locale | undefined {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).slice(0, MAX_HEADER);
  const ranges = text
    .split(',')
    .slice(0, MAX_RANGES)
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.q > 0 && r.language)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges.map((r) => r.language).find(isLocale);
}
