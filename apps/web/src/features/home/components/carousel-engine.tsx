import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { inOwnTask } from '../../../shared/in-own-task';
import { useOnScreen } from '../../../shared/use-on-screen';
import { useGlidingAutoplay } from './use-gliding-autoplay';

export type CarouselEngineProps = {
  /** The carousel's viewport, already on the page with its slides. */
  viewport: HTMLElement;
  direction: 'ltr' | 'rtl';
  loop: boolean;
  autoplayMs?: number;
  arrows: boolean;
};

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const Arrow = ({ dir, onClick, label, disabled }: { dir: 'prev' | 'next'; onClick: () => void; label: string; disabled: boolean }) => (
  <button
    type="button"
    onClick={onClick}
    aria-label={label}
    disabled={disabled}
    className="inline-flex size-9 items-center justify-center rounded-full border border-border bg-surface text-fg hover:bg-muted disabled:opacity-40"
    data-testid={`carousel-${dir}`}
  >
    {/* The chevrons point along the reading direction, so RTL mirrors them. */}
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:-scale-x-100" fill="currentColor">
      <path
        d={
          dir === 'prev'
            ? 'M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z'
            : 'M7.2 4.2a.75.75 0 0 1 1.06 0l5.27 5.27a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z'
        }
      />
    </svg>
  </button>
);

/**
 * Embla on a carousel's viewport, and the arrows; its own chunk, so the first paint does not wait
 * for it. The slides stay where Carousel put them and Embla takes those elements over, so no slide
 * mounts twice (a carousel of game cards re-mounting every card when Embla arrived was a good part of
 * the home page's blocking time) and the ticks that move the arrows re-render only the arrows. Keyed
 * by direction: Embla reads the direction once.
 */
export const CarouselEngine = ({ viewport, direction, loop, autoplayMs, arrows }: CarouselEngineProps) => {
  const { t } = useTranslation();
  const [attach, api] = useEmblaCarousel({ loop, direction, align: 'start', containScroll: loop ? false : 'trimSnaps' });
  // Embla measures the slides when it attaches (a forced layout): each carousel in its own task.
  useEffect(() => inOwnTask(() => attach(viewport)), [attach, viewport]);

  // Slides turn only while the carousel is on screen: a row scrolled out of view (the hot games
  // turn every 1.2 s) would otherwise keep the page drawing frames nobody sees.
  const onScreen = useOnScreen(viewport);
  useGlidingAutoplay(api, viewport, autoplayMs, onScreen && !reducedMotion());

  // Embla owns the position; a tick re-renders the arrows so they read it again after each move.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!api || !arrows) return;
    const update = () => setTick((n) => n + 1);
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, arrows]);

  if (!arrows) return null;
  return (
    <div className="mb-2 flex justify-end gap-2">
      <Arrow dir="prev" label={t('site:previous')} onClick={() => api?.scrollPrev()} disabled={!(api?.canScrollPrev() ?? false)} />
      <Arrow dir="next" label={t('site:next')} onClick={() => api?.scrollNext()} disabled={!(api?.canScrollNext() ?? false)} />
    </div>
  );
};
