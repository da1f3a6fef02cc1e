/**
 * A small stroke font for the image captcha: each character is a few polylines in a unit box
 * (x right, y down). Strokes, unlike a bitmap font, survive rotation and warping as readable shapes.
 * Only characters a person cannot mistake for another: no 0/O, 1/I, and neither B, G, S nor Z
 * (too close to 8, 6, 5 and 2 once distorted).
 */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];

export const captchaAlphabet = 'ACDEFHJKLMNPQRTUVWXY23456789';

/** An elliptical arc from `from` to `to` degrees (0 = right, 90 = up), as a polyline. */
const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] => {
  const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy - ry * Math.sin(a)] as const;
  });
};

const six: Stroke[] = [arc(0.5, 0.7, 0.38, 0.3, 0, 360), arc(0.78, 0.7, 0.66, 0.7, 180, 98)];
const upperP: Stroke = [[0.1, 1], [0.1, 0], [0.55, 0], ...arc(0.55, 0.27, 0.33, 0.27, 90, -90), [0.1, 0.54]];

export const glyphs: Record<string, readonly Stroke[]> = {
  A: [
    [
      [0, 1],
      [0.5, 0],
      [1, 1],
    ],
    [
      [0.22, 0.62],
      [0.78, 0.62],
    ],
  ],
  C: [arc(0.55, 0.5, 0.45, 0.5, 45, 315)],
  D: [[[0.45, 1], [0.1, 1], [0.1, 0], [0.45, 0], ...arc(0.45, 0.5, 0.45, 0.5, 90, -90)]],
  E: [
    [
      [0.9, 0],
      [0.1, 0],
      [0.1, 1],
      [0.9, 1],
    ],
    [
      [0.1, 0.5],
      [0.7, 0.5],
    ],
  ],
  F: [
    [
      [0.9, 0],
      [0.1, 0],
      [0.1, 1],
    ],
    [
      [0.1, 0.5],
      [0.7, 0.5],
    ],
  ],
  H: [
    [
      [0.1, 0],
      [0.1, 1],
    ],
    [
      [0.9, 0],
      [0.9, 1],
    ],
    [
      [0.1, 0.5],
      [0.9, 0.5],
    ],
  ],
  J: [
    [
      [0.3, 0],
      [0.85, 0],
    ],
    [[0.7, 0], [0.7, 0.7], ...arc(0.42, 0.7, 0.28, 0.3, 0, -180)],
  ],
  K: [
    [
      [0.1, 0],
      [0.1, 1],
    ],
    [
      [0.9, 0],
      [0.1, 0.62],
    ],
    [
      [0.38, 0.42],
      [0.9, 1],
    ],
  ],
  L: [
    [
      [0.1, 0],
      [0.1, 1],
      [0.85, 1],
    ],
  ],
  M: [
    [
      [0.05, 1],
      [0.12, 0],
      [0.5, 0.65],
      [0.88, 0],
      [0.95, 1],
    ],
  ],
  N: [
    [
      [0.1, 1],
      [0.1, 0],
      [0.9, 1],
      [0.9, 0],
    ],
  ],
  P: [upperP],
  Q: [
    arc(0.5, 0.5, 0.42, 0.5, 0, 360),
    [
      [0.55, 0.68],
      [0.98, 1.05],
    ],
  ],
  R: [
    upperP,
    [
      [0.42, 0.54],
      [0.9, 1],
    ],
  ],
  T: [
    [
      [0, 0],
      [1, 0],
    ],
    [
      [0.5, 0],
      [0.5, 1],
    ],
  ],
  U: [[[0.1, 0], [0.1, 0.62], ...arc(0.5, 0.62, 0.4, 0.38, 180, 360), [0.9, 0]]],
  V: [
    [
      [0, 0],
      [0.5, 1],
      [1, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [0.25, 1],
      [0.5, 0.35],
      [0.75, 1],
      [1, 0],
    ],
  ],
  X: [
    [
      [0.05, 0],
      [0.95, 1],
    ],
    [
      [0.95, 0],
      [0.05, 1],
    ],
  ],
  Y: [
    [
      [0, 0],
      [0.5, 0.5],
      [1, 0],
    ],
    [
      [0.5, 0.5],
      [0.5, 1],
    ],
  ],
  '2': [[...arc(0.5, 0.3, 0.4, 0.3, 160, -35), [0.08, 1], [0.92, 1]]],
  '3': [arc(0.5, 0.26, 0.36, 0.26, 150, -90), arc(0.5, 0.74, 0.4, 0.26, 90, -150)],
  '4': [
    [
      [0.7, 1],
      [0.7, 0],
      [0.05, 0.7],
      [0.95, 0.7],
    ],
  ],
  '5': [[[0.85, 0], [0.2, 0], [0.14, 0.45], ...arc(0.5, 0.68, 0.4, 0.32, 140, -150)]],
  '6': six,
  '7': [
    [
      [0.05, 0],
      [0.95, 0],
      [0.4, 1],
    ],
  ],
  '8': [arc(0.5, 0.25, 0.32, 0.25, 0, 360), arc(0.5, 0.74, 0.4, 0.26, 0, 360)],
  // A 6 turned half a turn.
  '9': six.map((stroke) => stroke.map(([x, y]) => [1 - x, 1 - y] as const)),
};
