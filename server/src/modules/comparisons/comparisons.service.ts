import type { Deps } from '../../deps';

/** Comparisons: the rules of this area. Filled in by its issue. */
export function createComparisonsService(_deps: Deps) {
  return {};
}

export type ComparisonsService = ReturnType<typeof createComparisonsService>;
