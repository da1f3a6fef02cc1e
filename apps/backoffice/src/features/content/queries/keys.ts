import type { ContentPath } from '../content-fields';

/** Every query key of the content screens; `all` refreshes every page of one list. */
export const contentKeys = {
  languages: ['content', 'languages'] as const,
  /** The promotion form's category choices; refreshed with the categories' own list. */
  promotionCategoryOptions: ['content', 'promotionCategories', 'options'] as const,
  entries: {
    all: (path: ContentPath) => ['content', path] as const,
    page: (path: ContentPath, pageNo: number, filter = '') => ['content', path, pageNo, filter] as const,
  },
  banners: {
    all: ['banners'] as const,
    page: (pageNo: number) => ['banners', pageNo] as const,
  },
};
