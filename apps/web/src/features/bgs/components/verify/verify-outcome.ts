import {
  bgsOutcome,
  diceDirections,
  fairFloats,
  floatsNeeded,
  isDiceTargetValid,
  limboMaxTargetHundredths,
  limboMinTargetHundredths,
  minesMax,
  minesMin,
  plinkoMaxRows,
  plinkoMinRows,
  plinkoRisks,
  webCryptoHmacSha256,
  webCryptoSha256Hex,
  type BgsOutcome,
  type BgsParams,
  type DiceDirection,
  type HmacSha256,
  type PlinkoRisk,
} from '@gp/contracts';
import type { BgsEngineName } from '../bgs-search';

/** What the verifier form holds: everything as typed. */
export type VerifyForm = {
  engine: BgsEngineName;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  target: string;
  direction: string;
  targetMultiplier: string;
  mines: string;
  rows: string;
  risk: string;
};

export type VerifyInput = { serverSeed: string; clientSeed: string; nonce: number; params: BgsParams };

export type VerifyProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'params';

const twoDecimals = (text: string): number | null => (/^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : null);
const integer = (text: string): number | null => (/^\d{1,16}$/.test(text.trim()) && Number.isSafeInteger(Number(text.trim())) ? Number(text.trim()) : null);

const paramsOf = (form: VerifyForm): BgsParams | null => {
  switch (form.engine) {
    case 'dice': {
      const target = twoDecimals(form.target);
      const direction = (diceDirections as readonly string[]).includes(form.direction) ? (form.direction as DiceDirection) : null;
      return target !== null && direction && isDiceTargetValid(Math.round(target * 100), direction) ? { game: 'dice', target, direction } : null;
    }
    case 'limbo': {
      const value = twoDecimals(form.targetMultiplier);
      const h = value === null ? null : Math.round(value * 100);
      return value !== null && h !== null && h >= limboMinTargetHundredths && h <= limboMaxTargetHundredths ? { game: 'limbo', targetMultiplier: value } : null;
    }
    case 'mines': {
      const mines = integer(form.mines);
      return mines !== null && mines >= minesMin && mines <= minesMax ? { game: 'mines', mines } : null;
    }
    case 'plinko': {
      const rows = integer(form.rows);
      const risk = (plinkoRisks as readonly string[]).includes(form.risk) ? (form.risk as PlinkoRisk) : null;
      return rows !== null && rows >= plinkoMinRows && rows <= plinkoMaxRows && risk ? { game: 'plinko', rows, risk } : null;
    }
    case 'crash':
      return { game: 'crash' };
  }
};

/** The form read into verifier inputs, or the first field that is wrong. */
export const readVerifyForm = (form: VerifyForm): { input: VerifyInput } | { problem: VerifyProblem } => {
  const serverSeed = form.serverSeed.trim();
  // Any text is accepted as a key (the scheme takes its UTF-8 bytes); the server's are 64 hex characters.
  if (serverSeed === '' || serverSeed.length > 256) return { problem: 'serverSeed' };
  const clientSeed = form.clientSeed.trim();
  if (clientSeed === '' || clientSeed.length > 64) return { problem: 'clientSeed' };
  const nonce = integer(form.nonce);
  if (nonce === null) return { problem: 'nonce' };
  const params = paramsOf(form);
  if (!params) return { problem: 'params' };
  return { input: { serverSeed, clientSeed, nonce, params } };
};

export type VerifyAnswer = { serverSeedHash: string; floats: number[]; outcome: BgsOutcome };

/**
 * Recomputes a bet in this browser: SHA-256 of the server seed (to compare with the hash shown before
 * play), the HMAC-SHA256 floats of docs/provably-fair.md and the shared outcome function. Nothing here
 * comes from the server.
 */
export const verifyInBrowser = async (input: VerifyInput, hmac: HmacSha256 = webCryptoHmacSha256): Promise<VerifyAnswer> => {
  const floats = await fairFloats(hmac, input, floatsNeeded(input.params));
  return { serverSeedHash: await webCryptoSha256Hex(input.serverSeed), floats, outcome: bgsOutcome(input.params, floats) };
};
