import { MESSAGES } from '@evbazaar/common';

/** Dealer screen texts as the spec's error catalogue spells them; every text is in MESSAGES. */
export const DEALER_TEXT = {
  profileFetchFailed: MESSAGES.dealers.profileFetchFailed,
  profileUpdateFailed: MESSAGES.dealers.profileUpdateFailed,
  profileUpdated: MESSAGES.dealers.profileUpdated,
  availabilityFailed: MESSAGES.dealers.availabilityFailed,
  availabilityUpdated: MESSAGES.dealers.availabilityUpdated,
  availabilityDeleted: MESSAGES.dealers.availabilityDeleted,
  availabilityDeleteFailed: MESSAGES.dealers.availabilityDeleteFailed,
  availableProductsFailed: MESSAGES.dealers.availableProductsFailed,
  availabilityFetchFailed: MESSAGES.dealers.availabilityFetchFailed,
  confirmDeleteAvailability: MESSAGES.dealers.confirmDeleteAvailability,
  productsEmpty: MESSAGES.dealers.productsEmpty,
} as const;
