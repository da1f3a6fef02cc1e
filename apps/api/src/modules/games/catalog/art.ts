/**
 * Generated artwork: a deterministic SVG per game, vendor, banner or promotion (gradient, a few shapes
 * and initials), from a PRNG seeded by a stable key. No image files ship with the demo catalog.
 */
export type ArtKind = 'game' | 'vendor' | 'banner' | 'promo';

const sizes: Record<ArtKind, [number, number]> = { game: [200, 200], vendor: [240, 96], banner: [1200, 400], promo: [600, 300] };

/** FNV-1a, 32 bits: a stable seed from any string. */
const hashOf = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};

/** mulberry32: small, fast and good enough for pictures. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const initialsOf = (name: string): string =>
  name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('') || '?';

export const artSvg = (kind: ArtKind, key: string, label: string): string => {
  const rnd = seededRandom(hashOf(`${kind}:${key}`));
  const [w, h] = sizes[kind];
  const hue = Math.floor(rnd() * 360);
  const hue2 = (hue + 40 + Math.floor(rnd() * 120)) % 360;
  const n = (x: number) => Math.round(x);
  const shapes: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const x = n(rnd() * w);
    const y = n(rnd() * h);
    const r = n((0.1 + rnd() * 0.35) * Math.min(w, h));
    const fill = `hsl(${(hue + n(rnd() * 180)) % 360} 80% ${n(55 + rnd() * 30)}%)`;
    const o = (0.15 + rnd() * 0.35).toFixed(2);
    shapes.push(
      rnd() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${o}"/>`
        : `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" rx="${n(r / 4)}" transform="rotate(${n(rnd() * 90)} ${x} ${y})" fill="${fill}" fill-opacity="${o}"/>`,
    );
  }
  const text = label
    ? `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${n(Math.min(w, h) * 0.36)}" fill="#fff" fill-opacity=".92">${escapeXml(label)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}${text}</svg>`
  );
};

export const gameArtUrl = (nodeId: number) => `/lgw/art/game/${nodeId}.svg`;
export const vendorArtUrl = (code: string) => `/lgw/art/vendor/${code}.svg`;
