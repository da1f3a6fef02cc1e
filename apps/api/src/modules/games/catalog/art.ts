import { renderArt, type ArtSubject } from '../art';

/**
 * Generated artwork: a deterministic SVG per game (an illustration for its name and category with
 * its vendor's mark), vendor (emblem and wordmark), banner or promotion, drawn by the art library.
 * No image files ship with the demo catalog.
 */
export type ArtKind = 'game' | 'vendor' | 'banner' | 'promo';

/** mulberry32: small, fast and good enough for pictures. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** The picture of `key`; a game needs its name, category and vendor, a vendor its display name. */
export const artSvg = (kind: ArtKind, key: string, subject: ArtSubject = {}): string => renderArt(kind, key, subject);

export const gameArtUrl = (nodeId: number) => `/lgw/art/game/${nodeId}.svg`;
export const vendorArtUrl = (code: string) => `/lgw/art/vendor/${code}.svg`;
