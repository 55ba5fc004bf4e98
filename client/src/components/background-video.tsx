import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../lib/motion';
import { AUTH_BACKGROUND_FRAME } from './auth-background';
import { MotionToggle } from './motion-toggle';

export const BACKGROUND_VIDEO = { poster: '/media/auth-road.jpg', webm: '/media/auth-road.webm', mp4: '/media/auth-road.mp4' };

const prefersStill = () =>
  typeof window === 'undefined' ||
  prefersReducedMotion() ||
  // a visitor who asked to save data gets the poster, not 50 KB of video
  Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/** Runs `task` once the browser is idle after the page's own work (the form), or soon after. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
}

/**
 * The spec's looping, muted, full-screen background video. The poster paints first; the video's
 * sources are attached only when the browser is idle after the form is interactive, so it never
 * delays the form; with prefers-reduced-motion (or Save-Data) the poster stays still. A button
 * in the corner pauses and plays it (WCAG 2.2.2).
 */
export function BackgroundVideo({ children }: { children: ReactNode }) {
  const [play, setPlay] = useState(false);
  const [moving, setMoving] = useState(true);
  const video = useRef<HTMLVideoElement>(null);
  const toggle = () => {
    if (moving) video.current?.pause();
    else void video.current?.play().catch(() => {});
    setMoving(!moving);
  };
  useEffect(() => {
    if (prefersStill()) return;
    return whenIdle(() => setPlay(true));
  }, []);
  return (
    <Box
      {...AUTH_BACKGROUND_FRAME}
      position="relative"
      overflow="hidden"
      bg="#064e3b"
      bgImage={`url(${BACKGROUND_VIDEO.poster})`}
      bgSize="cover"
      bgPos="center"
    >
      {play && (
        <chakra.video
          ref={video}
          data-testid="auth-background-video"
          aria-hidden="true"
          tabIndex={-1}
          autoPlay
          muted
          loop
          playsInline
          preload="none"
          poster={BACKGROUND_VIDEO.poster}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          pointerEvents="none"
        >
          <source src={BACKGROUND_VIDEO.webm} type="video/webm" />
          <source src={BACKGROUND_VIDEO.mp4} type="video/mp4" />
        </chakra.video>
      )}
      <Box position="relative" w="full" display="flex" justifyContent="center">
        {children}
      </Box>
      {play && <MotionToggle what="video" moving={moving} onToggle={toggle} />}
    </Box>
  );
}
