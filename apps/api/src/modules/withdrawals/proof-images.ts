import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, isAppError } from '../../lib/app-error';
import { reencodeImage, type CleanImage } from '../content/image-reencode';
import { maxUploadBytes } from '../content/upload.service';

export type ProofFile = { bytes: Buffer; name: string };

/**
 * The content uploads' rules: PNG or JPEG that decodes, whatever the name says, under 5 MB. Answers
 * the images re-encoded, the only bytes ever stored.
 */
export const checkProofImages = (files: readonly ProofFile[], max: number): CleanImage[] => {
  if (files.length > max) throw new AppError('TOO_MANY_IMAGES', { details: { max } });
  return files.map((file) => {
    if (file.bytes.length > maxUploadBytes) throw new AppError('IMAGE_TOO_LARGE', { details: { name: file.name.slice(0, 200) } });
    try {
      return reencodeImage(file.bytes);
    } catch (error) {
      if (isAppError(error)) throw new AppError(error.code, { details: { ...error.details, name: file.name.slice(0, 200) } });
      throw error;
    }
  });
};

/** Stored the way content uploads are: a random name in the upload folder, served at /uploads/. */
export const saveProofImages = async (dir: string, images: readonly CleanImage[]): Promise<string[]> => {
  await mkdir(dir, { recursive: true });
  const urls: string[] = [];
  for (const image of images) {
    const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await writeFile(join(dir, name), image.bytes, { flag: 'wx' });
    urls.push(`/uploads/${name}`);
  }
  return urls;
};
