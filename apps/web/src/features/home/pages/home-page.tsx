import { lazy, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../shared/i18n/use-language';
import { WhenNear } from '../../../shared/when-near';
import { BannerCarousel } from '../components/banner-carousel';
import { firstScreenQueries } from '../queries/first-screen-queries';
import { NoticeMarquee } from '../components/notice-marquee';

const loadBelowFold = () => import('../components/home-below-fold');
const HomeBelowFold = lazy(() => loadBelowFold().then((m) => ({ default: m.HomeBelowFold })));

/** Home (also under /login and /register, which open their popup over it). */
export const HomePage = () => {
  const queryClient = useQueryClient();
  const { code } = useLanguage();
  useEffect(() => {
    // Start the code and the data of the sections under the banner together, not one after the other.
    void loadBelowFold();
    const [promotions, hot, jackpots, bigWins, menus] = firstScreenQueries(code);
    void queryClient.prefetchQuery(promotions);
    void queryClient.prefetchQuery(hot);
    void queryClient.prefetchQuery(jackpots);
    void queryClient.prefetchQuery(bigWins);
    void queryClient.prefetchQuery(menus);
  }, [queryClient, code]);
  return (
    <div className="flex flex-col gap-6" data-testid="home-page">
      <NoticeMarquee />
      <BannerCarousel />
      <WhenNear>
        <HomeBelowFold />
      </WhenNear>
    </div>
  );
};
