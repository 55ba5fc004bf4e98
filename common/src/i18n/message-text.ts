import { MESSAGES } from '../messages';

/**
 * The messages (MESSAGES) a public page can show in another language: field errors, toasts and the
 * server's refusals on the sign-in pages, the profile, the booking flow, My Test Rides, the wishlist,
 * reviews, the offer form and the contact and career forms (issue 26, docs/decisions/0069). A group
 * or one message, by its path in MESSAGES. The back-office's messages stay English (README).
 *
 * English lives in MESSAGES alone: the `messages` catalog's English side is derived from it (no
 * English file), and its Hindi side (catalogs/hi/messages.json) is checked against it like every
 * catalog. A page shows a message as it came (from the shared zod schemas or from the server), and
 * a Hindi page finds its key by its English text, so neither side has to send keys.
 */
export const TRANSLATED_MESSAGES = [
  'auth',
  'people',
  'places',
  'paging',
  'validation',
  'http',
  'reviews',
  'search',
  'testDrives',
  'users.notFound',
  'users.ownProfileOnly',
  'users.ownWishlistOnly',
  'users.profileUpdated',
  'users.profileUpdateFailed',
  'users.profileFetchFailed',
  'users.languageInvalid',
  'catalogue.popularFailed',
  'catalogue.brandNotFound',
  'catalogue.productNotFound',
  'catalogue.comparisonNotFound',
  'catalogue.addedToWishlist',
  'catalogue.removedFromWishlist',
  'catalogue.wishlistFailed',
  'catalogue.wishlistActionInvalid',
  'catalogue.vehicleTypeInvalid',
  'catalogue.sortInvalid',
  'catalogue.filterNumberInvalid',
  'catalogue.priceRangeInvalid',
  'catalogue.brandIdsInvalid',
  'catalogue.searchInvalid',
  'content.blogNotFound',
  'content.locationNotFound',
  'content.contactSent',
  'content.careerSent',
  'content.unknownCountry',
  'content.unknownState',
  'content.unknownCity',
  'content.countryNotFound',
  'content.stateNotFound',
  'content.messageRequired',
  'content.enquiryFailed',
  'content.network',
  'content.address1Required',
  'uploads.noFile',
  'uploads.notAnImage',
  'uploads.tooLarge',
  'dealers.noShops',
  'dealers.searchDone',
  'dealers.dealerNotFound',
  'dealers.locationRequired',
  'finder.pinInvalid',
  'finder.pinUnknown',
  'finder.cityUnknown',
  'finder.placeRequired',
  'finder.positionInvalid',
  'finder.limitInvalid',
  'finder.slotWithinDaysInvalid',
  'finder.colourNeedsProduct',
  'finder.locationRefused',
  'finder.fetchFailed',
  'rides.slotInvalid',
  'rides.dateInvalid',
  'rides.daysInvalid',
  'rides.noHours',
  'rides.notASlot',
  'rides.slotFull',
  'rideConfirmation.calendarFailed',
  'rideConfirmation.notFound',
  'leads.offerRequested',
  'leads.productNotFound',
  'leads.cityRequired',
  'labels',
] as const;

/**
 * Parts of those groups a page never shows through this path: texts with keys no catalog key can
 * spell, lists, the labels naming the Hindi fields (already in Hindi), and messages whose words
 * depend on a number in ways a pattern cannot follow (their pages use their own catalogs' plurals).
 */
const LEFT_OUT = new Set<string>([
  'auth.rolePurpose',
  'labels.descriptionHi',
  'labels.featureHi',
  'labels.featuresHi',
  'labels.titleHi',
  'labels.contentHi',
  'labels.questionHi',
  'labels.answerHi',
]);

/** A message function's English text with its arguments marked, so the ICU message and a pattern follow from it. */
const mark = (index: number) => `\u0000${index}\u0000`;
const MARK = /\u0000(\d+)\u0000/g;

export interface MessageSource {
  /** the ICU form of the English text: a message function's arguments become {0}, {1}… */
  icu: string;
  /** a message function's English text as a pattern, capturing its arguments in order */
  pattern?: RegExp;
}

const escapeIcu = (text: string) => text.replace(/'/g, "''").replace(/[{}]/g, (c) => `'${c}'`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function lookUp(path: string): unknown {
  let value: unknown = MESSAGES;
  for (const part of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

function sourceOf(value: unknown, path: string, problems: string[]): MessageSource | undefined {
  if (typeof value === 'string') return { icu: escapeIcu(value) };
  if (typeof value !== 'function') {
    problems.push(`${path}: not a text`);
    return undefined;
  }
  const fn = value as (...args: string[]) => unknown;
  const marks = Array.from({ length: fn.length }, (_, i) => mark(i));
  let text: unknown;
  try {
    text = fn(...marks);
  } catch {
    text = undefined;
  }
  // every argument must stand in the text once, as it came: a number turned into words is not a pattern
  if (typeof text !== 'string' || marks.some((m) => text.split(m).length !== 2)) {
    problems.push(`${path}: its text depends on its arguments beyond placing them; leave it out or give its page a catalog message`);
    return undefined;
  }
  const parts = text.split(MARK); // text, index, text, index, … text
  const icu = parts.map((part, i) => (i % 2 ? `{${part}}` : escapeIcu(part))).join('');
  const pattern = new RegExp(`^${parts.map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part))).join('')}$`, 's');
  return { icu, pattern };
}

function collect(value: unknown, path: string, into: Map<string, MessageSource>, problems: string[]) {
  if (LEFT_OUT.has(path)) return;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) collect(inner, `${path}.${key}`, into, problems);
    return;
  }
  if (Array.isArray(value)) return; // lists (a page's steps) are shown through the pages' own catalogs
  const source = sourceOf(value, path, problems);
  if (source) into.set(path, source);
}

/** Every translated message by its path, and what keeps one from being translated (nothing, when all can be). */
export function messageSources(): { sources: Map<string, MessageSource>; problems: string[] } {
  const sources = new Map<string, MessageSource>();
  const problems: string[] = [];
  for (const path of TRANSLATED_MESSAGES) {
    const value = lookUp(path);
    if (value === undefined) problems.push(`${path}: not in MESSAGES`);
    else collect(value, path, sources, problems);
  }
  return { sources, problems };
}

export interface MessageMatch {
  /** the message's path in MESSAGES, its key in the `messages` catalog */
  key: string;
  /** a message function's arguments as they stand in the text, by position */
  values: Record<string, string>;
}

let index: { byText: Map<string, string>; patterns: [RegExp, string][] } | undefined;

/** The message an English text is, with the arguments of a message function, or nothing for any other text. */
export function matchMessage(text: string): MessageMatch | undefined {
  if (!index) {
    const byText = new Map<string, string>();
    const patterns: [RegExp, string][] = [];
    for (const [key, source] of messageSources().sources) {
      if (source.pattern) {
        patterns.push([source.pattern, key]);
        continue;
      }
      const text = lookUp(key) as string;
      // two paths with one English text share the first one's translation: the same words, the same meaning
      if (!byText.has(text)) byText.set(text, key);
    }
    index = { byText, patterns };
  }
  const key = index.byText.get(text);
  if (key) return { key, values: {} };
  for (const [pattern, patternKey] of index.patterns) {
    const found = pattern.exec(text);
    if (found) return { key: patternKey, values: Object.fromEntries(found.slice(1).map((value, i) => [String(i), value])) };
  }
  return undefined;
}
