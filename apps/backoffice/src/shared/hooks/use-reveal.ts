import { useEffect, useRef } from 'react';

const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * For a detail that opens below a list: once it shows (and again whenever `key` changes, i.e. another
 * row's detail), scroll its heading into view and move the focus there, so a mouse user sees what
 * opened and a keyboard or screen-reader user continues from it. Give the heading tabIndex={-1}
 * and a scroll margin (scroll-mt-*) clearing the sticky top bar.
 */
export const useReveal = <T extends HTMLElement>(key: unknown) => {
  const ref = useRef<T>(null);
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [key]);
  return ref;
};
