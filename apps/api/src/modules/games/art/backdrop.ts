import { hsl } from './color';
import { between, pickOne, type Rnd } from './random';
import { circle, n, sparkle } from './svg';

/**
 * The scene behind a motif: a radial glow (gradient `bg`, defined by the caller), one seeded pattern
 * (rays, rings, dots, diamonds, waves or bokeh), stardust, and a halo behind the motif.
 */
export type Pattern = 'rays' | 'rings' | 'dots' | 'diamonds' | 'waves' | 'bokeh';

export const patterns: readonly Pattern[] = ['rays', 'rings', 'dots', 'diamonds', 'waves', 'bokeh'];

export const patternSvg = (pattern: Pattern, rnd: Rnd, w: number, h: number, cx: number, cy: number, accent: string): string => {
  switch (pattern) {
    case 'rays': {
      const count = pickOne(rnd, [12, 16, 20]);
      const turn = rnd() * Math.PI;
      const far = Math.hypot(w, h);
      let d = '';
      for (let i = 0; i < count; i += 1) {
        const a = turn + (i * 2 * Math.PI) / count;
        const b = a + Math.PI / count;
        d += `M${n(cx)} ${n(cy)}L${n(cx + far * Math.cos(a))} ${n(cy + far * Math.sin(a))}L${n(cx + far * Math.cos(b))} ${n(cy + far * Math.sin(b))}Z`;
      }
      return `<path d="${d}" fill="#fff" opacity=".07"/>`;
    }
    case 'rings': {
      let out = '';
      const step = Math.max(w, h) / 7;
      for (let i = 1; i < 7; i += 1) out += circle(cx, cy, i * step, 'none', ` stroke="#fff" stroke-width="${n(step / 4)}" opacity="${n(0.09 - i * 0.01)}"`);
      return out;
    }
    case 'dots':
      return `<pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="1.6" fill="#fff" opacity=".13"/></pattern><rect width="${w}" height="${h}" fill="url(#p)"/>`;
    case 'diamonds':
      return `<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M10 0L20 10L10 20L0 10Z" fill="none" stroke="#fff" stroke-width="1" opacity=".1"/></pattern><rect width="${w}" height="${h}" fill="url(#p)"/>`;
    case 'waves': {
      let d = '';
      const amp = h / 28;
      for (let y = h * 0.15; y < h; y += h / 6) d += `M0 ${n(y)}q${n(w / 8)} ${n(-amp)} ${n(w / 4)} 0t${n(w / 4)} 0 ${n(w / 4)} 0 ${n(w / 4)} 0`;
      return `<path d="${d}" fill="none" stroke="#fff" stroke-width="${n(h / 60)}" opacity=".1"/>`;
    }
    case 'bokeh': {
      let out = '';
      for (let i = 0; i < 7; i += 1)
        out += circle(rnd() * w, rnd() * h, between(rnd, 0.04, 0.13) * Math.max(w, h), accent, ` opacity="${n(between(rnd, 0.1, 0.25))}"`);
      return out;
    }
  }
};

/** A sprinkle of small dots and glints: the "something is shining here" of every casino tile. */
export const stardust = (rnd: Rnd, w: number, h: number, count: number, accent: string): string => {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rnd() * w;
    const y = rnd() * h;
    out +=
      i % 3 === 0 ? sparkle(x, y, between(rnd, 2.5, 5), accent, 0.8) : circle(x, y, between(rnd, 0.8, 1.8), '#fff', ` opacity="${n(between(rnd, 0.3, 0.8))}"`);
  }
  return out;
};

/** The glow's colours: bright in the middle, deep at the edges. */
export const sceneStops = (h: number, s: number): [string, number][] => [
  [hsl(h, s, 46), 0],
  [hsl(h + 12, s, 24), 0.55],
  [hsl(h + 24, Math.max(0, s - 10), 9), 1],
];
