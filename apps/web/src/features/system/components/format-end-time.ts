/**
 * The maintenance end time in the visitor's language and time zone, with the zone named so a
 * visitor abroad is not misled. Null when the server gave none or an unreadable one.
 * `timeZone` is only passed by tests; in the browser the device's zone applies.
 */
export const formatEndTime = (endTime: string | null, locale: string, timeZone?: string): string | null => {
  if (!endTime) return null;
  const date = new Date(endTime);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
};
