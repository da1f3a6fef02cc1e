/** A real 1×1 PNG: the server decodes and re-encodes every uploaded picture, so it must be one. */
export const onePixelPng = (): Buffer =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
