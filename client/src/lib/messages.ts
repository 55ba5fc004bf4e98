// the messages module alone: the package index would also pull zod and every schema
import { MESSAGES } from '@evbazaar/common/src/messages';

export { MESSAGES };

/**
 * Texts only the client shows (spelled as the spec shows them); texts shared with the
 * server come from MESSAGES in @evbazaar/common.
 */
export const CLIENT_MESSAGES = {
  loginFailed: 'Login failed. Please try again.',
  registerFailed: 'Registration failed. Please try again.',
  resetFailed: 'Password reset failed. Please try again.',
  invalidToken: 'Invalid token',
  fetchRidesFailed: 'Error fetching rides',
  cancelRideFailed: 'Error cancelling test ride',
  confirmCancelRide: 'Are you sure you want to cancel this test ride?',
  searchFailed: 'Failed to search products',
  searchDone: 'Search completed successfully',
  popularFailed: 'Error fetching popular vehicles',
  enquiryFailed: 'Failed to send the form. Please try again.',
  /** after a Dealer or Agent registers: they are not signed in until an admin verifies them */
  awaitingVerification: (role: string) => `Your ${role} account is waiting for an admin's verification.`,
  ...MESSAGES.auth,
} as const;
