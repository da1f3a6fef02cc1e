import { describe, expect, it } from 'vitest';
import { bannerAutoplays, biggestWins, categoryRow, chunk, hotGameSlides, promotionSlides } from './carousel-rules';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('carousel slice rules', () => {
  it('chunks into groups, the last one shorter', () => {
    expect(chunk(range(7), 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(chunk([], 3)).toEqual([]);
    expect(() => chunk(range(2), 0)).toThrow(RangeError);
  });

  it('autoplays banners only when there are two or more', () => {
    expect(bannerAutoplays(0)).toBe(false);
    expect(bannerAutoplays(1)).toBe(false);
    expect(bannerAutoplays(2)).toBe(true);
  });

  it('keeps at most 6 promotions', () => {
    expect(promotionSlides(range(9))).toEqual(range(6));
    expect(promotionSlides(range(2))).toEqual(range(2));
  });

  it('puts 3 hot games on a slide', () => {
    expect(hotGameSlides(range(8)).map((s) => s.length)).toEqual([3, 3, 2]);
  });

  it('shows at most 12 games per category row, 2 per slide, arrows only beyond 12', () => {
    expect(categoryRow(range(12))).toEqual({ slides: chunk(range(12), 2), arrows: false });
    const long = categoryRow(range(30));
    expect(long.slides).toHaveLength(6);
    expect(long.slides.flat()).toEqual(range(12));
    expect(long.arrows).toBe(true);
    expect(categoryRow(range(3)).slides).toEqual([[1, 2], [3]]);
  });

  it('shows 9 biggest wins', () => {
    expect(biggestWins(range(20))).toEqual(range(9));
  });
});
