// The long tail of `npm run bench -- --scale --uncached`: reads whose every request is a question the
// cache has never seen (seeded random filter bounds, pages, typo'd words from the catalogue, short
// admin searches, random dealer pages), so each one reaches the database. A case is a generator of
// request paths; `distinct` cases never repeat a path on one server (an anonymous read is cached by
// its whole query string), signed-in reads are never cached, so a repeat still reaches the database.

/** A small seeded generator (mulberry32): the same seed asks the same questions on both servers. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const between = (rng, lo, hi) => lo + Math.floor(rng() * (hi - lo + 1));
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
// the sorts the list screens offer (common/src/product-filter-options.ts)
const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'range_desc', 'rating', 'popular', 'name'];

/** A word with one slip of the keyboard: a letter dropped, doubled, swapped with the next, or replaced. */
function typo(rng, word) {
  if (word.length < 4) return word;
  const at = between(rng, 1, word.length - 2);
  switch (between(rng, 0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + pick(rng, LETTERS) + word.slice(at + 1);
  }
}

/** A shopper's narrowing: a type, price and range bounds, a sort, one of the first pages. */
function shopperFilter(rng, catalogue) {
  const type = pick(rng, catalogue.types);
  const { minPrice, maxPrice } = catalogue.priceOf[type];
  const low = minPrice + Math.floor(rng() * 0.5 * (maxPrice - minPrice));
  const high = low + Math.floor((0.2 + rng() * 0.8) * (maxPrice - low));
  const params = new URLSearchParams({ vehicleType: type, minPrice: String(low - (low % 500)), maxPrice: String(high - (high % 500) + 500) });
  if (rng() < 0.6) params.set('minRange', String(between(rng, 3, 25) * 10));
  return params;
}

/**
 * The cases, each with `path(rng, catalogue)`; `catalogue` is what the bench read of one database
 * (names, types, price bounds, how many pages a type's list and the demo dealer's rides fill).
 */
export const UNCACHED_CASES = [
  {
    name: 'filtered product list (type, price and range bounds, sort, page)',
    distinct: true,
    path: (rng, c) => {
      const params = shopperFilter(rng, c);
      params.set('sort', pick(rng, SORTS));
      params.set('page', String(between(rng, 1, 5)));
      params.set('limit', '12');
      return `/api/product?${params}`;
    },
    check: (json) => Array.isArray(json.data),
  },
  {
    name: 'filter facets for such a filter',
    distinct: true,
    path: (rng, c) => `/api/product/facets?${shopperFilter(rng, c)}`,
    check: (json) => json.data && typeof json.data.total === 'number',
  },
  {
    name: 'product search with a typo and a number',
    distinct: true,
    path: (rng, c) => `/api/product?${new URLSearchParams({ q: `${typo(rng, pick(rng, c.words))} ${between(rng, 1, 999)}`, page: '1', limit: '12' })}`,
    check: (json) => Array.isArray(json.data),
  },
  {
    name: 'header suggestions',
    distinct: true,
    path: (rng, c) => {
      const word = typo(rng, pick(rng, c.words));
      // as typed: a prefix of the word, 2 letters or more
      return `/api/product/suggest?${new URLSearchParams({ q: word.slice(0, between(rng, Math.min(2, word.length), word.length)) })}`;
    },
    check: (json) => Array.isArray(json.data),
  },
  {
    name: 'admin user search with 1-3 letters',
    as: 'admin',
    path: (rng) => {
      const letters = Array.from({ length: between(rng, 1, 3) }, () => pick(rng, LETTERS)).join('');
      return `/api/users?${new URLSearchParams({ search: letters, page: '1', limit: '10' })}`;
    },
    check: (json) => Array.isArray(json.users),
  },
  { name: 'admin dashboard', as: 'admin', path: () => '/api/dashboard', check: (json) => typeof json === 'object' && json !== null },
  {
    name: "dealer's ride list, random page",
    as: 'dealer',
    path: (rng, c) => `/api/test-drive/dealer?page=${between(rng, 1, c.dealerPages)}&limit=20`,
    check: (json) => Array.isArray(json.data),
  },
  {
    name: "deep pages of a type's list (the last half)",
    distinct: true,
    path: (rng, c) => {
      const type = pick(rng, c.types);
      const pages = c.pagesOf[type];
      // the list's own order (newest first): the sorts are the filtered list's part
      return `/api/product?vehicleType=${type}&page=${between(rng, Math.ceil(pages / 2), pages)}&limit=12`;
    },
    check: (json) => Array.isArray(json.data) && json.data.length > 0,
  },
];

/**
 * A request source for autocannon: every request asks the next question of the case's generator,
 * a distinct case skipping questions this server was already asked. A small data set has few deep
 * pages: when 20 draws bring no new question, a campaign tag (as shared links carry) makes the
 * repeat new to the cache, so it still reaches the database.
 */
export function requestSource(testCase, catalogue, seed, asked = new Set()) {
  const rng = seededRandom(seed);
  let tagged = 0;
  return () => {
    let path = testCase.path(rng, catalogue);
    for (let tries = 0; testCase.distinct && asked.has(path) && tries < 20; tries++) path = testCase.path(rng, catalogue);
    if (testCase.distinct && asked.has(path)) path += `${path.includes('?') ? '&' : '?'}utm_campaign=c${++tagged}`;
    asked.add(path);
    return path;
  };
}
