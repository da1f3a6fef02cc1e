import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, isAppError } from '../../../lib/app-error';
import { reencodeImage, type CleanImage } from '../../engagement/content';
import { maxUploadBytes } from '../../engagement/content';

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

/**
 * Stored under a random name in a folder nothing serves: a player's bank statement is for finance
 * staff only (`proofImage` of the admin service), never a public path. Answers the names.
 */
export const saveProofImages = async (dir: string, images: readonly CleanImage[]): Promise<string[]> => {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const names: string[] = [];
  for (const image of images) {
    const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await writeFile(join(dir, name), image.bytes, { flag: 'wx', mode: 0o600 });
    names.push(name);
  }
  return names;
};

export const proofNamePattern = /^[a-f0-9]{32}\.(png|jpg)$/;
/** How references to proofs stored before the private folder existed start. */
export const legacyPrefix = '/uploads/';

/**
 * The bytes of a stored proof: a name in the private folder, or, for disputes opened before proofs
 * were private, an `/uploads/` path in the upload folder. Null when the reference or file is gone.
 */
export const readProofImage = async (dirs: { proofDir: string; uploadDir: string }, ref: string): Promise<{ bytes: Buffer; contentType: string } | null> => {
  const legacy = ref.startsWith(legacyPrefix);
  const name = legacy ? ref.slice(legacyPrefix.length) : ref;
  if (!proofNamePattern.test(name)) return null;
  try {
    const bytes = await readFile(join(legacy ? dirs.uploadDir : dirs.proofDir, name));
    return { bytes, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
};
