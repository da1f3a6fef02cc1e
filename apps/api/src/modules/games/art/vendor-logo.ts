import { hsl } from './color';
import { escapeXml } from './svg';
import { vendorMarkOf, vendorMarkSvg } from './vendor-mark';

const [w, h] = [240, 96];

/**
 * A vendor's logo: its emblem and its display name as a two-tone wordmark ("Pixel" light, "Mint" in
 * the vendor's colour) on a dark plate, so it reads on a light page and a dark one alike. The code
 * (PIXELMINT) is an internal key and never shown.
 */
export const vendorLogoSvg = (code: string, displayName: string): string => {
  const mark = vendorMarkOf(code, displayName);
  const name = displayName.trim() || code;
  const words = name.split(/\s+/);
  const first = words[0]!;
  const rest = words.slice(1).join(' ');
  // Heavy sans glyphs average about 0.64 em. Short names get a large size; a name still too long
  // for the 140 px beside the mark is squeezed to fit (textLength), whatever font the viewer has.
  const room = 140;
  const chars = [...name].length;
  const font = Math.max(15, Math.min(28, Math.floor(room / (0.64 * chars))));
  const fit = 0.64 * font * chars > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  const wordmark =
    `<text x="86" y="${48 + font * 0.35}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-weight="800" font-size="${font}"${fit} fill="#fff">` +
    escapeXml(first) +
    (rest ? `<tspan fill="${hsl(mark.hue2, 90, 75)}"> ${escapeXml(rest)}</tspan>` : '') +
    '</text>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(mark.hue, 45, 18)}"/><stop offset="1" stop-color="${hsl(mark.hue + 30, 50, 8)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="12" fill="url(#b)"/>` +
    `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="11" fill="none" stroke="${hsl(mark.hue, 60, 60)}" stroke-opacity=".35"/>` +
    vendorMarkSvg(mark, 14, 16, 64, 'vm') +
    wordmark +
    `<rect x="86" y="${56 + font * 0.35}" width="${Math.min(140, font * 2)}" height="3" rx="1.5" fill="${hsl(mark.hue2, 90, 65)}"/>` +
    '</svg>'
  );
};
