/** Inline texts of the public comparison pages, as the spec spells them. */
export const COMPARE_TEXT = {
  fetchFailed: 'Failed to fetch products',
  modelsFailed: 'Failed to load models for the selected brand.',
  addFailed: 'Failed to add vehicle. Please try again.',
  selectModel: 'Please select a model before adding',
  listFailed: 'Failed to fetch comparisons',
} as const;

/** At most this many vehicles side by side (the pair plus added ones). */
export const MAX_VEHICLES = 4;
