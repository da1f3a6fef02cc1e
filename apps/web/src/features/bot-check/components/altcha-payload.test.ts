import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { encodeAltchaPayload } from './altcha-payload';

describe('encodeAltchaPayload', () => {
  it('makes the payload altcha-lib verifies, and only for the right number', async () => {
    const hmacKey = 'test-key-test-key-test-key-test-key';
    const challenge = await createChallenge({ hmacKey, maxNumber: 500, expires: new Date(Date.now() + 60_000) });
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    if (!solution) throw new Error('unsolved');
    expect(await verifySolution(encodeAltchaPayload(challenge, solution), hmacKey)).toBe(true);
    expect(await verifySolution(encodeAltchaPayload(challenge, { ...solution, number: solution.number + 1 }), hmacKey)).toBe(false);
  });

  it('carries exactly the fields of an ALTCHA payload', () => {
    const payload = encodeAltchaPayload({ algorithm: 'SHA-256', challenge: 'c', salt: 's?expires=1&', signature: 'g', maxnumber: 10 }, { number: 7, took: 12 });
    expect(JSON.parse(atob(payload))).toEqual({ algorithm: 'SHA-256', challenge: 'c', number: 7, salt: 's?expires=1&', signature: 'g', took: 12 });
  });
});
