import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AUTH_BACKGROUND_FRAME } from './auth-background';

/**
 * The login page's moving background: a looping animated gradient drawn in CSS (reduced-motion
 * users get a still one). Register, forgot and reset password use BackgroundVideo, as the spec asks.
 */
export function AnimatedBackground({ children }: { children: ReactNode }) {
  return (
    <Box
      {...AUTH_BACKGROUND_FRAME}
      bgImage="linear-gradient(120deg, #064e3b, #0f766e, #0ea5e9, #10b981, #064e3b)"
      bgSize="400% 400%"
      css={{
        animation: 'evb-drift 18s ease-in-out infinite',
        '@keyframes evb-drift': { '0%': { backgroundPosition: '0% 50%' }, '50%': { backgroundPosition: '100% 50%' }, '100%': { backgroundPosition: '0% 50%' } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
