/** The query parameters /dealers reads; router.tsx declares them so the server renders and caches by them. */
export const DEALER_FINDER_PARAMS = ['near', 'city', 'product', 'color', 'open', 'slot'] as const;
