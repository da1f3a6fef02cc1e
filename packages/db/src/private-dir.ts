import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Takes group and other permissions off everything under `dir` (symlinks left alone). */
const tightenTree = (dir: string): void => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) tightenTree(path);
    const mode = lstatSync(path).mode & 0o777;
    if (mode & 0o077) chmodSync(path, mode & 0o700);
  }
};

/**
 * A database folder (staff password hashes, every player's data) for its owner only: the folder
 * 0700, and nothing inside open to others. PGlite writes its files 0666 whatever the umask, and an
 * earlier version left the folder open, so existing contents are tightened too.
 */
export const makeDataDirPrivate = (dir: string): void => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  tightenTree(dir);
};
