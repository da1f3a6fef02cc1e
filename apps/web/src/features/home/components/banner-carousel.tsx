import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { bannersQuery } from '../../content/queries/content-queries';
import type { Banner } from '../../games/components/catalog/catalog-types';
import { useLanguage } from '../../../shared/i18n/use-language';
import { FallbackImage } from '../../../shared/fallback-image';
import { Carousel } from './carousel';
import { bannerAutoplayMs, bannerAutoplays } from './carousel-rules';

// Taller on phones, where a 16:5 strip would be too thin to read; the art is cropped, not squeezed.
const imageClass = 'aspect-[2/1] h-auto w-full rounded-xl bg-muted object-cover sm:aspect-[16/5]';

const BannerImage = ({ banner, index }: { banner: Banner; index: number }) => {
  const { t } = useTranslation();
  const router = useRouter();
  const image = (
    <FallbackImage
      src={banner.url}
      width={1600}
      height={500}
      eager={index === 0}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      className={imageClass}
      alt={t('site:bannerN', { index: index + 1 })}
    />
  );
  if (banner.linkageType === 'URL' && /^https?:\/\//.test(banner.linkTarget))
    return (
      <a href={banner.linkTarget} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  if (banner.linkageType === 'ROUTE' && banner.linkTarget.startsWith('/') && !banner.linkTarget.startsWith('//'))
    return (
      <a
        href={banner.linkTarget}
        onClick={(event) => {
          // A site route from configuration: navigate inside the app instead of reloading it.
          event.preventDefault();
          router.history.push(banner.linkTarget);
        }}
      >
        {image}
      </a>
    );
  if (banner.linkageType === 'PROMOTION' && banner.linkTarget)
    return (
      <Link to="/promotions" hash={banner.linkTarget}>
        {image}
      </Link>
    );
  return image;
};

/** Banners of group w_home; they turn every 5 s only when there are two or more. */
export const BannerCarousel = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const banners = useQuery(bannersQuery(code, 'w_home'));
  const list = [...(banners.data ?? [])].sort((a, b) => a.sequence - b.sequence);
  if (banners.isPending) return <div className={imageClass} aria-hidden="true" />;
  if (list.length === 0) return null;
  return (
    <Carousel
      label={t('site:banners')}
      slides={list.map((b, i) => (
        <BannerImage key={`${b.url}-${i}`} banner={b} index={i} />
      ))}
      slideClass="basis-full"
      autoplayMs={bannerAutoplays(list.length) ? bannerAutoplayMs : undefined}
      loop={list.length > 1}
      testId="banner-carousel"
    />
  );
};
