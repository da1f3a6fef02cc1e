/** A date and time in the UI language, in the browser's time zone. */
export const formatDateTime = (iso: string | null | undefined, locale: string): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
};
