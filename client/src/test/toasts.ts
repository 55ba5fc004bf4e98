import { notify } from '../lib/toaster';

/**
 * Spies on the success and error toasts in each test of the calling `describe` (what a screen
 * told its user), silencing them; fresh spies every test, restored after it.
 */
export function spyOnToasts() {
  const toasts = {} as { success: jest.SpyInstance; error: jest.SpyInstance };
  beforeEach(() => {
    toasts.success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    toasts.error = jest.spyOn(notify, 'error').mockImplementation(() => '');
  });
  afterEach(() => jest.restoreAllMocks());
  return toasts;
}
