import { webCryptoHmacSha256, webCryptoSha256Hex, type HmacSha256 } from '../../bgs/fair';
import { commitmentMatches, isElottCommitment, isElottDrawId, isElottSeed, type Sha256Hex } from './commitment';
import { deriveElottDraw, deriveElottDrawSync, type SyncHmacSha256 } from './derive';
import type { ElottDraw, ElottGame } from './games';

/**
 * The check a player (or an auditor) runs on a finished draw: the revealed seed hashes to the
 * commitment published before betting closed, and the seed with the draw id gives the numbers. The
 * browser runs `verifyDraw` with WebCrypto; the server the synchronous twin with node:crypto.
 */
export type ElottVerifyInput = {
  seed: string;
  commitment: string;
  drawId: string;
  game: ElottGame;
  /** The numbers the platform published, to compare with the recomputed ones. */
  published?: ElottDraw;
};

export const elottVerifyProblems = ['bad-seed', 'bad-commitment', 'bad-draw-id', 'commitment-mismatch', 'draw-mismatch'] as const;
export type ElottVerifyProblem = (typeof elottVerifyProblems)[number];

export type ElottVerification = {
  /** True when the seed matches the commitment and, if given, the published numbers are the recomputed ones. */
  ok: boolean;
  problems: ElottVerifyProblem[];
  /** hex(SHA-256(seed)), null when the seed is malformed. */
  computedCommitment: string | null;
  /** The recomputed draw, shown even when the commitment does not match; null on malformed input. */
  draw: ElottDraw | null;
};

export type ElottCrypto = { hmac: HmacSha256; sha256Hex: Sha256Hex };
export type ElottCryptoSync = { hmac: SyncHmacSha256; sha256Hex: (text: string) => string };

export const webCryptoElott: ElottCrypto = { hmac: webCryptoHmacSha256, sha256Hex: webCryptoSha256Hex };

const inputProblems = (input: ElottVerifyInput): ElottVerifyProblem[] => {
  const problems: ElottVerifyProblem[] = [];
  if (!isElottSeed(input.seed)) problems.push('bad-seed');
  if (!isElottCommitment(input.commitment)) problems.push('bad-commitment');
  if (!isElottDrawId(input.drawId)) problems.push('bad-draw-id');
  return problems;
};

const sameDraw = (a: ElottDraw, b: ElottDraw): boolean =>
  a.game === b.game && a.numbers.length === b.numbers.length && a.numbers.every((n, i) => n === b.numbers[i]);

const conclude = (input: ElottVerifyInput, computedCommitment: string, draw: ElottDraw): ElottVerification => {
  const problems: ElottVerifyProblem[] = [];
  if (!commitmentMatches(input.commitment, computedCommitment)) problems.push('commitment-mismatch');
  if (input.published && !sameDraw(input.published, draw)) problems.push('draw-mismatch');
  return { ok: problems.length === 0, problems, computedCommitment, draw };
};

const rejected = (problems: ElottVerifyProblem[]): ElottVerification => ({ ok: false, problems, computedCommitment: null, draw: null });

export const verifyDraw = async (input: ElottVerifyInput, crypto: ElottCrypto = webCryptoElott): Promise<ElottVerification> => {
  const problems = inputProblems(input);
  if (problems.length > 0) return rejected(problems);
  const computed = await crypto.sha256Hex(input.seed);
  return conclude(input, computed, await deriveElottDraw(crypto.hmac, input.seed, input.drawId, input.game));
};

export const verifyDrawSync = (input: ElottVerifyInput, crypto: ElottCryptoSync): ElottVerification => {
  const problems = inputProblems(input);
  if (problems.length > 0) return rejected(problems);
  return conclude(input, crypto.sha256Hex(input.seed), deriveElottDrawSync(crypto.hmac, input.seed, input.drawId, input.game));
};
