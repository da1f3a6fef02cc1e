import { gameArtSvg } from './game-art';
import { sceneArtSvg } from './scene-art';
import { vendorLogoSvg } from './vendor-logo';

/**
 * Generated artwork for the demo catalog and content: an illustrated tile per game, a logo per
 * vendor, and backdrops for banners and promotions. Pure functions of their inputs, so a picture is
 * the same on every request and may be cached for ever.
 */
export type ArtKind = 'game' | 'vendor' | 'banner' | 'promo';

/** What the catalog knows about the thing drawn; a banner or promotion needs only its key. */
export type ArtSubject = { name?: string; category?: string; vendorCode?: string; vendorName?: string };

export const renderArt = (kind: ArtKind, key: string, subject: ArtSubject = {}): string => {
  switch (kind) {
    case 'game':
      return gameArtSvg({
        key,
        name: subject.name ?? '',
        category: subject.category ?? '',
        vendorCode: subject.vendorCode ?? '',
        vendorName: subject.vendorName ?? '',
      });
    case 'vendor':
      return vendorLogoSvg(key, subject.name ?? subject.vendorName ?? key);
    case 'banner':
    case 'promo':
      return sceneArtSvg(kind, key);
  }
};

export { gameArtSvg, sceneArtSvg, vendorLogoSvg };
export { pickMotif } from './motif-pick';
export { motifs, type MotifName } from './motifs';
