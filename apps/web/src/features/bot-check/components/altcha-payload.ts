import type { AltchaChallenge } from '@gp/contracts';

export type AltchaSolution = { number: number; took: number };

/**
 * The `altcha` field as altcha-lib's verifySolution reads it: base64 of the JSON
 * `{ algorithm, challenge, number, salt, signature, took }`. Every part is ASCII, so btoa is safe.
 */
export const encodeAltchaPayload = (challenge: AltchaChallenge, solution: AltchaSolution): string =>
  btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    }),
  );
