import type { AltchaChallenge } from '@gp/contracts';
import { fetchAltchaChallenge } from '../api/bot-check-api';
import { i18n } from '../../../shared/i18n/i18n-instance';
import { encodeAltchaPayload } from './altcha-payload';
import type { AltchaWorkRequest, AltchaWorkResult } from './altcha-worker';

/** Thrown when the proof of work cannot be done here (no Web Crypto, worker failed, no solution). */
class AltchaUnavailableError extends Error {
  override name = 'AltchaUnavailableError';
}

const unavailable = () => new AltchaUnavailableError(i18n.t('site:botCheckUnavailable'));

const solveInWorker = (challenge: AltchaChallenge, signal?: AbortSignal): Promise<AltchaWorkResult> =>
  new Promise((resolve, reject) => {
    // Vite builds the worker as its own same-origin file: the CSP's worker-src 'self' allows it.
    const worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<AltchaWorkResult>) => {
      finish();
      resolve(event.data);
    };
    worker.onerror = () => {
      finish();
      reject(unavailable());
    };
    const request: AltchaWorkRequest = {
      challenge: challenge.challenge,
      salt: challenge.salt,
      algorithm: challenge.algorithm,
      max: challenge.maxnumber ?? 1_000_000,
    };
    worker.postMessage(request);
  });

/**
 * Fetches an ALTCHA challenge from /wps/captcha/challenge, solves it in a Web Worker and returns the
 * base64 payload a request body carries as `altcha` (docs/api.md, bot checks). A payload is good for one
 * request within ten minutes: solve again for the next submission.
 */
export const solveAltcha = async (signal?: AbortSignal): Promise<string> => {
  const challenge = await fetchAltchaChallenge(signal);
  // Web Crypto exists only in secure contexts (HTTPS, localhost); without it nothing can be solved.
  if (typeof Worker === 'undefined' || !globalThis.crypto?.subtle) throw unavailable();
  const solution = await solveInWorker(challenge, signal);
  if (!solution) throw unavailable();
  return encodeAltchaPayload(challenge, solution);
};
