import type { MotifSpec } from './motif';
import { between, pickOne, shuffled, type Rnd } from './random';
import { circle, ellipse, n, path, poly, sparkle, starPoints } from './svg';

const pipsOf: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.27, 0.22],
    [0.27, 0.5],
    [0.27, 0.78],
    [0.73, 0.22],
    [0.73, 0.5],
    [0.73, 0.78],
  ],
};

/** One face of an isometric cube: a unit square mapped by the face's edge vectors, pips drawn in it. */
const face = (o: [number, number], u: [number, number], v: [number, number], fill: string, pip: string, count: number) =>
  `<g transform="matrix(${[u[0], u[1], v[0], v[1], o[0], o[1]].map(n).join(' ')})"><rect x=".03" y=".03" width=".94" height=".94" rx=".14" fill="${fill}"/>${pipsOf[
    count
  ]!.map(([x, y]) => `<circle cx="${x}" cy="${y}" r=".09" fill="${pip}"/>`).join('')}</g>`;

const die = (x: number, y: number, s: number, colours: [string, string, string, string], rnd: Rnd) => {
  const k = 0.866 * s;
  const T: [number, number] = [x, y - s];
  const R: [number, number] = [x + k, y - s / 2];
  const C: [number, number] = [x, y];
  const L: [number, number] = [x - k, y - s / 2];
  const D: [number, number] = [x, y + s];
  const [top, left, right, pip] = colours;
  const faces = shuffled(rnd, [1, 2, 3, 4, 5, 6]);
  return (
    poly([T, R, [x + k, y + s / 2], D, [x - k, y + s / 2], L], right, ` stroke="#0006" stroke-width="1.5"`) +
    face(L, [k, s / 2], [k, -s / 2], top, pip, faces[0]!) +
    face(L, [k, s / 2], [0, s], left, pip, faces[1]!) +
    face(C, [k, -s / 2], [0, s], right, pip, faces[2]!)
  );
};

/** A pair of dice mid-roll. */
export const dice: MotifSpec = {
  fg: [352, 80],
  bg: [160, 60],
  tint: true,
  ground: 172,
  draw: ({ rnd, s }) => {
    const red = rnd() < 0.5;
    const colours: [string, string, string, string] = red ? [s[1], s[2], s[3], '#fff'] : ['#ffffff', '#e4e7ef', '#c2c8d6', '#1b1f2a'];
    return (
      die(74, 128, 40, colours, rnd) +
      `<g transform="rotate(${n(between(rnd, 10, 24))} 136 80)">${die(136, 80, 30, colours, rnd)}</g>` +
      sparkle(160, 140, 8) +
      sparkle(40, 60, 6)
    );
  },
};

const suits = {
  s: 'M0-.46C.6 0 .46.4.06.18L.16.46H-.16L-.06.18C-.46.4-.6 0 0-.46Z',
  h: 'M0 .38C-.62-.08-.46-.58 0-.26C.46-.58.62-.08 0 .38Z',
  d: 'M0-.46L.34 0L0 .46L-.34 0Z',
  c: 'M-.04.04L-.14.46H.14L.04.04ZM0-.24m-.19 0a.19.19 0 1 0 .38 0a.19.19 0 1 0-.38 0M-.2.1m-.19 0a.19.19 0 1 0 .38 0a.19.19 0 1 0-.38 0M.2.1m-.19 0a.19.19 0 1 0 .38 0a.19.19 0 1 0-.38 0',
} as const;

/** A fan of four cards, a big suit on each. */
export const cards: MotifSpec = {
  fg: [352, 85],
  bg: [150, 60],
  tint: false,
  ground: 176,
  draw: ({ rnd }) => {
    const order = shuffled(rnd, ['s', 'h', 'c', 'd'] as const);
    const spread = between(rnd, 10, 14);
    const defs = `<defs>${order.map((k) => `<path id="u${k}" d="${suits[k]}"/>`).join('')}</defs>`;
    const card = (k: 's' | 'h' | 'c' | 'd', i: number) => {
      const colour = k === 'h' || k === 'd' ? '#d3122f' : '#161a24';
      return (
        `<g transform="translate(100 174) rotate(${n((i - 1.5) * spread * 1.6)})" fill="${colour}">` +
        '<rect x="-32" y="-112" width="64" height="92" rx="7" fill="url(#w)" stroke="#9aa1b2" stroke-width="1.2"/>' +
        `<use href="#u${k}" transform="translate(0 -66) scale(38)"/>` +
        `<use href="#u${k}" transform="translate(-22 -98) scale(12)"/>` +
        `<use href="#u${k}" transform="translate(22 -34) rotate(180) scale(12)"/>` +
        '</g>'
      );
    };
    return defs + order.map(card).join('') + sparkle(160, 50, 8) + sparkle(38, 70, 6);
  },
};

const chipStack = (x: number, base: number, count: number, side: string, top: string) => {
  let d = '';
  for (let i = 0; i < count; i += 1) d += `M${x - 30} ${base - i * 8 - 8}v8a30 9 0 0 0 60 0v-8a30 9 0 0 1-60 0z`;
  // The edge stripes of every chip at once: one dashed line per stripe, one dash per chip.
  let stripes = '';
  for (const a of [-60, -20, 20, 60]) {
    const r = (a * Math.PI) / 180;
    const y = base + 9 * Math.cos(r);
    stripes += `<path d="M${n(x + 30 * Math.sin(r))} ${n(y)}V${n(y - count * 8)}" stroke-width="${n(7 * Math.cos(r))}" stroke-dasharray="7 1"/>`;
  }
  const ty = base - count * 8;
  return (
    path(d, side, ' stroke="#0007" stroke-width=".8"') +
    `<g stroke="#fff" opacity=".9">${stripes}</g>` +
    ellipse(x, ty, 30, 9, top, ' stroke="#0007" stroke-width=".8"') +
    ellipse(x, ty, 25, 7, 'none', ' stroke="#fff" stroke-width="3" stroke-dasharray="6 6"') +
    ellipse(x, ty, 15, 4.5, side)
  );
};

/** Chip colours (side, top) for a stake beside a wheel. */
const stakeColours: [string, string][] = [
  ['#c8102e', '#e5243b'],
  ['#1d4ed8', '#3b82f6'],
  ['#15161a', '#2a2d36'],
  ['#0f8a3c', '#16a34a'],
];

/** A roulette wheel from above: 37 pockets, frets, the turret and the ball. */
export const roulette: MotifSpec = {
  fg: [36, 80],
  bg: [150, 65],
  tint: false,
  ground: 0,
  draw: ({ rnd }) => {
    const pocket = (2 * Math.PI * 60) / 37;
    const turn = n(between(rnd, 0, 360));
    const ball = (between(rnd, 0, 360) * Math.PI) / 180;
    const wheel =
      circle(100, 100, 86, '#4a230c', ' stroke="url(#g)" stroke-width="6"') +
      circle(100, 100, 74, '#6b3514') +
      `<g transform="rotate(${turn} 100 100)" fill="none" stroke-width="20">` +
      circle(100, 100, 60, 'none', ' stroke="#15161a"') +
      circle(100, 100, 60, 'none', ` stroke="#c8102e" stroke-dasharray="${n(pocket)} ${n(pocket)}"`) +
      circle(100, 100, 60, 'none', ` stroke="#0f8a3c" stroke-dasharray="${n(pocket)} 400"`) +
      circle(100, 100, 60, 'none', ` stroke="#f5c542" stroke-width="20" stroke-dasharray="1 ${n(pocket - 1)}"`) +
      '</g>' +
      circle(100, 100, 70, 'none', ' stroke="#f5c542" stroke-width="1.5"') +
      circle(100, 100, 50, 'url(#o)', ' stroke="#f5c542" stroke-width="1.5"') +
      `<g transform="rotate(${n(between(rnd, 0, 90))} 100 100)"><path d="M100 70V130M70 100H130" stroke="url(#g)" stroke-width="6" stroke-linecap="round"/>` +
      circle(100, 70, 5, 'url(#g)') +
      circle(100, 130, 5, 'url(#g)') +
      circle(70, 100, 5, 'url(#g)') +
      circle(130, 100, 5, 'url(#g)') +
      '</g>' +
      circle(100, 100, 12, 'url(#g)', ' stroke="#7a4700"') +
      circle(100 + 60 * Math.cos(ball), 100 + 60 * Math.sin(ball), 5.5, 'url(#w)', ' stroke="#555" stroke-width=".8"') +
      sparkle(40, 36, 9);
    // Half the tables put a stake beside the wheel, so a hall of roulette tiles is not one picture.
    return rnd() < 0.5
      ? wheel
      : `<g transform="translate(12 8) scale(.78)">${wheel}</g>` + chipStack(134, 178, 2 + Math.floor(rnd() * 3), ...pickOne(rnd, stakeColours));
  },
};

/** Stacks of casino chips and one standing face-on. */
export const chips: MotifSpec = {
  fg: [352, 80],
  bg: [160, 60],
  tint: true,
  ground: 182,
  draw: ({ rnd, s }) => {
    const other = pickOne(rnd, ['#1d4ed8', '#15161a', '#0f8a3c', '#7c3aed']);
    return (
      chipStack(62, 172, 5 + Math.floor(rnd() * 3), s[2], s[1]) +
      chipStack(140, 178, 3 + Math.floor(rnd() * 3), other, other) +
      circle(106, 110, 40, s[2], ` stroke="${s[4]}" stroke-width="1.5"`) +
      circle(106, 110, 34, 'none', ' stroke="#fff" stroke-width="8" stroke-dasharray="9 8.8"') +
      circle(106, 110, 24, s[1], ' stroke="#fff" stroke-width="1.5"') +
      poly(starPoints(106, 111, 14, 6, 5), '#fff', ' opacity=".9"') +
      sparkle(80, 80, 9)
    );
  },
};

/** A lottery drum of glossy balls, a few already drawn. */
export const balls: MotifSpec = {
  fg: [200, 80],
  bg: [265, 60],
  tint: false,
  ground: 170,
  draw: ({ rnd }) => {
    const hues = ['#e5243b', '#f59e0b', '#16a34a', '#2563eb', '#9333ea', '#ec4899', '#0ea5e9'];
    const ball = (x: number, y: number, r: number) => circle(x, y, r, pickOne(rnd, hues)) + circle(x, y, r * 0.46, '#fff') + circle(x, y, r, 'url(#q)');
    let inside = '';
    for (let i = 0; i < 7; i += 1) {
      const a = between(rnd, 0.15, 0.85) * Math.PI;
      const d = between(rnd, 18, 40);
      inside += ball(100 + d * Math.cos(a), 88 + d * Math.sin(a) * 0.8, 11);
    }
    return (
      path('M78 140H122L134 164H66Z', 'url(#g)', ' stroke="#7a4700"') +
      circle(100, 88, 58, '#ffffff', ' fill-opacity=".08" stroke="#dfe8ff" stroke-width="3"') +
      inside +
      ellipse(78, 58, 18, 9, '#fff', ' opacity=".35" transform="rotate(-35 78 58)"') +
      ball(44, 164, 16) +
      ball(156, 166, 16) +
      ball(128, 178, 11) +
      sparkle(162, 40, 8)
    );
  },
};

/** A football over a floodlit pitch. */
export const football: MotifSpec = {
  fg: [0, 0],
  bg: [135, 60],
  tint: false,
  ground: 0,
  draw: ({ rnd }) => {
    const cx = 100;
    const cy = 98;
    const spin = between(rnd, -20, 20);
    let patches = poly(starPoints(cx, cy, 18, 0, 5, -90 + spin), '#1b1f2a');
    let seams = '';
    for (let k = 0; k < 5; k += 1) {
      const a = -90 + spin + 36 + 72 * k;
      const r = (a * Math.PI) / 180;
      patches += poly(starPoints(cx + 48 * Math.cos(r), cy + 48 * Math.sin(r), 17, 0, 5, a + 180), '#1b1f2a');
      const v = ((-90 + spin + 72 * k) * Math.PI) / 180;
      seams += `M${n(cx + 18 * Math.cos(v))} ${n(cy + 18 * Math.sin(v))}L${n(cx + 38 * Math.cos(v))} ${n(cy + 38 * Math.sin(v))}`;
    }
    return (
      path('M-30 160Q100 140 230 160V230H-30Z', '#1f8a3c') +
      '<path d="M-30 178Q100 158 230 178" stroke="#fff" stroke-width="2" fill="none" opacity=".6"/>' +
      '<clipPath id="cb"><circle cx="100" cy="98" r="58"/></clipPath>' +
      circle(cx, cy, 58, 'url(#w)') +
      `<g clip-path="url(#cb)">${patches}<path d="${seams}" stroke="#6b7280" stroke-width="1.5"/></g>` +
      circle(cx, cy, 58, 'url(#q)', ' stroke="#1b1f2a" stroke-width="2"') +
      '<path d="M26 70h22M20 90h28M28 110h18" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".5"/>'
    );
  },
};

/** A game controller with a neon edge, for esports. */
export const gamepad: MotifSpec = {
  fg: [265, 75],
  bg: [250, 60],
  tint: true,
  ground: 166,
  draw: ({ s }) => {
    const body = 'M56 74H144C170 74 182 108 180 134C178 156 160 162 148 150L134 130H66L52 150C40 162 22 156 20 134C18 108 30 74 56 74Z';
    return (
      path(body, 'none', ` stroke="${s[1]}" stroke-width="8" opacity=".35"`) +
      path(body, 'url(#m)', ` stroke="${s[0]}" stroke-width="2"`) +
      path('M56 94h12v12h12v12h-12v12h-12v-12h-12v-12h12z', '#1b1f2a') +
      circle(142, 96, 6.5, '#37d67a') +
      circle(156, 110, 6.5, '#ff4d6d') +
      circle(128, 110, 6.5, '#4dabff') +
      circle(142, 124, 6.5, '#ffd23a') +
      circle(86, 126, 11, '#1b1f2a', ` stroke="${s[3]}" stroke-width="2"`) +
      circle(114, 126, 11, '#1b1f2a', ` stroke="${s[3]}" stroke-width="2"`) +
      '<rect x="90" y="92" width="20" height="6" rx="3" fill="#1b1f2a"/>' +
      sparkle(168, 50, 8) +
      sparkle(34, 54, 6)
    );
  },
};
