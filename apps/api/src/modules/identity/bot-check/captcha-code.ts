import { randomInt } from 'node:crypto';
import { captchaAlphabet } from './captcha-glyphs';

/** 4 or 5 characters of the captcha alphabet, from the system's secure random source. */
export const randomCaptchaCode = (): string => {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');
};
