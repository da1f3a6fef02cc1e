/** Minor units shown with 2 decimals and the locale's thousands separators (docs/money.md). */
export const formatMinor = (minor: number, locale: string, symbol = ''): string =>
  `${symbol}${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;
