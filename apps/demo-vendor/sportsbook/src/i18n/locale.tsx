import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatCount, formatDateTime, formatKickOff, formatMoney } from '../format/numbers';
import { translator, type Catalog, type Translator } from './messages';

export type Locale = Translator & {
  language: string;
  dir: 'ltr' | 'rtl';
  money: (minor: number) => string;
  count: (n: number) => string;
  kickOff: (ms: number) => string;
  dateTime: (ms: number) => string;
};

const rtl = new Set(['ar', 'fa', 'ur']);

export const directionOf = (language: string): 'ltr' | 'rtl' => (rtl.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr');

export const makeLocale = (language: string, catalog: Catalog, english: Catalog): Locale => ({
  ...translator(catalog, english),
  language,
  dir: directionOf(language),
  money: (minor) => formatMoney(minor, language),
  count: (n) => formatCount(n, language),
  kickOff: (ms) => formatKickOff(ms, language),
  dateTime: (ms) => formatDateTime(ms, language),
});

const LocaleContext = createContext<Locale | null>(null);

export const LocaleProvider = ({ language, catalog, english, children }: { language: string; catalog: Catalog; english: Catalog; children: ReactNode }) => {
  const locale = useMemo(() => makeLocale(language, catalog, english), [language, catalog, english]);
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
};

export const useLocale = (): Locale => {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale outside LocaleProvider');
  return locale;
};
