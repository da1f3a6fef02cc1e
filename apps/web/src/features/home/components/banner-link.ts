import type { Banner } from '../../games/components/catalog/catalog-types';

/** Where a banner takes the visitor, or null when it opens nothing the site can follow. */
export type BannerTarget = { kind: 'external'; href: string } | { kind: 'route'; href: string } | { kind: 'promotion'; hash: string } | null;

/**
 * A banner's target from its linkage: an http(s) address opens in a new tab, a site route (one
 * leading slash, never a protocol-relative `//host`) stays in the app, a promotion opens on
 * /promotions#<id>. Anything else (GAME, NONE, a malformed target) leaves the banner a picture.
 */
export const bannerTarget = (banner: Pick<Banner, 'linkageType' | 'linkTarget'>): BannerTarget => {
  const target = banner.linkTarget.trim();
  if (banner.linkageType === 'URL' && /^https?:\/\//i.test(target)) return { kind: 'external', href: target };
  if (banner.linkageType === 'ROUTE' && target.startsWith('/') && !target.startsWith('//')) return { kind: 'route', href: target };
  if (banner.linkageType === 'PROMOTION' && target) return { kind: 'promotion', hash: target };
  return null;
};

/**
 * The words a banner shows: none without a headline (an image-only banner), and a call-to-action
 * button only when the banner leads somewhere, so no button promises what a click cannot do.
 */
export const bannerWords = (banner: Pick<Banner, 'headline' | 'subline' | 'cta'>, target: BannerTarget) => {
  const headline = banner.headline.trim();
  if (!headline) return null;
  const cta = banner.cta.trim();
  return { headline, subline: banner.subline.trim(), cta: target && cta ? cta : '' };
};
