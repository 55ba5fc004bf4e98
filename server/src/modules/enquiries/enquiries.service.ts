import type { Deps } from '../../deps';

/** Enquiries: the rules of this area. Filled in by its issue. */
export function createEnquiriesService(_deps: Deps) {
  return {};
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
