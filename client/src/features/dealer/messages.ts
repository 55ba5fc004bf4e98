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
} as const;
