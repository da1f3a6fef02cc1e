import { hsl, shades } from './color';
import { linear, radial } from './svg';

/**
 * The gradients a motif may paint with, by id. Only those the finished picture refers to are
 * written out, which keeps a tile at a few kilobytes.
 */
export const motifGradients = (fg: [number, number], glow: string): Record<string, string> => {
  const s = shades(fg);
  return {
    m: linear('m', [s[0], s[1], s[2], s[3]], true),
    r: radial(
      'r',
      [
        [s[0], 0],
        [s[2], 0.55],
        [s[3], 1],
      ],
      [0.35, 0.3],
      0.75,
    ),
    g: linear('g', ['#fff3b0', '#f7c948', '#c98a12', '#8a5200'], true),
    k: '<linearGradient id="k" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9c5f00"/><stop offset=".35" stop-color="#ffe27a"/><stop offset=".7" stop-color="#f0b12a"/><stop offset="1" stop-color="#8a5200"/></linearGradient>',
    w: linear('w', ['#ffffff', '#eef1f6', '#c3c9d6'], true),
    f: linear('f', [hsl(fg[0] + 36, 100, 62), hsl(fg[0] + 14, 100, 52), hsl(fg[0] - 4, 92, 42)]),
    l: linear('l', ['#a6e05a', '#4c9a2a', '#2c6614'], true),
    o: radial('o', [
      ['#a0602a', 0],
      ['#5a2d10', 1],
    ]),
    q: radial(
      'q',
      [
        ['#fff', 0],
        ['#fff', 0.12],
        ['#fff0', 0.45],
        ['#0000', 0.7],
        ['#0006', 1],
      ],
      [0.35, 0.3],
      0.8,
    ),
    h: radial('h', [
      [glow, 0],
      [`${glow}00`, 1],
    ]),
  };
};

/** The definitions among `defs` that `body` refers to. */
export const usedDefs = (body: string, defs: Record<string, string>): string =>
  Object.entries(defs)
    .filter(([id]) => body.includes(`url(#${id})`))
    .map(([, d]) => d)
    .join('');
