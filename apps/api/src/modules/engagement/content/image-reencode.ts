import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { AppError } from '../../../lib/app-error';
import { sniffImageType } from './image-type';

export type CleanImage = { bytes: Buffer; contentType: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg' };

/** Decoded pixels are 4 bytes each: 24 megapixels is about 100 MB, past any screenshot or photo of a receipt. */
const maxPixels = 24_000_000;

const refuse = (reason: string) => new AppError('IMAGE_TYPE_NOT_ALLOWED', { details: { reason } });

/** Width and height from the IHDR chunk, read before decoding so a small file cannot claim a huge canvas. */
const pngPixels = (bytes: Buffer): number => (bytes.length < 24 ? 0 : bytes.readUInt32BE(16) * bytes.readUInt32BE(20));

/**
 * An uploaded image decoded to pixels and encoded afresh, so only pixels reach storage: whatever
 * rode along in the file (HTML or script after a valid signature, text chunks, EXIF with its GPS
 * position, a polyglot) is gone. Anything that does not decode as the PNG or JPEG its first bytes
 * claim is IMAGE_TYPE_NOT_ALLOWED.
 */
export const reencodeImage = (bytes: Buffer): CleanImage => {
  const type = sniffImageType(bytes);
  if (!type) throw refuse('type');
  if (type.ext === 'png') {
    if (pngPixels(bytes) > maxPixels) throw refuse('dimensions');
    let decoded: PNG;
    try {
      decoded = PNG.sync.read(bytes);
    } catch {
      throw refuse('undecodable');
    }
    if (decoded.width * decoded.height === 0) throw refuse('undecodable');
    return { ...type, bytes: PNG.sync.write(decoded) };
  }
  let pixels: jpeg.RawImageData<Uint8Array>;
  try {
    pixels = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: maxPixels / 1_000_000,
      maxMemoryUsageInMB: 512,
    });
  } catch {
    throw refuse('undecodable');
  }
  if (pixels.width * pixels.height === 0) throw refuse('undecodable');
  return { ...type, bytes: jpeg.encode({ data: pixels.data, width: pixels.width, height: pixels.height }, 90).data };
};
