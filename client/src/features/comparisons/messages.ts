import { MESSAGES } from '../../lib/messages';

/** Texts of the public comparison pages by the names they use; every text is in MESSAGES. */
export const COMPARE_TEXT = {
  fetchFailed: MESSAGES.catalogue.productsFetchFailed,
  modelsFailed: MESSAGES.catalogue.modelsFetchFailed,
  addFailed: MESSAGES.catalogue.addVehicleFailed,
  selectModel: MESSAGES.catalogue.selectModel,
  listFailed: MESSAGES.catalogue.comparisonsFetchFailed,
  empty: MESSAGES.catalogue.comparisonsEmpty,
} as const;

/** At most this many vehicles side by side (the pair plus added ones). */
export const MAX_VEHICLES = 4;
