import { patterns, patternSvg, sceneStops, stardust } from './backdrop';
import { hsl, shades } from './color';
import { motifGradients } from './motif-gradients';
import { motifs } from './motifs';
import { between, pickOne, randomOf, shuffled } from './random';
import { n, radial } from './svg';

export type SceneKind = 'banner' | 'promo';

const sizes: Record<SceneKind, [number, number]> = { banner: [1200, 400], promo: [600, 300] };

/** Drawings that read as "casino" at any size, for pictures with no game of their own. */
const sceneMotifs = ['coins', 'gem', 'star', 'crown', 'chips', 'cards', 'roulette', 'dice', 'cherry', 'clover'] as const;

/** Scene hues that read as a casino (crimson, amber, teal, ocean, violet, magenta), never olive. */
const sceneHues = [350, 24, 168, 210, 268, 318];

/**
 * A banner's or promotion's backdrop: a seeded glowing scene with one large motif on the right. The
 * left stays darker and calm because the page sets the headline and the call to action over it.
 */
export const sceneArtSvg = (kind: SceneKind, key: string): string => {
  const rnd = randomOf(`${kind}:${key}`);
  const [w, h] = sizes[kind];
  const hue = pickOne(rnd, sceneHues) + between(rnd, -12, 12);
  const [first, second] = shuffled(rnd, sceneMotifs);
  const motif = motifs[first!];
  const side = motifs[second!];
  const fg: [number, number] = motif.tint ? [hue + 180 + between(rnd, -30, 30), 85] : motif.fg;
  const cx = w * (kind === 'banner' ? 0.7 : 0.76);
  const cy = h * 0.5;
  const scale = (h * 0.98) / 200;
  const glow = hsl(hue + 30, 100, 70);
  const s = shades(fg);
  const drawing = motif.draw({ rnd, s });
  const aside = side.draw({ rnd, s });
  const defs =
    radial('b', sceneStops(hue, 65), [0.76, 0.5], 0.9) +
    Object.values(motifGradients(fg, glow)).join('') +
    '<linearGradient id="t" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".55" stop-color="#000" stop-opacity="0"/></linearGradient>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>` +
    patternSvg(pickOne(rnd, patterns), rnd, w, h, cx, cy, glow) +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(h * 0.55)}" ry="${n(h * 0.55)}" fill="url(#h)" opacity=".7"/>` +
    stardust(rnd, w, h, 18, glow) +
    // A wide banner has room for a second, smaller drawing in its top right corner.
    (kind === 'banner'
      ? `<g transform="translate(${n(w - h * 0.3)} ${n(h * 0.3)}) rotate(${n(between(rnd, -20, 20))}) scale(${n(scale * 0.4)}) translate(-100 -100)" opacity=".9">${aside}</g>`
      : '') +
    `<g transform="translate(${n(cx - 100 * scale)} ${n(cy - 100 * scale)}) scale(${n(scale)})">${drawing}</g>` +
    `<rect width="${w}" height="${h}" fill="url(#t)"/>` +
    '</svg>'
  );
};
