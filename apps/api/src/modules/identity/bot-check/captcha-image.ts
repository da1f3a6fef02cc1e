import { PNG } from 'pngjs';
import { glyphs, type Point, type Stroke } from './captcha-glyphs';

export type Random = () => number;

type Rgb = [number, number, number];

/** Float RGB canvas; strokes are blended in with anti-aliased coverage. */
type Canvas = { width: number; height: number; rgb: Float32Array };

const between = (random: Random, min: number, max: number) => min + (max - min) * random();

const newCanvas = (width: number, height: number, background: (x: number, y: number) => Rgb): Canvas => {
  const rgb = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      rgb.set(background(x, y), (y * width + x) * 3);
    }
  }
  return { width, height, rgb };
};

const distanceToSegment = (px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number => {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
};

/**
 * Draws polylines (already in pixels) `thickness` wide in one colour. Coverage is the maximum over
 * the segments, so joints and crossings of one glyph do not darken twice.
 */
const drawStrokes = (canvas: Canvas, strokes: readonly Stroke[], thickness: number, colour: Rgb): void => {
  const coverage = new Float32Array(canvas.width * canvas.height);
  const reach = thickness / 2 + 1;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i += 1) {
      const a = stroke[i - 1]!;
      const b = stroke[i]!;
      const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0]) - reach));
      const x1 = Math.min(canvas.width - 1, Math.ceil(Math.max(a[0], b[0]) + reach));
      const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1]) - reach));
      const y1 = Math.min(canvas.height - 1, Math.ceil(Math.max(a[1], b[1]) + reach));
      for (let y = y0; y <= y1; y += 1) {
        for (let x = x0; x <= x1; x += 1) {
          const c = Math.max(0, Math.min(1, thickness / 2 + 0.5 - distanceToSegment(x + 0.5, y + 0.5, a, b)));
          const k = y * canvas.width + x;
          if (c > coverage[k]!) coverage[k] = c;
        }
      }
    }
  }
  for (let k = 0; k < coverage.length; k += 1) {
    const c = coverage[k]!;
    if (c === 0) continue;
    for (let ch = 0; ch < 3; ch += 1) canvas.rgb[k * 3 + ch] = canvas.rgb[k * 3 + ch]! * (1 - c) + colour[ch]! * c;
  }
};

const darkColour = (random: Random): Rgb => [between(random, 10, 110), between(random, 10, 110), between(random, 30, 140)];

/** One character's strokes, scaled, sheared and turned about its centre, placed at (cx, cy). */
const placeGlyph = (char: string, cx: number, cy: number, width: number, height: number, random: Random): Stroke[] => {
  const angle = between(random, -0.35, 0.35);
  const shear = between(random, -0.2, 0.2);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (glyphs[char] ?? []).map((stroke) =>
    stroke.map(([u, v]) => {
      const x = (u - 0.5) * width + shear * (v - 0.5) * height;
      const y = (v - 0.5) * height;
      return [cx + x * cos - y * sin, cy + x * sin + y * cos] as const;
    }),
  );
};

/** A wavy line across the image, the kind of clutter that breaks simple segmentation. */
const noiseCurve = (width: number, height: number, random: Random): Stroke => {
  const y0 = between(random, 0.2, 0.8) * height;
  const amplitude = between(random, 3, height / 4);
  const period = between(random, 40, 110);
  const phase = between(random, 0, Math.PI * 2);
  const slope = between(random, -0.15, 0.15);
  return Array.from({ length: Math.ceil(width / 4) + 1 }, (_, i) => {
    const x = i * 4;
    return [x, y0 + slope * x + amplitude * Math.sin((x / period) * Math.PI * 2 + phase)] as const;
  });
};

const sample = (canvas: Canvas, x: number, y: number, ch: number): number => {
  const cx = Math.max(0, Math.min(canvas.width - 1.001, x));
  const cy = Math.max(0, Math.min(canvas.height - 1.001, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const at = (xx: number, yy: number) => canvas.rgb[(yy * canvas.width + xx) * 3 + ch]!;
  const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
  const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
  return top * (1 - fy) + bottom * fy;
};

/** A sine warp of the whole picture in both directions, then speckles; the result as RGBA. */
const warp = (canvas: Canvas, random: Random): Buffer => {
  const { width, height } = canvas;
  const ax = between(random, 1.5, 3);
  const ay = between(random, 1.5, 3);
  const fx = between(random, 0.08, 0.16);
  const fy = between(random, 0.05, 0.1);
  const px = between(random, 0, Math.PI * 2);
  const py = between(random, 0, Math.PI * 2);
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = x + ax * Math.sin(y * fx + px);
      const sy = y + ay * Math.sin(x * fy + py);
      const speckle = random() < 0.04 ? between(random, -90, 90) : 0;
      const k = (y * width + x) * 4;
      for (let ch = 0; ch < 3; ch += 1) out[k + ch] = Math.round(Math.max(0, Math.min(255, sample(canvas, sx, sy, ch) + speckle)));
      out[k + 3] = 255;
    }
  }
  return out;
};

/**
 * Renders `code` (characters of the captcha alphabet) as a distorted PNG of `width` x `height`:
 * a pale gradient, each character in its own dark colour, turned, sheared and jittered, two
 * crossing curves, a sine warp and speckles.
 */
export const renderCaptchaPng = (code: string, size: { width: number; height: number }, random: Random = Math.random): Buffer => {
  const { width, height } = size;
  const base: Rgb = [between(random, 215, 245), between(random, 215, 245), between(random, 215, 245)];
  const tint: Rgb = [between(random, -25, 10), between(random, -25, 10), between(random, -25, 10)];
  const canvas = newCanvas(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    return [base[0] + tint[0] * t, base[1] + tint[1] * t, base[2] + tint[2] * t];
  });

  for (let i = 0; i < 2; i += 1) drawStrokes(canvas, [noiseCurve(width, height, random)], between(random, 1, 1.8), darkColour(random));

  const margin = width * 0.08;
  const cell = (width - 2 * margin) / code.length;
  const glyphHeight = height * 0.56;
  const glyphWidth = Math.min(cell * 0.78, glyphHeight * 0.8);
  [...code].forEach((char, i) => {
    const cx = margin + cell * (i + 0.5) + between(random, -cell * 0.08, cell * 0.08);
    const cy = height / 2 + between(random, -height * 0.08, height * 0.08);
    const strokes = placeGlyph(char, cx, cy, glyphWidth * between(random, 0.9, 1.1), glyphHeight * between(random, 0.9, 1.08), random);
    drawStrokes(canvas, strokes, between(random, 2.6, 3.4), darkColour(random));
  });

  drawStrokes(canvas, [noiseCurve(width, height, random)], between(random, 1, 1.5), darkColour(random));

  const png = new PNG({ width, height, colorType: 2 });
  const rgba = warp(canvas, random);
  rgba.copy(png.data);
  return PNG.sync.write(png, { colorType: 2 });
};
