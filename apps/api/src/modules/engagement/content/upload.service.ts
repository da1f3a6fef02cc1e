import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { reencodeImage } from './image-reencode';

export const maxUploadBytes = 5 * 1024 * 1024;
export const uploadNamePattern = /^[a-f0-9]{32}\.(png|jpg)$/;

/** Staff image uploads: PNG or JPEG by content, under 5 MB, stored re-encoded under a random name. */
export const createUploadService = (db: Kysely<DB>, audit: AuditService, dir: string) => {
  const saveImage = async (bytes: Buffer, originalName: string, actor: Actor) => {
    if (bytes.length > maxUploadBytes) throw new AppError('IMAGE_TOO_LARGE');
    const image = reencodeImage(bytes);
    const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), image.bytes, { flag: 'wx' });
    const url = `/uploads/${name}`;
    await audit.append(db, actor, 'content.upload.create', url, {
      originalName: originalName.slice(0, 200),
      contentType: image.contentType,
      size: image.bytes.length,
    });
    return { url, contentType: image.contentType, size: image.bytes.length };
  };

  const read = async (name: string) => {
    if (!uploadNamePattern.test(name)) return null;
    try {
      const bytes = await readFile(join(dir, name));
      return { bytes, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    }
  };

  return { saveImage, read };
};

export type UploadService = ReturnType<typeof createUploadService>;
