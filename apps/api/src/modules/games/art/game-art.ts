import { hsl, shades } from './color';
import { motifGradients, usedDefs } from './motif-gradients';
import { patterns, patternSvg, sceneStops, stardust, type Pattern } from './backdrop';
import type { MotifSpec } from './motif';
import { colourOf, pickMotif } from './motif-pick';
import { motifs, type MotifName } from './motifs';
import { between, pickOne, randomOf } from './random';
import { ellipse, n, radial } from './svg';
import { vendorMarkOf, vendorMarkSvg } from './vendor-mark';

export type GameArtInput = { key: string; name: string; category: string; vendorCode: string; vendorName: string };

const size = 200;

/** Scene colours (hue, saturation) that read as a casino: crimson, amber, teal, ocean, violet, magenta. */
const lobbyScenes: [number, number][] = [
  [350, 70],
  [28, 75],
  [168, 65],
  [205, 70],
  [275, 60],
  [318, 65],
];

/** Patterns that suit a motif better than others (water for fish, rays for gold); any one may appear. */
const preferred: Partial<Record<MotifName, Pattern[]>> = {
  fish: ['waves', 'bokeh'],
  lotus: ['waves', 'bokeh', 'dots'],
  coins: ['rays'],
  crown: ['rays', 'diamonds'],
  star: ['rings', 'bokeh'],
  moon: ['bokeh', 'dots'],
  roulette: ['diamonds', 'dots'],
  cards: ['diamonds', 'dots'],
  chips: ['diamonds', 'rays'],
  football: ['rays'],
};

const paletteOf = (motif: MotifSpec, name: string, rnd: () => number): { fg: [number, number]; bg: [number, number] } => {
  const word = colourOf(name);
  const jitter = (hs: [number, number], by: number): [number, number] => [hs[0] + between(rnd, -by, by), hs[1]];
  // Without a colour word, a third of the scenes take a lobby colour instead of the motif's own,
  // so twelve moons or roulette wheels in a row do not all sit on the same night blue.
  const scene: [number, number] = word?.bg ?? (rnd() < 0.35 ? pickOne(rnd, lobbyScenes) : motif.bg);
  const bg = jitter(scene, word ? 8 : 22);
  const fg = motif.tint && word ? jitter(word.fg, 4) : jitter(motif.fg, motif.tint ? 14 : 0);
  return { fg, bg };
};

/** A game's tile: a themed scene, the motif drawn large, a subtle frame and the vendor's mark. */
export const gameArtSvg = (game: GameArtInput): string => {
  const rnd = randomOf(`game:${game.key}:${game.name}`);
  const motifName = pickMotif(game.name, game.category, game.key);
  const motif = motifs[motifName];
  const { fg, bg } = paletteOf(motif, game.name, rnd);
  const accent = hsl(bg[0] + 40, 90, 72);
  const glowAt: [number, number] = [between(rnd, 0.4, 0.6), between(rnd, 0.35, 0.55)];
  const pattern = rnd() < 0.6 && preferred[motifName] ? pickOne(rnd, preferred[motifName]) : pickOne(rnd, patterns);
  const scale = between(rnd, 0.9, 1);
  const dx = between(rnd, -4, 4);
  const drawing = motif.draw({ rnd, s: shades(fg) });
  const mark = vendorMarkSvg(vendorMarkOf(game.vendorCode, game.vendorName), 168, 168, 26, 'vm');
  const body =
    `<rect width="${size}" height="${size}" fill="url(#b)"/>` +
    patternSvg(pattern, rnd, size, size, glowAt[0] * size, glowAt[1] * size, accent) +
    ellipse(100, 100, 84, 84, 'url(#h)') +
    stardust(rnd, size, size, 9, accent) +
    `<g transform="translate(${n(100 + dx)} 100) scale(${n(scale)}) translate(-100 -100)">${motif.ground ? ellipse(100, motif.ground, 60, 8, '#000', ' opacity=".35"') : ''}${drawing}</g>` +
    '<rect width="200" height="200" fill="url(#v)"/>' +
    '<rect x="3" y="3" width="194" height="194" rx="12" fill="none" stroke="url(#g)" stroke-width="2" opacity=".55"/>' +
    mark;
  const defs =
    radial('b', sceneStops(bg[0], bg[1]), glowAt, 0.8) +
    radial(
      'v',
      [
        ['#0000', 0.62],
        ['#0008', 1],
      ],
      [0.5, 0.5],
      0.75,
    ) +
    usedDefs(body, motifGradients(fg, hsl(bg[0] + 30, 100, 70)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${defs}</defs>${body}</svg>`;
};
