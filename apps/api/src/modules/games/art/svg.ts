/** Small builders that keep the generated SVG short: every byte is sent for each of 10,000 tiles. */

export const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One decimal at most: enough precision for a 200 px picture. */
export const n = (x: number): string => String(Math.round(x * 10) / 10);

export const pts = (points: readonly (readonly [number, number])[]): string => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

export const poly = (points: readonly (readonly [number, number])[], fill: string, extra = ''): string =>
  `<polygon points="${pts(points)}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

export const group = (transform: string, body: string): string => (transform ? `<g transform="${transform}">${body}</g>` : body);

/** A vertical (or diagonal) gradient of evenly spaced stops. */
export const linear = (id: string, stops: readonly string[], diagonal = false): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1">${stops
    .map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

/** A radial gradient; `at` is the centre in the shape's bounding box (0..1). */
export const radial = (id: string, stops: readonly (readonly [string, number])[], at: readonly [number, number] = [0.5, 0.5], r = 0.5): string =>
  `<radialGradient id="${id}" cx="${n(at[0])}" cy="${n(at[1])}" r="${n(r)}">${stops
    .map(([c, o]) => `<stop offset="${n(o)}" stop-color="${c}"/>`)
    .join('')}</radialGradient>`;

/** Points of a star or regular polygon around (cx, cy); `inner` 0 gives a polygon of `tips` corners. */
export const starPoints = (cx: number, cy: number, outer: number, inner: number, tips: number, turn = -90): [number, number][] => {
  const out: [number, number][] = [];
  const steps = inner ? tips * 2 : tips;
  for (let i = 0; i < steps; i += 1) {
    const r = inner && i % 2 ? inner : outer;
    const a = ((turn + (360 / steps) * i) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
};

/** A four-pointed sparkle, the glint on gems, coins and night skies. */
export const sparkle = (x: number, y: number, r: number, fill = '#fff', opacity = 1): string =>
  `<path d="M${n(x)} ${n(y - r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + r)}Q${n(x)} ${n(y)} ${n(x - r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - r)}z" fill="${fill}"${opacity < 1 ? ` opacity="${n(opacity)}"` : ''}/>`;
