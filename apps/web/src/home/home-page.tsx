import { lazy } from 'react';
import { WhenNear } from '../shared/when-near';
import { BannerCarousel } from './banner-carousel';
import { NoticeMarquee } from './notice-marquee';

const HomeBelowFold = lazy(() => import('./home-below-fold').then((m) => ({ default: m.HomeBelowFold })));

/** Home (also under /login and /register, which open their popup over it). */
export const HomePage = () => (
  <div className="flex flex-col gap-6" data-testid="home-page">
    <NoticeMarquee />
    <BannerCarousel />
    <WhenNear>
      <HomeBelowFold />
    </WhenNear>
  </div>
);
