// the messages module alone: the package index would also pull zod and every schema
import { MESSAGES } from '@evbazaar/common/src/messages';

export { MESSAGES };

/** The texts the public and customer screens show, by the names they use; every text is in MESSAGES. */
export const CLIENT_MESSAGES = {
  fetchRidesFailed: MESSAGES.testDrives.fetchRidesFailed,
  cancelRideFailed: MESSAGES.testDrives.cancelRideFailed,
  confirmCancelRide: MESSAGES.testDrives.confirmCancelRide,
  searchFailed: MESSAGES.search.searchFailed,
  searchDone: MESSAGES.dealers.searchDone,
  popularFailed: MESSAGES.catalogue.popularFailed,
  enquiryFailed: MESSAGES.content.enquiryFailed,
  ...MESSAGES.auth,
} as const;
