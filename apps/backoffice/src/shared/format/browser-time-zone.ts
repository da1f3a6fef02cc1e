/** The browser's IANA time zone, which datetime-local inputs are read in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
