import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { randomCaptchaCode } from './captcha-code';
import { captchaAlphabet, glyphs } from './captcha-glyphs';
import { renderCaptchaPng } from './captcha-image';

describe('captcha codes', () => {
  it('use no character a person could take for another', () => {
    for (const ambiguous of ['0', 'O', '1', 'I']) expect(captchaAlphabet).not.toContain(ambiguous);
    expect(new Set(captchaAlphabet).size).toBe(captchaAlphabet.length);
  });

  it('are 4 or 5 characters of the alphabet, both lengths occurring', () => {
    const codes = Array.from({ length: 200 }, randomCaptchaCode);
    expect(codes.every((c) => /^[A-Z0-9]{4,5}$/.test(c) && [...c].every((ch) => captchaAlphabet.includes(ch)))).toBe(true);
    expect(new Set(codes.map((c) => c.length))).toEqual(new Set([4, 5]));
  });

  it('have a glyph for every character, inside the unit box give or take a tail', () => {
    for (const ch of captchaAlphabet) {
      const points = (glyphs[ch] ?? []).flat();
      expect(points.length, ch).toBeGreaterThan(1);
      expect(
        points.every(([x, y]) => x >= -0.05 && x <= 1.05 && y >= -0.05 && y <= 1.1),
        ch,
      ).toBe(true);
    }
  });
});

describe('renderCaptchaPng', () => {
  it('writes a PNG of the size asked for, which differs from one rendering to the next', () => {
    const a = renderCaptchaPng('K7Q4A', { width: 150, height: 50 });
    const b = renderCaptchaPng('K7Q4A', { width: 150, height: 50 });
    const decoded = PNG.sync.read(a);
    expect([decoded.width, decoded.height]).toEqual([150, 50]);
    expect(a.equals(b)).toBe(false);
  });

  it('draws the same picture for the same random source (the distortion comes only from it)', () => {
    const seeded = () => {
      let s = 42;
      return () => (s = (s * 16807) % 2147483647) / 2147483647;
    };
    expect(renderCaptchaPng('ACDE', { width: 120, height: 40 }, seeded()).equals(renderCaptchaPng('ACDE', { width: 120, height: 40 }, seeded()))).toBe(true);
  });
});
