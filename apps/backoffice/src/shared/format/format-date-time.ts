/** A date and time in the UI language, in the browser's time zone. */
export const formatDateTime = (iso: string | null | undefined, locale: string): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
};

/** The date and the time apart (for a cell that may break between them); null when `iso` is no date. */
export const dateAndTime = (iso: string, locale: string): { date: string; time: string } | null => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return { date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d), time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(d) };
};
