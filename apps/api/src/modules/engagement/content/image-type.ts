/** The image type by its first bytes, whatever the file is called: PNG or JPEG, else null. */
export const sniffImageType = (bytes: Uint8Array): { contentType: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg' } | null => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return { contentType: 'image/png', ext: 'png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', ext: 'jpg' };
  return null;
};
