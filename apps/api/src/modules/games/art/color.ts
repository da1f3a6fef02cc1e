/** Colours as hex: shorter than hsl() and understood by every SVG renderer. */
export const hsl = (h: number, s: number, l: number): string => {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const k = (m: number) => (m + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (m: number) => lig - a * Math.max(-1, Math.min(k(m) - 3, Math.min(9 - k(m), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};

/**
 * The colours of one picture: `bg` for the scene behind the motif, `fg` for the motif's own body.
 * Each is a hue and a saturation; lightness comes from where the colour is used.
 */
export type Palette = { bg: [number, number]; fg: [number, number]; accent: number };

/** Shades of a hue for a body: highlight, light, mid, shadow, outline. */
export const shades = ([h, s]: [number, number]): [string, string, string, string, string] => [
  hsl(h - 8, Math.min(100, s + 10), 86),
  hsl(h - 4, s, 66),
  hsl(h, s, 50),
  hsl(h + 6, s, 33),
  hsl(h + 10, Math.max(0, s - 10), 17),
];
