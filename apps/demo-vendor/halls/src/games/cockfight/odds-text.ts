import { oddsFigure } from './returns';

const formats = new Map<string, Intl.NumberFormat>();

/** Odds as a player reads them: two decimals, cut, in the page's language (1.42). */
export const formatOdds = (odds: number, language: string): string => {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(language, format);
  }
  return format.format(oddsFigure(odds));
};

/** A declared return to two decimals (95.14%), or a rate as short as it is exact (5%). */
export const formatPercent = (value: number, language: string, minimumFractionDigits = 2): string =>
  new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits, maximumFractionDigits: 2 }).format(value);
