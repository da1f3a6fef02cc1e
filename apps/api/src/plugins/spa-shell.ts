import type { SiteTheme } from '@gp/contracts';

const bannerBlock = /<!--home-banner-->[\s\S]*?<!--\/home-banner-->/;

/** Routes that open on the home page, whose first picture is the top banner. */
export const homeRoutes: ReadonlySet<string> = new Set(['/', '/index', '/home', '/login', '/register']);

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The operator's theme goes on <html> as data-theme-default, so the inline theme script (apps/web/theme-init.js) paints a
 * first-time visitor in it before any code or API call; the visitor's own toggle still wins.
 */
const withDefaultTheme = (html: string, theme: SiteTheme) => html.replace(/<html\b/, `<html data-theme-default="${theme}"`);

/**
 * The player site's index.html for one route. On home routes the shell's banner place becomes the
 * first banner itself, so the largest picture of the first screen paints from the HTML instead of
 * waiting for the code, the banner list and then the image; elsewhere the place is dropped.
 * Classes and size match the carousel's first image (apps/web/src/features/home/components/banner-carousel.tsx).
 */
export const renderSpaShell = (html: string, path: string, firstBannerUrl: string | null, defaultTheme: SiteTheme = 'dark'): string => {
  const themed = withDefaultTheme(html, defaultTheme);
  if (!homeRoutes.has(path) || !firstBannerUrl) return themed.replace(bannerBlock, '');
  const image = `<img src="${escapeAttribute(firstBannerUrl)}" width="1600" height="500" fetchpriority="high" alt="" class="aspect-[2/1] h-auto w-full rounded-xl bg-muted object-cover sm:aspect-[16/5]" />`;
  return themed.replace(bannerBlock, image);
};
