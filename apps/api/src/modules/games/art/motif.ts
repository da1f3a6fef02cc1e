import type { Rnd } from './random';

/**
 * One drawing on the 200 x 200 game canvas, centred on (100, 100). A motif paints with the picture's
 * shared gradients by id (game-defs.ts): `m` the body (diagonal, palette fg), `r` a glossy sphere of
 * fg, `g` gold, `w` ivory, `f` fire, `l` leaf green; only the ids a picture uses are emitted.
 * `s` holds the fg shades: highlight, light, mid, shadow, outline.
 */
export type MotifContext = { rnd: Rnd; s: readonly [string, string, string, string, string] };

export type MotifSpec = {
  draw: (ctx: MotifContext) => string;
  /** Default body and scene colours: hue, saturation. */
  fg: [number, number];
  bg: [number, number];
  /** Whether a colour word in the name ("Frozen", "Ruby") recolours the body, or only the scene. */
  tint: boolean;
  /** Where the motif stands (the y of its shadow), or 0 when it floats. */
  ground: number;
};
