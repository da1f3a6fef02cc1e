import { useEffect, useState } from 'react';

/**
 * Whether the element is on screen: false until the browser says it is, and true wherever
 * IntersectionObserver is missing. Moving parts of a page (a rolling counter, a turning carousel)
 * move only while seen, so a phone spends no frames, battery or first seconds on what nobody sees.
 */
export const useOnScreen = (element: Element | null): boolean => {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
};
