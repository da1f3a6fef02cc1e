/**
 * A download resource's address as a phone should open it: absolute addresses as they are, a path
 * of this site (the demo's install guides, `/download?platform=ios`) against the site's own origin,
 * so the QR code works on whatever domain the site is served from. Anything else is dropped.
 */
export const resourceUrl = (url: string, origin: string): string | null => {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return new URL(trimmed, origin).toString();
  return null;
};

export type Platform = 'ios' | 'android';

/** The platform a QR code or link asked for (`?platform=`), else the one the device looks like. */
export const platformOf = (asked: unknown, userAgent: string): Platform | null => {
  if (asked === 'ios' || asked === 'android') return asked;
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/android/i.test(userAgent)) return 'android';
  return null;
};
