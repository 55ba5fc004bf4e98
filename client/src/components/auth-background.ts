import type { BoxProps } from '@chakra-ui/react';

/** The auth pages' full-screen frame that centres the card, whichever background (gradient or video) it paints. */
export const AUTH_BACKGROUND_FRAME = {
  minH: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  px: '4',
  py: '8',
  'data-testid': 'auth-background',
} as const satisfies BoxProps & { 'data-testid': string };
