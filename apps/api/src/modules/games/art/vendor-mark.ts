import { hsl } from './color';
import { hashOf, pickOne, randomOf } from './random';
import { circle, n, path, poly, starPoints } from './svg';

/**
 * A vendor's emblem: an outline shape and a glyph inside it, in the vendor's own two colours, all
 * from its code and name. The same mark sits on the vendor's logo and in the corner of its games.
 */

type Glyph = 'star' | 'wave' | 'flame' | 'gem' | 'moon' | 'leaf' | 'bolt' | 'crown' | 'pips' | 'chevron' | 'ring' | 'ball';

/** Glyphs suggested by words of vendor names ("Jade Wave", "Emberly", "Moon Kite"). */
const glyphWords: [RegExp, Glyph][] = [
  [/star|nova|aurora|luma|bright|glow/, 'star'],
  [/wave|tide|bay|reef|coral|deep|bubble|koi|harpoon|net|cobalt/, 'wave'],
  [/ember|blaze|fire|saffron|lantern|frag|respawn/, 'flame'],
  [/ruby|jade|gem|crystal|marble|glacier|onyx|mint/, 'gem'],
  [/moon|night|kite/, 'moon'],
  [/oak|leaf|orchid|garden|field|pitch|arena|goal/, 'leaf'],
  [/spin|crash|quick|fast|draw|rise|run/, 'bolt'],
  [/velvet|royal|haven|master|pitmaster|sabong|ring/, 'crown'],
  [/dice|tile|domino|table|pick|six|number|keno|lucky|ball/, 'pips'],
  [/quill|pixel|lan|loom|kin|pals/, 'chevron'],
];

const shapes = ['circle', 'hex', 'shield', 'diamond', 'square', 'octagon'] as const;

export type VendorMark = { shape: (typeof shapes)[number]; glyph: Glyph; hue: number; hue2: number };

export const vendorMarkOf = (code: string, name: string): VendorMark => {
  const rnd = randomOf(`vendor:${code}`);
  const words = `${name} ${code}`.toLowerCase();
  const glyph = glyphWords.find(([re]) => re.test(words))?.[1] ?? pickOne(rnd, ['ring', 'ball', 'chevron'] as const);
  const hue = hashOf(`hue:${code}`) % 360;
  return { shape: pickOne(rnd, shapes), glyph, hue, hue2: (hue + 150 + Math.floor(rnd() * 60)) % 360 };
};

/** The outline shape in a 100 x 100 box. */
const shapePath = (shape: VendorMark['shape']): string => {
  switch (shape) {
    case 'circle':
      return 'M50 4A46 46 0 1 1 49.9 4Z';
    case 'hex':
      return `M${starPoints(50, 50, 48, 0, 6, -90)
        .map(([x, y]) => `${n(x)} ${n(y)}`)
        .join('L')}Z`;
    case 'shield':
      return 'M50 2L92 16V48C92 74 72 90 50 98C28 90 8 74 8 48V16Z';
    case 'diamond':
      return 'M50 2L98 50L50 98L2 50Z';
    case 'square':
      return 'M24 6H76Q94 6 94 24V76Q94 94 76 94H24Q6 94 6 76V24Q6 6 24 6Z';
    case 'octagon':
      return `M${starPoints(50, 50, 48, 0, 8, -67.5)
        .map(([x, y]) => `${n(x)} ${n(y)}`)
        .join('L')}Z`;
  }
};

const glyphBody = (glyph: Glyph, c: string): string => {
  switch (glyph) {
    case 'star':
      return poly(starPoints(50, 52, 28, 12, 5), c);
    case 'wave':
      return `<path d="M22 46q7-10 14 0t14 0 14 0 14 0M22 62q7-10 14 0t14 0 14 0 14 0" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`;
    case 'flame':
      return path('M50 80C32 80 26 64 32 52C36 44 42 40 40 26C52 34 54 44 52 52C58 46 62 38 60 24C74 36 78 54 72 66C68 76 60 80 50 80Z', c);
    case 'gem':
      return path('M32 40L42 28H58L68 40L50 74Z', c) + '<path d="M32 40H68M42 28L50 40L58 28M50 40V74" fill="none" stroke="#0005" stroke-width="2"/>';
    case 'moon':
      return path('M60 24A28 28 0 1 0 74 70A24 24 0 1 1 60 24Z', c);
    case 'leaf':
      return path('M28 72C28 40 48 26 74 26C74 56 58 72 28 72Z', c) + '<path d="M30 70L62 38" stroke="#0005" stroke-width="3"/>';
    case 'bolt':
      return poly(
        [
          [56, 18],
          [30, 56],
          [48, 56],
          [42, 82],
          [70, 42],
          [52, 42],
        ],
        c,
      );
    case 'crown':
      return path('M26 68L22 34L38 48L50 28L62 48L78 34L74 68Z', c);
    case 'pips':
      return circle(36, 36, 8, c) + circle(64, 36, 8, c) + circle(50, 50, 8, c) + circle(36, 64, 8, c) + circle(64, 64, 8, c);
    case 'chevron':
      return `<path d="M30 36L50 54L70 36M30 56L50 74L70 56" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'ring':
      return circle(50, 50, 20, 'none', ` stroke="${c}" stroke-width="9"`) + circle(50, 50, 6, c);
    case 'ball':
      return circle(50, 50, 24, c) + path('M30 40Q50 56 70 40', 'none', ' stroke="#0005" stroke-width="3"');
  }
};

/**
 * The emblem at (x, y), `size` px wide. `id` names its gradient so a page of several marks (the
 * contact sheet, a logo beside a game) never shares one by accident.
 */
export const vendorMarkSvg = (mark: VendorMark, x: number, y: number, size: number, id: string): string => {
  const outline = shapePath(mark.shape);
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / 100)})">` +
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(mark.hue, 80, 62)}"/><stop offset="1" stop-color="${hsl(mark.hue + 30, 80, 34)}"/></linearGradient>` +
    path(outline, `url(#${id})`, ` stroke="${hsl(mark.hue2, 85, 70)}" stroke-width="5"`) +
    glyphBody(mark.glyph, hsl(mark.hue2, 90, 82)) +
    '</g>'
  );
};
