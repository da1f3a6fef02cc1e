import { useLayoutEffect, useRef, useState } from 'react';
import { fittingCount } from './nav-fit';

/**
 * How many top-navigation items fit in one row, measured in the browser rather than fixed, since
 * the labels' widths depend on the language, the font and the window. `row` goes on the visible
 * list (its width is the room there is); `measure` on a hidden, unwrapped copy of every item
 * followed by the More button. Either one changing size (a resize, a font arriving, a language
 * switch, a category appearing) measures again. `count` is Infinity while everything fits.
 */
export const useNavFit = () => {
  const row = useRef<HTMLUListElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(Number.POSITIVE_INFINITY);

  // A layout effect: the first measurement lands before the first paint, so the row never shows wrapped.
  useLayoutEffect(() => {
    const rowList = row.current;
    const measureList = measure.current;
    if (!rowList || !measureList) return;
    const fit = () => {
      const items = [...measureList.children].map((item) => item.getBoundingClientRect().width);
      const moreWidth = items.pop();
      if (moreWidth === undefined) return;
      const gap = Number.parseFloat(getComputedStyle(measureList).columnGap) || 0;
      const fitting = fittingCount(items, moreWidth, rowList.clientWidth, gap);
      setCount(fitting === items.length ? Number.POSITIVE_INFINITY : fitting);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(rowList);
    observer.observe(measureList);
    return () => observer.disconnect();
  }, []);

  return { row, measure, count };
};
