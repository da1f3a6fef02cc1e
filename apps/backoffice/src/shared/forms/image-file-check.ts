/** Mirrors the server's upload limit, so an obviously wrong file is refused before it is sent. */
export const maxImageBytes = 5 * 1024 * 1024;
const allowedTypes = ['image/png', 'image/jpeg'];
const allowedExtensions = /\.(png|jpe?g)$/i;

export type ImageFileProblem = 'type' | 'size' | 'empty';

/** Checks name, type and size only; the server still checks the bytes (a renamed text file passes here). */
export const imageFileProblem = (file: { name: string; type: string; size: number }): ImageFileProblem | null => {
  if (!allowedExtensions.test(file.name)) return 'type';
  if (file.type && !allowedTypes.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size >= maxImageBytes) return 'size';
  return null;
};
