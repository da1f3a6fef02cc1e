import { useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';

export type CarouselProps = {
  label: string;
  slides: ReactNode[];
  /** Width classes of one slide, e.g. 'basis-full md:basis-1/3'. */
  slideClass: string;
  autoplayMs?: number;
  loop?: boolean;
  arrows?: boolean;
  testId?: string;
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
      <path d={dir === 'prev' ? 'M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z' : 'M7.2 4.2a.75.75 0 0 1 1.06 0l5.27 5.27a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z'} />
    </svg>
  </button>
);

/** The Embla-driven track; loaded as its own chunk so the first paint does not wait for it. */
export const CarouselTrack = ({ label, slides, slideClass, autoplayMs, loop = false, arrows = false, testId, direction }: CarouselProps & { direction: 'ltr' | 'rtl' }) => {
  const { t } = useTranslation();
  const autoplay = autoplayMs !== undefined && !reducedMotion();
  const [ref, api] = useEmblaCarousel(
    { loop, direction, align: 'start', containScroll: loop ? false : 'trimSnaps' },
    autoplay ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : [],
  );
  // Embla owns the position; a tick re-renders so the arrows read it again after each move.
  const [, setTick] = useState(0);
  const update = useCallback(() => setTick((n) => n + 1), []);
  const edges = { prev: api?.canScrollPrev() ?? false, next: api?.canScrollNext() ?? false };
  useEffect(() => {
    if (!api) return;
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, update]);

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative" data-testid={testId}>
      {arrows ? (
        <div className="mb-2 flex justify-end gap-2">
          <Arrow dir="prev" label={t('site:previous')} onClick={() => api?.scrollPrev()} disabled={!edges.prev} />
          <Arrow dir="next" label={t('site:next')} onClick={() => api?.scrollNext()} disabled={!edges.next} />
        </div>
      ) : null}
      <div ref={ref} className="overflow-hidden">
        <div className="-ms-3 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div key={index} className={cx('min-w-0 shrink-0 grow-0 ps-3', slideClass)} role="group" aria-roledescription="slide" aria-label={t('site:slideOf', { index: index + 1, count: slides.length })}>
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
};
