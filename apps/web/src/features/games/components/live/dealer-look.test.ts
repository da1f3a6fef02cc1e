import { describe, expect, it } from 'vitest';
import { dealerLook } from './dealer-look';

const palette = { skin: '#f1c7a5', hair: '#1d1a17', outfit: '#7f1d1d' };

describe('dealer look', () => {
  it('keeps the palette and gives a dealer the same style every time', () => {
    const look = dealerLook({ id: 'd01', palette });
    expect(look).toMatchObject(palette);
    expect(dealerLook({ id: 'd01', palette }).style).toBe(look.style);
    const seen = new Set(Array.from({ length: 24 }, (_, n) => dealerLook({ id: `d${String(n + 1).padStart(2, '0')}`, palette }).style));
    expect(seen.size).toBe(3);
  });

  it('draws with its own colours when a palette colour is not #rrggbb', () => {
    const look = dealerLook({ id: 'd02', palette: { skin: 'url(https://x/)', hair: 'red', outfit: '#12345' } });
    for (const value of [look.skin, look.hair, look.outfit]) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });
});
