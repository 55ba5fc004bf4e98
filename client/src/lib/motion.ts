import { useEffect, useState } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked their system for less motion (prefers-reduced-motion: reduce); false on the server. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(REDUCE).matches);
}

/** How a scroll started by a button moves: smoothly, unless the visitor asked for less motion (then it jumps). */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/** prefersReducedMotion() as state, following a change of the setting; false in the first render (the server's). */
export function useReducedMotion(): boolean {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCE);
    if (!query) return;
    const update = () => setReduce(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return reduce;
}
