const all = ['contentPages'] as const;

/** Query keys of the content pages. Each carries the language, so a language change refetches the texts. */
export const contentPageKeys = {
  all,
  list: (language: string, kind: string, pageNo: number) => [...all, 'list', language, kind, pageNo] as const,
  page: (language: string, kind: string, slug: string | undefined) => [...all, 'page', language, kind, slug ?? ''] as const,
};
