/** A record's time in the player's language and time zone, to the minute. */
export const formatRecordTime = (iso: string, language: string): string => {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
};
