import { MESSAGES } from '../../lib/messages';

/** Test-ride screen texts as the spec's error catalogue spells them. */
export const RIDE_TEXT = {
  ridesFetchFailed: 'Error fetching rides',
  rideStatusFailed: 'Error updating test ride status',
  rideStatusUpdated: MESSAGES.testDrives.statusUpdated,
  rideDeleteFailed: 'Error deleting test ride',
  rideRemoved: MESSAGES.testDrives.removed,
  confirmDeleteRide: 'Are you sure you want to delete this test ride?',
  confirmCancelRide: 'Cancel this test ride? The customer sees your reason.',
} as const;
