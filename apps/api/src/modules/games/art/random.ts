/** FNV-1a, 32 bits: a stable seed from any string, so a picture never changes between requests or releases. */
export const hashOf = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};

export type Rnd = () => number;

/** mulberry32: small, fast and good enough for pictures. */
export const randomOf = (key: string): Rnd => {
  let a = hashOf(key);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** A number in [lo, hi). */
export const between = (rnd: Rnd, lo: number, hi: number): number => lo + rnd() * (hi - lo);

export const pickOne = <T>(rnd: Rnd, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

/** Fisher-Yates on a copy: a stable order for a given stream, whatever the engine's sort does. */
export const shuffled = <T>(rnd: Rnd, items: readonly T[]): T[] => {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};
