/** A business day ('YYYY-MM-DD') short, in the UI language; read as UTC so the day never shifts. */
export const formatDay = (day: string, locale: string): string => {
  try {
    return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  } catch {
    return day;
  }
};

/** An axis figure in major units, compact (1.2K, 3.4M, 12万). */
export const formatCompactMinor = (minor: number, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(minor / 100);
  } catch {
    return String(minor / 100);
  }
};

/** A whole count (points), compact on an axis. */
export const formatCompactCount = (value: number, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  } catch {
    return String(value);
  }
};
