import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bannersQuery } from '../../content/queries/content-queries';
import type { Banner } from '../../games/components/catalog/catalog-types';
import { useLanguage } from '../../../shared/i18n/use-language';
import { FallbackImage } from '../../../shared/fallback-image';
import { bannerTarget, bannerWords, type BannerTarget } from './banner-link';
import { Carousel } from './carousel';
import { bannerAutoplayMs, bannerAutoplays } from './carousel-rules';

// Taller on phones, where a 16:5 strip would be too thin to read; the art is cropped, not squeezed.
const frameClass = 'aspect-[2/1] w-full rounded-xl sm:aspect-[16/5]';
const imageClass = `${frameClass} h-auto bg-muted object-cover`;
const linkClass = 'group block rounded-xl no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

type Words = NonNullable<ReturnType<typeof bannerWords>>;

/**
 * The words over the backdrop. The scrim is dark whatever the theme (it lies on a picture, not on
 * the page), strongest on the start side where the text sits and fading out toward the drawing; on
 * a narrow banner it covers the whole width, as the text does. Sizes follow the banner's own width
 * (container queries), as the side menu makes it narrower than the window, so the words always fit
 * its height. The call to action is a button to the eye only: the banner around it is the one link,
 * so nothing interactive nests.
 */
const BannerWords = ({ words }: { words: Words }) => (
  <div
    className="absolute inset-0 flex flex-col items-start justify-center gap-1.5 overflow-hidden rounded-xl bg-linear-to-r from-black/85 via-black/65 to-black/40 p-4 text-start text-white rtl:bg-linear-to-l @xl:gap-2 @xl:via-black/60 @xl:to-transparent @xl:p-5 @3xl:p-8 @5xl:p-10"
    data-testid="banner-words"
  >
    <p className="line-clamp-2 max-w-full shrink-0 text-lg leading-tight font-extrabold tracking-tight break-words hyphens-auto [text-shadow:0_1px_2px_rgb(0_0_0/0.6)] @xl:max-w-[60%] @xl:text-2xl @3xl:text-3xl @5xl:text-4xl">
      {words.headline}
    </p>
    {words.subline ? (
      <p className="line-clamp-1 max-w-full shrink-0 text-xs leading-snug break-words text-white/90 @xl:max-w-[55%] @xl:text-sm @3xl:text-base @5xl:line-clamp-2 @5xl:text-lg">
        {words.subline}
      </p>
    ) : null}
    {words.cta ? (
      <span
        className="mt-1 inline-flex h-8 max-w-full shrink-0 items-center truncate rounded-full bg-primary px-4 text-sm font-semibold text-primary-fg shadow-md transition-colors group-hover:bg-primary-hover @xl:h-9 @3xl:mt-2 @3xl:h-10 @3xl:px-5 @3xl:text-base @5xl:h-11"
        data-testid="banner-cta"
      >
        {words.cta}
      </span>
    ) : null}
  </div>
);

/** The whole banner is one target per its linkage, as it always was; without one it is a picture. */
const BannerLink = ({ target, children }: { target: BannerTarget; children: ReactNode }) => {
  const router = useRouter();
  if (target?.kind === 'external')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
      </a>
    );
  if (target?.kind === 'route')
    return (
      <a
        href={target.href}
        className={linkClass}
        onClick={(event) => {
          // A site route from configuration: navigate inside the app instead of reloading it.
          event.preventDefault();
          router.history.push(target.href);
        }}
      >
        {children}
      </a>
    );
  if (target?.kind === 'promotion')
    return (
      <Link to="/promotions" hash={target.hash} className={linkClass}>
        {children}
      </Link>
    );
  return <>{children}</>;
};

const BannerSlide = ({ banner, index }: { banner: Banner; index: number }) => {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  const words = bannerWords(banner, target);
  return (
    <BannerLink target={target}>
      <div className="@container relative">
        <FallbackImage
          src={banner.url}
          width={1600}
          height={500}
          eager={index === 0}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          className={imageClass}
          // With words, they name the banner (and its link); the backdrop only decorates.
          alt={words ? '' : t('site:bannerN', { index: index + 1 })}
        />
        {words ? <BannerWords words={words} /> : null}
      </div>
    </BannerLink>
  );
};

/** Banners of group w_home; they turn every 5 s only when there are two or more. */
export const BannerCarousel = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const banners = useQuery(bannersQuery(code, 'w_home'));
  const list = [...(banners.data ?? [])].sort((a, b) => a.sequence - b.sequence);
  if (banners.isPending) return <div className={`${frameClass} bg-muted`} aria-hidden="true" />;
  if (list.length === 0) return null;
  return (
    <Carousel
      label={t('site:banners')}
      slides={list.map((b, i) => (
        <BannerSlide key={`${b.url}-${i}`} banner={b} index={i} />
      ))}
      slideClass="basis-full"
      autoplayMs={bannerAutoplays(list.length) ? bannerAutoplayMs : undefined}
      loop={list.length > 1}
      testId="banner-carousel"
    />
  );
};
