/**
 * Files this process creates are readable by their owner only (0600, folders 0700): PGlite writes
 * its data files and WAL, which hold staff password hashes, with whatever the umask allows.
 */
export const keepNewFilesPrivate = (): void => {
  process.umask(0o077);
};
