import type { TFunction } from 'i18next';

/**
 * The help-centre categories the site names in every language. An operator may type any other
 * category in the back office; that one has no translation and is shown as typed.
 */
const knownCategories = ['account', 'payments', 'general', 'games', 'promotions', 'security'] as const;
export type KnownHelpCategory = (typeof knownCategories)[number];

/** The known category a typed one stands for ("Payments " is "payments"), if any. */
export const knownHelpCategory = (category: string): KnownHelpCategory | undefined => {
  const key = category.trim().toLowerCase();
  return knownCategories.find((known) => known === key);
};

/** A known category's heading in the interface language. */
export const helpCategoryLabel = (t: TFunction, category: KnownHelpCategory): string => {
  switch (category) {
    case 'account':
      return t('site:helpCategory.account');
    case 'payments':
      return t('site:helpCategory.payments');
    case 'general':
      return t('site:helpCategory.general');
    case 'games':
      return t('site:helpCategory.games');
    case 'promotions':
      return t('site:helpCategory.promotions');
    case 'security':
      return t('site:helpCategory.security');
  }
};

type Categorised = { category: string };
export type HelpSection<A extends Categorised> = { key: string; known: KnownHelpCategory | undefined; typed: string; articles: A[] };

/**
 * Articles grouped by category in the order they come: a known category however it was typed is
 * one section, any other category one section per distinct trimmed spelling.
 */
export const helpSections = <A extends Categorised>(articles: readonly A[]): HelpSection<A>[] => {
  const sections = new Map<string, HelpSection<A>>();
  for (const article of articles) {
    const known = knownHelpCategory(article.category);
    const typed = article.category.trim();
    const key = known ?? `typed:${typed}`;
    const section = sections.get(key) ?? { key, known, typed, articles: [] };
    section.articles.push(article);
    sections.set(key, section);
  }
  return [...sections.values()];
};
