import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatCount, formatMoney } from '../format/numbers';
import { directionOf, translator, type Catalog, type Params } from './text';

export type Locale = {
  language: string;
  dir: 'ltr' | 'rtl';
  /** The shell's and the game's labels (`hall.*` and the game's own prefix). */
  t: (key: string, params?: Params) => string;
  money: (minor: number) => string;
  count: (n: number) => string;
};

const LocaleContext = createContext<Locale | null>(null);

/** The page's language: the shell's catalog and the game's merged (their keys never overlap), English beneath. */
export const LocaleProvider = ({ language, catalog, english, children }: { language: string; catalog: Catalog; english: Catalog; children: ReactNode }) => {
  const locale = useMemo<Locale>(
    () => ({
      language,
      dir: directionOf(language),
      t: translator(catalog, english),
      money: (minor) => formatMoney(minor, language),
      count: (n) => formatCount(n, language),
    }),
    [language, catalog, english],
  );
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
};

export const useLocale = (): Locale => {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale outside LocaleProvider');
  return locale;
};
