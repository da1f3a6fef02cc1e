import type { ContentPageKind } from '@gp/contracts';

/** The player site's address of each kind of page; blog posts and news items add their slug. */
export const pagePaths = {
  blog: '/blog',
  news: '/news',
  about: '/about',
  responsible_gaming: '/responsible-gaming',
  licences: '/licences',
} as const satisfies Record<ContentPageKind, string>;

/** The catalog key naming each kind (site namespace). */
export const pageTitleKeys = {
  blog: 'site:pagesBlog',
  news: 'site:pagesNews',
  about: 'site:pagesAbout',
  responsible_gaming: 'site:pagesResponsibleGaming',
  licences: 'site:pagesLicences',
} as const satisfies Record<ContentPageKind, string>;
