import { Box } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useReducedMotion } from '../lib/motion';
import { AUTH_BACKGROUND_FRAME } from './auth-background';
import { MotionToggle } from './motion-toggle';

/**
 * The login page's moving background: a looping animated gradient drawn in CSS, with a button that
 * pauses it (reduced-motion users get a still one, and no button). Register, forgot and reset
 * password use BackgroundVideo, as the spec asks.
 */
export function AnimatedBackground({ children }: { children: ReactNode }) {
  const [moving, setMoving] = useState(true);
  const still = useReducedMotion();
  return (
    <Box
      {...AUTH_BACKGROUND_FRAME}
      position="relative"
      bgImage="linear-gradient(120deg, #064e3b, #0f766e, #0ea5e9, #10b981, #064e3b)"
      bgSize="400% 400%"
      css={{
        animation: 'evb-drift 18s ease-in-out infinite',
        animationPlayState: moving ? 'running' : 'paused',
        '@keyframes evb-drift': { '0%': { backgroundPosition: '0% 50%' }, '50%': { backgroundPosition: '100% 50%' }, '100%': { backgroundPosition: '0% 50%' } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
      {!still && <MotionToggle what="background" moving={moving} onToggle={() => setMoving((m) => !m)} />}
    </Box>
  );
}
