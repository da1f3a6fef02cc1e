/** What the apply dialog checks before it uploads a picture; the server decodes the bytes and decides. */
export const applyImagesMax = 3;
export const applyImageMaxBytes = 5 * 1024 * 1024;
const allowedTypes = ['image/png', 'image/jpeg'];

export type ImageProblem = 'tooMany' | 'type' | 'size' | null;

/** The first reason these files cannot be added to `current` pictures, or null. */
export const imageProblem = (files: readonly { type: string; size: number }[], current: number): ImageProblem => {
  if (current + files.length > applyImagesMax) return 'tooMany';
  if (files.some((f) => !allowedTypes.includes(f.type))) return 'type';
  if (files.some((f) => f.size >= applyImageMaxBytes)) return 'size';
  return null;
};
