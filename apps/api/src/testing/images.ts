import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A real PNG of the given size, one colour, that any decoder opens. */
export const testPng = (width = 2, height = 2, rgba: readonly [number, number, number, number] = [200, 30, 30, 255]): Buffer => {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) png.data.set(rgba, i * 4);
  return PNG.sync.write(png);
};

/** A real PNG of random pixels: it barely compresses, so its size follows its area (about 4 bytes a pixel). */
export const noisyPng = (width: number, height: number): Buffer => {
  const png = new PNG({ width, height });
  randomBytes(width * height * 4).copy(png.data);
  return PNG.sync.write(png);
};

/** A real baseline JPEG of the given size. */
export const testJpeg = (width = 8, height = 8): Buffer => jpeg.encode({ data: Buffer.alloc(width * height * 4, 128), width, height }, 80).data;

/** A PNG with a text chunk carrying `text` inserted before IEND: valid, and decoders ignore the chunk. */
export const pngWithText = (png: Buffer, text: string): Buffer => {
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`Comment\0${text}`, 'latin1')]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
};

/** The PNG signature followed by HTML: what a content sniff alone would take for an image. */
export const fakePng = (): Buffer =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);

/** The pixels of a PNG, to compare images after the server has re-encoded them. */
export const pngPixels = (bytes: Buffer): Buffer => PNG.sync.read(bytes).data;
