import type { MotifContext, MotifSpec } from './motif';
import { between } from './random';
import { circle, ellipse, n, path, poly, sparkle, starPoints } from './svg';

const gemBody = (s: MotifContext['s'], w: number, top: number, bottom: number): string => {
  const A: [number, number] = [100 - w, 84];
  const D: [number, number] = [100 + w, 84];
  const B: [number, number] = [100 - w * 0.5, top];
  const C: [number, number] = [100 + w * 0.5, top];
  const E1: [number, number] = [100 - w * 0.45, 84];
  const E2: [number, number] = [100 + w * 0.45, 84];
  const F: [number, number] = [100, 84];
  const P: [number, number] = [100, bottom];
  return (
    `<g stroke="${s[4]}" stroke-width="1.2" stroke-linejoin="round">` +
    poly([A, B, E1], s[1]) +
    poly([B, C, F], s[0]) +
    poly([B, E1, F], s[2]) +
    poly([C, F, E2], s[1]) +
    poly([C, D, E2], s[3]) +
    poly([A, E1, P], s[2]) +
    poly([E1, F, P], s[1]) +
    poly([F, E2, P], s[2]) +
    poly([E2, D, P], s[3]) +
    '</g>'
  );
};

/** A brilliant-cut gem, with two small ones beside it. */
export const gem: MotifSpec = {
  fg: [200, 85],
  bg: [230, 55],
  tint: true,
  ground: 170,
  draw: ({ rnd, s }) => {
    const w = between(rnd, 56, 66);
    const body = gemBody(s, w, between(rnd, 46, 56), between(rnd, 160, 170));
    const side = rnd() < 0.5 ? -1 : 1;
    return (
      `<g id="gm">${body}</g>` +
      `<use href="#gm" transform="translate(${100 + side * 62} 118) scale(.3) translate(-100 -100)"/>` +
      `<use href="#gm" transform="translate(${100 - side * 70} 150) scale(.22) translate(-100 -100)"/>` +
      sparkle(100 - w * 0.5, between(rnd, 48, 54), 12) +
      sparkle(118, 120, 7, '#fff', 0.8)
    );
  },
};

/** Two cherries on one stem with a leaf. */
export const cherry: MotifSpec = {
  fg: [352, 85],
  bg: [330, 55],
  tint: false,
  ground: 168,
  draw: ({ rnd }) => {
    const lift = between(rnd, -6, 6);
    const fruit = (x: number, y: number) =>
      circle(x, y, 27, 'url(#r)', ' stroke="#5c0a1a" stroke-width="1.5"') +
      ellipse(x - 10, y - 11, 8, 5, '#fff', ` opacity=".75" transform="rotate(-35 ${n(x - 10)} ${n(y - 11)})"`);
    return (
      `<path d="M74 ${n(104 + lift)}Q80 62 112 40M128 112Q122 72 112 40" fill="none" stroke="#4d7a1f" stroke-width="4.5" stroke-linecap="round"/>` +
      path('M112 40Q134 14 166 30Q140 54 112 40Z', 'url(#l)', ' stroke="#2f5512" stroke-width="1.2"') +
      '<path d="M114 40Q140 34 162 31" stroke="#c8f08a" stroke-width="1.5" fill="none"/>' +
      fruit(74, 130 + lift) +
      fruit(130, 138) +
      sparkle(150, 112, 7)
    );
  },
};

const coinSide = (x: number, y: number, r: number, ry: number, h: number) =>
  `M${n(x - r)} ${n(y - h)}v${h}a${r} ${ry} 0 0 0 ${2 * r} 0v${-h}a${r} ${ry} 0 0 1 ${-2 * r} 0z`;

const coinStack = (x: number, base: number, count: number): string => {
  let d = '';
  for (let i = 0; i < count; i += 1) d += coinSide(x + (i % 2) * 1.5, base - i * 9, 26, 8, 9);
  const top = base - count * 9;
  return (
    path(d, 'url(#k)', ' stroke="#7a4700" stroke-width=".8"') +
    ellipse(x + ((count - 1) % 2) * 1.5, top, 26, 8, 'url(#g)', ' stroke="#7a4700" stroke-width=".8"')
  );
};

/** Gold coin stacks and one coin standing in front, a star struck on its face. */
export const coins: MotifSpec = {
  fg: [44, 95],
  bg: [20, 70],
  tint: false,
  ground: 180,
  draw: ({ rnd }) => {
    const left = 4 + Math.floor(rnd() * 3);
    const right = 2 + Math.floor(rnd() * 3);
    const cx = between(rnd, 98, 106);
    return (
      coinStack(62, 172, left) +
      coinStack(140, 176, right) +
      circle(cx, 122, 36, 'url(#g)', ' stroke="#7a4700" stroke-width="2"') +
      circle(cx, 122, 27, 'none', ' stroke="#b0740c" stroke-width="2.5"') +
      poly(starPoints(cx, 124, 17, 7, 5), '#ffe27a', ' stroke="#a86a08" stroke-width="1.5"') +
      sparkle(cx - 20, 98, 10) +
      sparkle(150, 128, 6, '#fff', 0.85)
    );
  },
};

/** A jewelled crown. */
export const crown: MotifSpec = {
  fg: [350, 80],
  bg: [275, 55],
  tint: true,
  ground: 152,
  draw: ({ rnd, s }) => {
    const peak = between(rnd, 44, 54);
    return (
      path('M52 124Q100 70 148 124Z', s[3]) +
      path(`M48 138L36 72L72 104L100 ${n(peak)}L128 104L164 72L152 138Z`, 'url(#g)', ' stroke="#6e4000" stroke-width="1.5" stroke-linejoin="round"') +
      path(`M52 130L44 86L70 110L100 ${n(peak + 14)}`, 'none', ' stroke="#fff6c8" stroke-width="2.5" opacity=".7"') +
      circle(36, 70, 7, 'url(#w)') +
      circle(100, peak - 4, 8, 'url(#w)') +
      circle(164, 70, 7, 'url(#w)') +
      '<rect x="42" y="126" width="116" height="24" rx="5" fill="url(#g)" stroke="#6e4000" stroke-width="1.5"/>' +
      poly(
        [
          [100, 94],
          [110, 108],
          [100, 122],
          [90, 108],
        ],
        'url(#r)',
        ` stroke="${s[4]}"`,
      ) +
      ellipse(100, 138, 10, 7, 'url(#r)', ` stroke="${s[4]}"`) +
      circle(70, 138, 5.5, '#2fb8ff', ' stroke="#0b4f7a"') +
      circle(130, 138, 5.5, '#35d07f', ' stroke="#0f6b3c"') +
      sparkle(62, 120, 9) +
      sparkle(104, 134, 5)
    );
  },
};

/** A bevelled five-pointed star with a few small ones around it. */
export const star: MotifSpec = {
  fg: [46, 95],
  bg: [250, 60],
  tint: true,
  ground: 0,
  draw: ({ rnd, s }) => {
    const turn = -90 + between(rnd, -10, 10);
    const p = starPoints(100, 100, 68, 29, 5, turn);
    let facets = '';
    for (let i = 0; i < p.length; i += 1) facets += poly([[100, 100], p[i]!, p[(i + 1) % p.length]!], i % 2 ? s[2] : s[1]);
    return (
      `<g stroke="${s[3]}" stroke-width=".8" stroke-linejoin="round">${facets}</g>` +
      poly(p, 'none', ` stroke="${s[4]}" stroke-width="2" stroke-linejoin="round"`) +
      poly(starPoints(38, 46, 13, 5.5, 5, -80), s[1]) +
      poly(starPoints(162, 150, 10, 4.3, 5, -100), s[1]) +
      sparkle(p[0]![0], p[0]![1] + 4, 12) +
      sparkle(160, 50, 7, '#fff', 0.8)
    );
  },
};

/** Where two circles cross: the crescent moon's horns. */
const crossing = (x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): [[number, number], [number, number]] => {
  const d = Math.hypot(x2 - x1, y2 - y1);
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r1 * r1 - a * a));
  const [ux, uy] = [(x2 - x1) / d, (y2 - y1) / d];
  const [mx, my] = [x1 + a * ux, y1 + a * uy];
  return [
    [mx - h * uy, my + h * ux],
    [mx + h * uy, my - h * ux],
  ];
};

/** A crescent moon among stars. */
export const moon: MotifSpec = {
  fg: [48, 80],
  bg: [232, 60],
  tint: false,
  ground: 0,
  draw: ({ rnd, s }) => {
    const ox = between(rnd, 22, 30);
    const [p1, p2] = crossing(94, 102, 62, 94 + ox, 84, 52);
    const d = `M${n(p1[0])} ${n(p1[1])}A62 62 0 1 1 ${n(p2[0])} ${n(p2[1])}A52 52 0 0 0 ${n(p1[0])} ${n(p1[1])}Z`;
    return (
      path(d, 'url(#m)', ` stroke="${s[0]}" stroke-width="1.5"`) +
      circle(58, 128, 7, s[2], ' opacity=".45"') +
      circle(76, 150, 5, s[2], ' opacity=".45"') +
      circle(50, 96, 4, s[2], ' opacity=".45"') +
      sparkle(150, 120, 11) +
      sparkle(170, 66, 7) +
      sparkle(128, 160, 6, '#fff', 0.8) +
      circle(146, 40, 2, '#fff')
    );
  },
};

/** A flame with a hot core and rising embers. */
export const fire: MotifSpec = {
  fg: [12, 95],
  bg: [8, 70],
  tint: true,
  ground: 170,
  draw: ({ rnd }) => {
    const lean = between(rnd, -8, 8);
    const d = `M100 168C60 168 44 134 54 104C62 82 76 76 72 50C90 62 96 80 92 96C102 84 ${n(110 + lean)} 66 ${n(104 + lean)} 30C132 56 154 96 146 128C142 152 124 168 100 168Z`;
    return (
      path(d, 'url(#f)') +
      `<path d="${d}" fill="#ffb020" transform="translate(100 168) scale(.66) translate(-100 -168)"/>` +
      `<path d="${d}" fill="#fff4b8" transform="translate(100 168) scale(.34) translate(-100 -168)"/>` +
      circle(60, 58, 3, '#ffd23a') +
      circle(148, 70, 2.5, '#ffb020') +
      circle(138, 36, 2, '#ffe27a') +
      circle(50, 90, 2, '#ff8a20')
    );
  },
};

/** A lightning bolt with an electric halo. */
export const bolt: MotifSpec = {
  fg: [50, 100],
  bg: [248, 60],
  tint: false,
  ground: 0,
  draw: ({ rnd, s }) => {
    const p: [number, number][] = [
      [114, 24],
      [54, 112],
      [94, 112],
      [78, 176],
      [148, 80],
      [108, 80],
      [128, 24],
    ];
    const tilt = n(between(rnd, -8, 8));
    return (
      `<g transform="rotate(${tilt} 100 100)">` +
      poly(p, 'none', ` stroke="${s[1]}" stroke-width="14" stroke-linejoin="round" opacity=".3"`) +
      poly(p, 'url(#m)', ` stroke="#fff" stroke-width="3" stroke-linejoin="round"`) +
      '</g>' +
      `<path d="M40 60l14 10-8 4 12 10M160 130l-12-8 8-4-14-10" fill="none" stroke="${s[0]}" stroke-width="2.5" stroke-linejoin="round"/>` +
      sparkle(60, 150, 8) +
      sparkle(150, 44, 8)
    );
  },
};

/** A four-leaf clover. */
export const clover: MotifSpec = {
  fg: [130, 70],
  bg: [150, 55],
  tint: false,
  ground: 178,
  draw: ({ rnd, s }) => {
    const spin = between(rnd, 30, 60);
    const leaf = `M0 0C-42-6-54-46-22-56C-10-60 0-54 0-46C0-54 10-60 22-56C54-46 42-6 0 0Z`;
    let leaves = '';
    for (let k = 0; k < 4; k += 1)
      leaves += `<path d="${leaf}M0 0V-44" fill="url(#m)" stroke="${s[4]}" stroke-width="1.2" transform="translate(100 92) rotate(${n(spin + k * 90)})"/>`;
    return (
      `<path d="M100 96Q106 140 88 174" fill="none" stroke="${s[3]}" stroke-width="6" stroke-linecap="round"/>` +
      leaves +
      circle(100, 92, 5, s[0]) +
      sparkle(150, 52, 9) +
      sparkle(52, 150, 6)
    );
  },
};

/** A swirled lollipop with a ribbon, and two wrapped sweets. */
export const candy: MotifSpec = {
  fg: [330, 85],
  bg: [300, 55],
  tint: true,
  ground: 178,
  draw: ({ rnd, s }) => {
    const spin = between(rnd, 0, 60);
    const at = (r: number, deg: number) => {
      const a = ((deg + spin) * Math.PI) / 180;
      return `${n(100 + r * Math.cos(a))} ${n(82 + r * Math.sin(a))}`;
    };
    let swirl = '';
    for (let k = 0; k < 6; k += 1) {
      const t = k * 60;
      swirl += `M100 82Q${at(30, t - 60)} ${at(50, t)}A50 50 0 0 1 ${at(50, t + 28)}Q${at(26, t - 30)} 100 82Z`;
    }
    const sweet = (x: number, y: number, c: string) =>
      `<g transform="rotate(-20 ${x} ${y})">${poly(
        [
          [x - 14, y],
          [x - 24, y - 8],
          [x - 24, y + 8],
        ],
        c,
      )}${poly(
        [
          [x + 14, y],
          [x + 24, y - 8],
          [x + 24, y + 8],
        ],
        c,
      )}${ellipse(x, y, 15, 10, c)}${ellipse(x - 4, y - 4, 6, 2.5, '#fff', ' opacity=".6"')}</g>`;
    return (
      '<rect x="95" y="110" width="10" height="66" rx="4" fill="url(#w)"/>' +
      circle(100, 82, 52, '#fff8fb') +
      path(swirl, s[2]) +
      circle(100, 82, 52, 'none', ` stroke="${s[3]}" stroke-width="2"`) +
      ellipse(82, 58, 18, 9, '#fff', ' opacity=".45" transform="rotate(-30 82 58)"') +
      path('M100 140l-18-10v20zM100 140l18-10v20z', s[1], ` stroke="${s[3]}"`) +
      sweet(40, 166, '#35c9ff') +
      sweet(160, 158, '#ffd23a')
    );
  },
};

/** A pyramid with a gold capstone under a desert sun. */
export const pyramid: MotifSpec = {
  fg: [38, 80],
  bg: [24, 65],
  tint: false,
  ground: 0,
  draw: ({ rnd }) => {
    const sx = between(rnd, 130, 150);
    let bricks = '';
    for (let i = 1; i < 6; i += 1) {
      const t = i / 6;
      const y = 44 + 120 * t;
      bricks += `M${n(100 - 72 * t)} ${n(y + 4 * t)}L100 ${n(y + 10 * t)}L${n(100 + 76 * t)} ${n(y - 6 * t)}`;
    }
    return (
      circle(sx, 62, 30, 'url(#g)', ' opacity=".95"') +
      poly(
        [
          [100, 40],
          [28, 168],
          [100, 178],
        ],
        '#f3c879',
      ) +
      poly(
        [
          [100, 40],
          [100, 178],
          [178, 154],
        ],
        '#c98a3e',
      ) +
      `<path d="${bricks}" fill="none" stroke="#8a5a24" stroke-width="1.2" opacity=".55"/>` +
      poly(
        [
          [100, 40],
          [88, 61],
          [100, 63],
          [113, 59],
        ],
        'url(#g)',
      ) +
      path('M-30 172Q60 160 120 176T230 168V230H-30Z', '#b9782f') +
      sparkle(100, 40, 14)
    );
  },
};

/** A rocket climbing on a flame. */
export const rocket: MotifSpec = {
  fg: [0, 85],
  bg: [240, 60],
  tint: true,
  ground: 0,
  draw: ({ rnd, s }) => {
    const tilt = n(between(rnd, 28, 42));
    return (
      `<path d="M30 176L70 136M48 184L80 152M18 160L56 124" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".35"/>` +
      `<g transform="rotate(${tilt} 100 100)">` +
      path('M84 132Q100 196 116 132Z', 'url(#f)') +
      path('M92 132Q100 170 108 132Z', '#fff4b8') +
      path('M77 106L52 148L80 134ZM123 106L148 148L120 134Z', s[3], ` stroke="${s[4]}"`) +
      path('M100 26C124 46 130 88 124 134H76C70 88 76 46 100 26Z', 'url(#w)', ' stroke="#7d8598" stroke-width="1.5"') +
      path('M100 26C112 36 118 48 120 58H80C82 48 88 36 100 26Z', s[2], ` stroke="${s[4]}"`) +
      '<rect x="96" y="104" width="8" height="40" rx="3" fill="' +
      s[3] +
      '"/>' +
      circle(100, 82, 14, '#17264a', ` stroke="${s[2]}" stroke-width="4"`) +
      ellipse(95, 77, 5, 3, '#9fd3ff', ' opacity=".8"') +
      '</g>' +
      sparkle(46, 52, 8) +
      sparkle(160, 150, 6, '#fff', 0.8)
    );
  },
};
