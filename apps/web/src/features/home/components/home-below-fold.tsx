import type { GameCategory } from '@gp/contracts';
import { memo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gamesQuery, hotGamesQuery, rankListQuery, type RankBoard } from '../../games/queries/catalog-queries';
import { promotionsQuery } from '../../content/queries/content-queries';
import { gameIcon, gameTitle, type Game } from '../../games/components/catalog/catalog-types';
import { vendorQueue } from '../../games/components/catalog/sequential-queue';
import { useGameMenus } from '../../games/queries/use-catalog';
import { categoryLabel } from '../../games/components/nav-labels';
import { GameCard } from '../../games/components/game-card';
import { GameCardsProvider, useGameCards } from '../../games/components/game-cards';
import { useLanguage } from '../../../shared/i18n/use-language';
import { categoryByType, homeRowTypes } from '../../games/components/categories';
import { promotionImage } from '../../content/components/promotion-image';
import { FallbackImage } from '../../../shared/fallback-image';
import { WhenNear } from '../../../shared/when-near';
import { usePermission } from '../../system/queries/use-permission';
import { Carousel } from './carousel';
import { biggestWins, categoryRow, hotGameSlides, hotGamesAutoplayMs, promotionSlides, rowMaxGames } from './carousel-rules';
import { JackpotCounter } from './jackpot-counter';
import { firstScreenQueries } from '../queries/first-screen-queries';
import { formatMinor } from './money';

const SectionTitle = ({ children, id, more }: { children: string; id: string; more?: { to: '/hot' | '/promotions' | `/${string}`; label: string } }) => (
  <div className="mb-3 flex items-center justify-between gap-3">
    <h2 id={id} className="flex min-w-0 items-center gap-2 text-xl font-extrabold tracking-tight">
      <span aria-hidden="true" className="h-5 w-1 shrink-0 rounded-full bg-gold" />
      {children}
    </h2>
    {more ? (
      <a
        href={more.to}
        className="shrink-0 rounded-full border border-border px-3 py-1 text-sm font-semibold text-primary underline-offset-4 hover:border-primary hover:underline"
      >
        {more.label}
      </a>
    ) : null}
  </div>
);

const PromotionCarousel = memo(() => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const list = promotionSlides(useQuery(promotionsQuery(code)).data ?? []);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="home-promotions" data-testid="home-promotions">
      <SectionTitle id="home-promotions" more={{ to: '/promotions', label: t('site:seeAll') }}>
        {t('site:navPromotions')}
      </SectionTitle>
      <Carousel
        label={t('site:navPromotions')}
        slideClass="basis-full sm:basis-1/2 md:basis-1/3"
        arrows={list.length > 1}
        slides={list.map((p, index) => (
          // One link per promotion, named by its title and the call to action; the button inside is only drawn.
          <Link
            key={p.id}
            to="/promotions"
            hash={String(p.id)}
            className="group @container relative block overflow-hidden rounded-lg border border-border bg-surface text-fg no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            data-testid="promotion-slide"
          >
            <FallbackImage
              src={promotionImage(p)}
              width={480}
              height={180}
              eager={index < 3}
              className="aspect-[8/3] h-auto w-full bg-muted object-cover"
              alt=""
            />
            {/* Dark whatever the theme: the words lie on the picture; sizes follow the card's width, which three to a row can make small. */}
            <span className="absolute inset-0 flex flex-col items-start justify-end gap-1 overflow-hidden bg-linear-to-t from-black/85 via-black/50 to-transparent p-2.5 text-start text-white @xs:gap-1.5 @xs:p-3">
              <span className="line-clamp-2 max-w-full shrink-0 text-sm leading-tight font-bold break-words [text-shadow:0_1px_2px_rgb(0_0_0/0.6)] @xs:text-base">
                {p.title}
              </span>
              <span className="inline-flex h-6 max-w-full shrink-0 items-center truncate rounded-full bg-primary px-2.5 text-xs font-semibold text-primary-fg transition-colors group-hover:bg-primary-hover @xs:h-7 @xs:px-3">
                {t('site:viewDetails')}
              </span>
            </span>
          </Link>
        ))}
        testId="promotion-carousel"
      />
    </section>
  );
});
PromotionCarousel.displayName = 'PromotionCarousel';

const HotGames = memo(() => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const { favouriteIds, actions } = useGameCards();
  const games = useQuery(hotGamesQuery(code)).data ?? [];
  if (games.length === 0) return null;
  const slides = hotGameSlides(games);
  return (
    <section aria-labelledby="home-hot" data-testid="home-hot">
      <SectionTitle id="home-hot" more={{ to: '/hot', label: t('site:seeAll') }}>
        {t('site:navHot')}
      </SectionTitle>
      <Carousel
        label={t('site:navHot')}
        slideClass="basis-full md:basis-1/2"
        autoplayMs={hotGamesAutoplayMs}
        loop={slides.length > 1}
        slides={slides.map((slide, i) => (
          <ul key={i} className="grid grid-cols-3 gap-3">
            {slide.map((game) => (
              <li key={game.nodeId}>
                <GameCard game={game} isFavourite={favouriteIds.has(game.nodeId)} actions={actions} />
              </li>
            ))}
          </ul>
        ))}
        testId="hot-carousel"
      />
    </section>
  );
});
HotGames.displayName = 'HotGames';

const WinnerBoard = memo(({ board, title, limit }: { board: RankBoard; title: string; limit?: number }) => {
  const { code } = useLanguage();
  const { t, i18n } = useTranslation();
  const symbol = usePermission().data?.merchant.currencySymbol ?? '';
  const entries = useQuery(rankListQuery(code, board)).data ?? [];
  const shown = limit === undefined ? entries : entries.slice(0, limit);
  const id = `board-${board}`;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-border bg-surface p-3" data-testid={`winner-board-${board}`}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <Link
          to="/winners"
          className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
          data-testid={`${id}-all`}
        >
          {t('site:seeAll')}
          <span className="sr-only">{`: ${title}`}</span>
        </Link>
      </div>
      <ol className="flex flex-col divide-y divide-border">
        {shown.map((entry, index) => (
          <li key={`${entry.customerName}-${index}`} className="flex items-center gap-3 py-2 text-sm" data-testid="winner-entry">
            <FallbackImage src={entry.iconUrl} width={40} height={40} className="size-10 shrink-0 rounded-md bg-muted object-cover" alt="" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{entry.gameName}</p>
              <p className="truncate text-xs text-fg-muted">{entry.customerName}</p>
            </div>
            <span className="shrink-0 font-semibold tabular-nums text-success">{formatMinor(entry.winAmount, i18n.language, symbol)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
});
WinnerBoard.displayName = 'WinnerBoard';

const CategoryRow = memo(({ gameType }: { gameType: GameCategory }) => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const { favouriteIds, actions } = useGameCards();
  const base = gamesQuery(code, { gameType }, rowMaxGames + 1);
  // One more than the row shows, to know whether arrows are needed; rows load one after another.
  const games = useQuery({ ...base, queryFn: (context) => vendorQueue(async (): Promise<Game[]> => (base.queryFn ? base.queryFn(context) : [])) }).data ?? [];
  const category = categoryByType(gameType);
  if (games.length === 0 || !category) return null;
  const { slides, arrows } = categoryRow(games);
  const label = categoryLabel(t, gameType);
  const id = `row-${gameType}`;
  return (
    <section aria-labelledby={id} data-testid={`home-row-${gameType}`}>
      <SectionTitle id={id} more={{ to: category.path, label: t('site:seeAll') }}>
        {label}
      </SectionTitle>
      <Carousel
        label={label}
        arrows={arrows}
        slideClass="basis-1/2 min-[480px]:basis-1/3 md:basis-1/4 xl:basis-1/6"
        slides={slides.map((pair, i) => (
          <ul key={i} className="flex flex-col gap-3">
            {pair.map((game) => (
              <li key={game.nodeId} title={gameTitle(game)} data-icon={gameIcon(game) ?? ''}>
                <GameCard game={game} isFavourite={favouriteIds.has(game.nodeId)} actions={actions} />
              </li>
            ))}
          </ul>
        ))}
      />
    </section>
  );
});
CategoryRow.displayName = 'CategoryRow';

/**
 * Everything under the banner; loaded as its own chunk after the first paint, the category rows each
 * as it comes near. The game cards share one GameCardsProvider: one favourites subscription and one
 * set of handlers for the page.
 */
export const HomeBelowFold = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const menus = useGameMenus().data ?? [];
  const firstScreen = useQueries({ queries: [...firstScreenQueries(code)] });
  // Until then the placeholder of WhenNear's size stays, so the sections never push each other down.
  if (firstScreen.some((q) => q.isPending)) return <div className="min-h-96" />;
  const served = new Set(menus.filter((m) => m.vendors.length > 0).map((m) => m.gameType as string));
  return (
    <GameCardsProvider>
      <div className="flex flex-col gap-8">
        <PromotionCarousel />
        <HotGames />
        <JackpotCounter />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <WinnerBoard board="JACKPOT" title={t('site:jackpotWinners')} />
          <WinnerBoard board="BIGWIN" title={t('site:biggestWins')} limit={biggestWins(Array.from({ length: 99 })).length} />
        </div>
        {/* A row is drawn as it comes near: the rows hold most of the page's cards, and drawing them
            all with the first screen was most of a phone's first seconds of main-thread work. */}
        {homeRowTypes
          .filter((type) => served.has(type))
          .map((type) => (
            <WhenNear key={type} minHeight="min-h-72" margin="600px">
              <CategoryRow gameType={type} />
            </WhenNear>
          ))}
      </div>
    </GameCardsProvider>
  );
};
