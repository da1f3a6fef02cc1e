import { createElement, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { directionOf } from '../../../shared/i18n/language-table';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useLazyComponent } from '../../../shared/use-lazy-component';

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

const loadEngine = () => import('./carousel-engine').then((m) => m.CarouselEngine);

/**
 * An Embla carousel that mirrors in RTL languages. The slides render at once in their final place;
 * Embla and the arrows (carousel-engine.tsx, its own chunk) take over the same elements when they
 * arrive, so nothing moves and no slide mounts twice. Until then the arrows' row is kept empty.
 */
export const Carousel = ({ label, slides, slideClass, autoplayMs, loop = false, arrows = false, testId }: CarouselProps) => {
  const { t } = useTranslation();
  const direction = directionOf(useLanguage().code);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const Engine = useLazyComponent(loadEngine, true);
  const arrowsPlaceholder = arrows ? <div className="mb-2 h-9" /> : null;

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative" data-testid={testId}>
      {Engine && viewport ? createElement(Engine, { key: direction, viewport, direction, loop, autoplayMs, arrows }) : arrowsPlaceholder}
      <div ref={setViewport} className="overflow-hidden">
        <div className="-ms-3 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              className={cx('min-w-0 shrink-0 grow-0 ps-3', slideClass)}
              role="group"
              aria-roledescription="slide"
              aria-label={t('site:slideOf', { index: index + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
};
