import { lazy, Suspense } from 'react';
import { cx } from '@gp/ui';
import { directionOf } from '../i18n/language-table';
import { useLanguage } from '../i18n/use-language';
import type { CarouselProps } from './carousel-track';

export type { CarouselProps } from './carousel-track';

const CarouselTrack = lazy(() => import('./carousel-track').then((m) => ({ default: m.CarouselTrack })));

/** Until Embla arrives: the same slides in the same row, so nothing moves when it takes over. */
const StaticTrack = ({ slides, slideClass, label, testId, arrows }: CarouselProps) => (
  <section aria-label={label} className="overflow-hidden" data-testid={testId}>
    {arrows ? <div className="mb-2 h-9" /> : null}
    <div className="-ms-3 flex">
      {slides.map((slide, index) => (
        <div key={index} className={cx('min-w-0 shrink-0 grow-0 ps-3', slideClass)}>
          {slide}
        </div>
      ))}
    </div>
  </section>
);

/** An Embla carousel that mirrors in RTL languages. */
export const Carousel = (props: CarouselProps) => {
  const direction = directionOf(useLanguage().code);
  // Embla reads the direction once; a new key starts it again when the language flips it.
  return (
    <Suspense fallback={<StaticTrack {...props} />}>
      <CarouselTrack key={direction} {...props} direction={direction} />
    </Suspense>
  );
};
