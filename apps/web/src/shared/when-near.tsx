import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children (usually a lazy component) only once the placeholder comes within
 * `margin` of the viewport, so below-the-fold code is not part of the first load.
 */
export const WhenNear = ({ children, minHeight = 'min-h-96', margin = '300px' }: { children: ReactNode; minHeight?: string; margin?: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (!near) return <div ref={ref} className={minHeight} />;
  return <Suspense fallback={<div className={minHeight} />}>{children}</Suspense>;
};
