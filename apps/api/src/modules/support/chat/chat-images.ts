import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../../lib/app-error';
import { maxUploadBytes, reencodeImage } from '../../engagement/content';

/**
 * Chat images go where the content module keeps uploads and are served by its `/uploads/:name`:
 * PNG or JPEG by content, under 5 MB, re-encoded so only pixels are kept, under a random name.
 */
export const createChatImageStore = (dir: string) => ({
  save: async (bytes: Buffer): Promise<string> => {
    if (bytes.length > maxUploadBytes) throw new AppError('IMAGE_TOO_LARGE');
    const image = reencodeImage(bytes);
    const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), image.bytes, { flag: 'wx' });
    return `/uploads/${name}`;
  },
});

export type ChatImageStore = ReturnType<typeof createChatImageStore>;
