import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../lib/app-error';
import { sniffImageType } from '../content/image-type';
import { maxUploadBytes } from '../content/upload.service';

export type ProofFile = { bytes: Buffer; name: string };

/** The content uploads' rules: PNG or JPEG by content, whatever the name says, under 5 MB. */
export const checkProofImages = (files: readonly ProofFile[], max: number): void => {
  if (files.length > max) throw new AppError('TOO_MANY_IMAGES', { details: { max } });
  for (const file of files) {
    if (file.bytes.length > maxUploadBytes) throw new AppError('IMAGE_TOO_LARGE', { details: { name: file.name.slice(0, 200) } });
    if (!sniffImageType(file.bytes)) throw new AppError('IMAGE_TYPE_NOT_ALLOWED', { details: { name: file.name.slice(0, 200) } });
  }
};

/** Stored the way content uploads are: a random name in the upload folder, served at /uploads/. */
export const saveProofImages = async (dir: string, files: readonly ProofFile[]): Promise<string[]> => {
  await mkdir(dir, { recursive: true });
  const urls: string[] = [];
  for (const file of files) {
    const type = sniffImageType(file.bytes);
    if (!type) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await writeFile(join(dir, name), file.bytes, { flag: 'wx' });
    urls.push(`/uploads/${name}`);
  }
  return urls;
};
