import { describe, expect, it } from 'vitest';
import { colourOf } from './engines/roulette';
import { slotSkins } from './engines/slot-variants';
import { cardRanks, cardSprite, isRedSuit, suitPaths } from './card-art';
import { hasSymbolArt, symbolArt, symbolSprite } from './slot-art';
import { europeanWheelOrder, wheelSvg } from './wheel-art';

describe('slot symbol art', () => {
  it('draws every symbol of every skin, none falling back to a glyph on a coin', () => {
    for (const skin of slotSkins) for (const name of skin.names) expect(hasSymbolArt(name), `${skin.id}: ${name}`).toBe(true);
  });

  it('puts a skin into a sprite of nine symbols whose gradient ids never collide', () => {
    const skin = slotSkins[0]!;
    const sprite = symbolSprite(skin.names, skin.symbols);
    expect(sprite.match(/<symbol id="sym-\d"/g)).toHaveLength(9);
    const ids = [...sprite.matchAll(/<(?:linear|radial)Gradient id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    // Every gradient a symbol paints with is defined in the sprite.
    for (const [, id] of sprite.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(id);
  });

  it('draws the classic symbols too, and an unknown name as its glyph on a coin', () => {
    for (const name of ['Cherry', 'Lemon', 'Bell', 'BAR', 'Star', 'Seven', 'Diamond']) expect(hasSymbolArt(name), name).toBe(true);
    expect(symbolArt('Dragon', '龍', 'x')).toContain('龍');
    expect(symbolArt('Dragon', '<b>', 'x')).not.toContain('<b>');
  });
});

describe('roulette wheel art', () => {
  it('orders the 37 pockets of a single-zero wheel as on a real one, red and black alternating', () => {
    expect([...europeanWheelOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(europeanWheelOrder.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    expect(europeanWheelOrder.at(-1)).toBe(26);
    for (let i = 1; i < europeanWheelOrder.length - 1; i += 1) {
      expect(colourOf(europeanWheelOrder[i]!)).not.toBe(colourOf(europeanWheelOrder[i + 1]!));
    }
  });

  it('paints each pocket in its colour, with its number, and labels the wheel', () => {
    const svg = wheelSvg('Roulette wheel');
    expect(svg).toContain('role="img" aria-label="Roulette wheel"');
    const fills = [...svg.matchAll(/fill="(#[0-9a-f]{6})" data-pocket="(\d+)"/g)];
    expect(fills).toHaveLength(37);
    const byColour = { red: '#c81e1e', black: '#151a23', green: '#0f8a3c' };
    for (const [, fill, pocket] of fills) expect(fill).toBe(byColour[colourOf(Number(pocket))]);
    for (const n of europeanWheelOrder) expect(svg).toContain(`>${n}</text>`);
  });
});

describe('card art', () => {
  it('has the four suits in the engine order, hearts and diamonds red', () => {
    expect(suitPaths).toHaveLength(4);
    expect([0, 1, 2, 3].map(isRedSuit)).toEqual([false, true, true, false]);
    expect(cardRanks).toHaveLength(13);
    const sprite = cardSprite();
    for (const suit of [0, 1, 2, 3]) expect(sprite).toContain(`<symbol id="suit-${suit}"`);
  });
});
