const all = ['content'] as const;

/** Query keys of the site content. Each carries the language, so a language change refetches the texts. */
export const contentKeys = {
  all,
  banners: (language: string, group: string) => [...all, 'banners', language, group] as const,
  notices: (language: string) => [...all, 'notices', language] as const,
  promotions: (language: string) => [...all, 'promotions', language] as const,
  promotionCategories: (language: string) => [...all, 'promotionCategories', language] as const,
  announcements: (language: string, execution: string, pageNo: number) => [...all, 'announcements', language, execution, pageNo] as const,
  announcement: (language: string, id: number) => [...all, 'announcement', language, id] as const,
  help: (language: string) => [...all, 'help', language] as const,
};
