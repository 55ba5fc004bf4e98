import { seededRandom } from '@evbazaar/common';
import { createContext, useContext, useId, useMemo } from 'react';

/**
 * What a server render shares with the tree (and the browser's first render repeats): the HTTP
 * status a page asks for, the site's origin for canonical links, and the seed that makes
 * "random" orders (shuffled carousels) come out the same on the server and in hydration.
 */
export interface SsrState {
  /** written during a server render only: a not-found page sets 404 */
  status: number;
  /** e.g. https://evbazaar.example, no trailing slash */
  origin: string;
  /** seed for useStableRandom; the browser takes the server's from the page */
  seed: number;
  /** the catalog namespaces the render used (lib/i18n.tsx): a Hindi page loads them before hydrating */
  namespaces?: string[];
}

const SsrContext = createContext<SsrState | null>(null);
export const SsrProvider = SsrContext.Provider;

const isServer = typeof window === 'undefined';

/** The render's shared state (null in a page the browser renders alone). */
export const useSsrState = (): SsrState | null => useContext(SsrContext);

/** Asks for this HTTP status when the page is rendered on the server (a no-op in the browser). */
export function useHttpStatus(status: number) {
  const state = useContext(SsrContext);
  if (isServer && state) state.status = status;
}

/** The site's origin: the server's configured one while rendering there and hydrating, else the page's. */
export function useSiteOrigin(): string {
  const state = useContext(SsrContext);
  return state?.origin ?? (isServer ? '' : window.location.origin);
}

/** FNV-1a of a text: a seed from the page's seed and the component's place. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A random source for shuffles that the server render and the browser's hydration agree on
 * (seeded by the page's seed and the component's place in the tree), so a shuffled list does
 * not mismatch; without a server render it is Math.random.
 */
export function useStableRandom(): () => number {
  const state = useContext(SsrContext);
  const id = useId();
  return useMemo(() => (state ? seededRandom(hash(`${state.seed}:${id}`)) : Math.random), [state, id]);
}
