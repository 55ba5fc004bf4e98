import { MESSAGES } from '../../lib/messages';

/** Test-ride screen texts as the spec's error catalogue spells them; every text is in MESSAGES. */
export const RIDE_TEXT = {
  ridesFetchFailed: MESSAGES.testDrives.fetchRidesFailed,
  rideStatusFailed: MESSAGES.testDrives.statusUpdateFailed,
  rideStatusUpdated: MESSAGES.testDrives.statusUpdated,
  rideDeleteFailed: MESSAGES.testDrives.deleteFailed,
  rideRemoved: MESSAGES.testDrives.removed,
  confirmDeleteRide: MESSAGES.testDrives.confirmDelete,
  confirmCancelRide: MESSAGES.testDrives.confirmDealerCancel,
  dealerRidesEmpty: MESSAGES.testDrives.dealerEmpty,
} as const;
