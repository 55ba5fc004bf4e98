// What `npm run bench` measures. Adding a case is one line in one of the lists below:
//   rest(name, path, { as })          GET path (a string, or a function of what the probe learnt)
//   gql(name, query, variables, { as })  POST /graphql
//   rest(name, path, { page: true })  a server-rendered page: the check reads its HTML
// `as` signs the request in as a demo account ('dealer', 'admin', ...); `key` sends an API key of that demo account
// instead (CATALOG_READ); the check says what a correct answer holds.

/** The card fields of the e-vehicles list (client/src/components/product-card.graphql). */
export const CARD_QUERY = `query Products($filter: ProductFilter) {
  products(filter: $filter) {
    items { id name images price vehicleType topSpeed range rangeMax charging }
    total
    page
    totalPages
  }
}`;

/** The filter panel's counts and ranges (client/src/features/products/products.graphql). */
export const FACETS_QUERY = `query Facets($filter: ProductFilter) {
  productFacets(filter: $filter) {
    total
    brands { id name slug count }
    price { min max }
    range { min max }
    topSpeed { min max }
    battery { min max }
    charging { min max }
  }
}`;

/** The header search's suggestions (client/src/components/header-search.graphql). */
export const SUGGEST_QUERY = `query ProductSuggestions($query: String!) {
  productSuggestions(query: $query, limit: 8) { id slug name vehicleType price brand { id name } }
}`;

// the shopper's usual narrowing: scooters under ₹1,50,000 with 100 km or more, charged in 6 hours, cheapest first
const FILTER = { vehicleType: 'SCOOTER', maxPrice: 150000, minRange: 100, maxCharging: 6, sort: 'PRICE_ASC' };
const FILTER_QUERY = 'vehicleType=scooter&maxPrice=150000&minRange=100&maxCharging=6&sort=price_asc';

export const rest = (name, path, options = {}) => ({ name, kind: 'REST', path, ...options });
export const gql = (name, query, variables, options = {}) => ({ name, kind: 'GraphQL', query, variables, ...options });

const hasList = (key) => (json) => Array.isArray(json[key]) && json[key].length > 0;
const hasFacets = (json) => json.data?.total > 0 && json.data.brands?.length > 0;

/** Throughput side by side with the precomputed answer (the static file is added by the bench itself). */
export const LIST_CASES = [
  rest('e-vehicles list, REST', '/api/product?vehicleType=scooter&page=1&limit=12', { check: hasList('data') }),
  gql(
    'e-vehicles list, GraphQL',
    CARD_QUERY,
    { filter: { vehicleType: 'SCOOTER', page: 1, limit: 12 } },
    { check: (json) => json.data?.products?.items?.length > 0 },
  ),
  // the same read with a partner's API key: at most 10 % dearer than the anonymous one above (issue 23)
  gql(
    'e-vehicles list, GraphQL, with an API key',
    CARD_QUERY,
    { filter: { vehicleType: 'SCOOTER', page: 1, limit: 12 } },
    { key: 'dealer', check: (json) => json.data?.products?.items?.length > 0 },
  ),
  rest('filtered list, REST', `/api/product?${FILTER_QUERY}&page=1&limit=12`, { check: hasList('data') }),
  gql('filtered list, GraphQL', CARD_QUERY, { filter: { ...FILTER, page: 1, limit: 12 } }, { check: (json) => json.data?.products?.items?.length > 0 }),
  rest('filter facets, REST', `/api/product/facets?${FILTER_QUERY}`, { check: hasFacets }),
  gql('filter facets, GraphQL', FACETS_QUERY, { filter: FILTER }, { check: (json) => json.data?.productFacets?.total > 0 }),
  rest('search suggestions, REST', '/api/product/suggest?q=athr', { check: hasList('data') }),
  gql('search suggestions, GraphQL', SUGGEST_QUERY, { query: 'athr' }, { check: (json) => json.data?.productSuggestions?.length > 0 }),
  rest('home page, server-rendered', '/', { page: true, check: (html) => html.includes('id="ssr-data"') && html.includes('<article') }),
];

/** The scale run: p95 at factor 1 against factor 0.01. A path may read `probe` (what the first page said). */
export const SCALE_CASES = [
  rest('product list, first page', '/api/product?page=1&limit=12', { check: hasList('data') }),
  rest('product list, deep page (80 % down)', (probe) => `/api/product?page=${Math.max(1, Math.floor(probe.productPages * 0.8))}&limit=12`, {
    check: hasList('data'),
  }),
  rest('product search', '/api/product?search=volt&page=1&limit=12', { check: hasList('data') }),
  rest('filtered product list', `/api/product?${FILTER_QUERY}&page=1&limit=12`, { check: hasList('data') }),
  rest('filter facets', `/api/product/facets?${FILTER_QUERY}`, { check: hasFacets }),
  rest('search suggestions (a typo)', '/api/product/suggest?q=athr', { check: hasList('data') }),
  rest("a dealer's rides, first page", '/api/test-drive/dealer?page=1&limit=20', { as: 'dealer', check: hasList('data') }),
  rest('dealer dashboard', '/api/dealer/dashboard', { as: 'dealer' }),
  rest('admin dashboard', '/api/dashboard', { as: 'admin' }),
  rest('admin user search', '/api/users?search=sharma&page=1&limit=10', { as: 'admin', check: hasList('users') }),
];
