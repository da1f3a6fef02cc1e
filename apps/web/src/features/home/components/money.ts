/** Minor units shown with 2 decimals and the locale's thousands separators (DESIGN.md section 4). */
export const formatMinor = (minor: number, locale: string, symbol = ''): string =>
  `${symbol}${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;
