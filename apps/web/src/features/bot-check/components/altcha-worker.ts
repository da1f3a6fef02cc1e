import { solveChallenge } from 'altcha-lib/v1';

/** What solve-altcha.ts posts: the challenge to brute-force. */
export type AltchaWorkRequest = { challenge: string; salt: string; algorithm: string; max: number };
/** The answer: the number and how long it took, or null when no number up to max matched. */
export type AltchaWorkResult = { number: number; took: number } | null;

// A dedicated worker: hashing up to maxnumber candidates stays off the main thread.
self.onmessage = async (event: MessageEvent<AltchaWorkRequest>) => {
  const { challenge, salt, algorithm, max } = event.data;
  const solution = await solveChallenge(challenge, salt, algorithm, max).promise;
  const result: AltchaWorkResult = solution ? { number: solution.number, took: solution.took } : null;
  self.postMessage(result);
};
