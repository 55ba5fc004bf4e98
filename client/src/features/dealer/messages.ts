import { MESSAGES } from '@evbazaar/common';

/** Dealer screen texts as the spec's error catalogue spells them. */
export const DEALER_TEXT = {
  profileFetchFailed: 'Error fetching profile',
  profileUpdateFailed: 'Error updating profile',
  profileUpdated: MESSAGES.dealers.profileUpdated,
  availabilityFailed: 'Error updating product availability',
  availabilityUpdated: MESSAGES.dealers.availabilityUpdated,
  availabilityDeleted: MESSAGES.dealers.availabilityDeleted,
  availabilityDeleteFailed: 'Error deleting product availability',
  availableProductsFailed: 'Error fetching available products',
  availabilityFetchFailed: 'Error fetching product availability',
  confirmDeleteAvailability: 'Are you sure you want to delete this product availability?',
  ridesFetchFailed: 'Error fetching rides',
  rideStatusFailed: 'Error updating test ride status',
  rideStatusUpdated: MESSAGES.testDrives.statusUpdated,
  rideDeleteFailed: 'Error deleting test ride',
  rideRemoved: MESSAGES.testDrives.removed,
  confirmDeleteRide: 'Are you sure you want to delete this test ride?',
} as const;
