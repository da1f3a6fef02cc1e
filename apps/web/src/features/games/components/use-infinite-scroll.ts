import { useEffect, useRef } from 'react';

/** Calls `onReach` when the returned element scrolls into view (the list's sentinel). */
export const useInfiniteScroll = (onReach: () => void, enabled: boolean) => {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
};
