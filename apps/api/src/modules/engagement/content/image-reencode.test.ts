import { describe, expect, it } from 'vitest';
import { fakePng, pngPixels, pngWithText, testJpeg, testPng } from '../../../testing/images';
import { reencodeImage } from './image-reencode';

const codeOf = (f: () => unknown): string => {
  try {
    f();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'none';
};

describe('reencodeImage', () => {
  it('keeps the pixels of a PNG and drops every chunk that is not an image', () => {
    const original = testPng(3, 2);
    const withScript = pngWithText(original, '<script>alert(1)</script>');
    expect(pngPixels(withScript).equals(pngPixels(original))).toBe(true);
    const clean = reencodeImage(withScript);
    expect(clean).toMatchObject({ contentType: 'image/png', ext: 'png' });
    expect(clean.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(pngPixels(clean.bytes).equals(pngPixels(original))).toBe(true);
  });

  it('re-encodes a JPEG', () => {
    const clean = reencodeImage(testJpeg(16, 8));
    expect(clean.contentType).toBe('image/jpeg');
    expect([clean.bytes[0], clean.bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('refuses a signature followed by anything that does not decode, and a canvas too large', () => {
    expect(codeOf(() => reencodeImage(fakePng()))).toBe('IMAGE_TYPE_NOT_ALLOWED');
    expect(codeOf(() => reencodeImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html></html>')])))).toBe('IMAGE_TYPE_NOT_ALLOWED');
    expect(codeOf(() => reencodeImage(Buffer.from('GIF89a')))).toBe('IMAGE_TYPE_NOT_ALLOWED');
    const huge = Buffer.from(testPng(1, 1));
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    expect(codeOf(() => reencodeImage(huge))).toBe('IMAGE_TYPE_NOT_ALLOWED');
  });
});
