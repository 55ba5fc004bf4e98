import { useEffect, useState } from 'react';

/** true once the window is scrolled more than `px` (header shadow at 50, back-to-top at 200). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    // the first reading waits for the next frame: read in the effect itself, `scrollY` makes the
    // browser lay out the freshly hydrated page there and then, inside the commit's task
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [px]);
  return past;
}
