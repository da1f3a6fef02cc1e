import { describe, expect, it } from 'vitest';
import { readVerifyForm, verifyInBrowser, type VerifyForm, type VerifyInput } from './verify-outcome';

/**
 * Known answers, computed once outside this code (node:crypto createHmac/createHash and the arithmetic
 * of docs/provably-fair.md written out by hand), for
 * serverSeed 3f1c…c5d4e, clientSeed "player-seed", nonce 7:
 * round 0 starts with the 32-bit integer 1662870216 (float 0.38716714…).
 */
const serverSeed = '3f1c0e6a9b2d4c8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e';
const seeds = { serverSeed, clientSeed: 'player-seed', nonce: 7 };
const expectedHash = '26b8e56494ef1dcd3bffcfea86ca38a2b410fb2a9b2ef817bf186ea61ac7cd34';

const form = (over: Partial<VerifyForm>): VerifyForm => ({
  engine: 'dice',
  serverSeed,
  clientSeed: 'player-seed',
  nonce: '7',
  target: '50',
  direction: 'under',
  targetMultiplier: '2',
  mines: '3',
  rows: '16',
  risk: 'high',
  ...over,
});

const input = (over: Partial<VerifyForm>): VerifyInput => {
  const read = readVerifyForm(form(over));
  if (!('input' in read)) throw new Error(`form refused: ${read.problem}`);
  return read.input;
};

describe('browser verifier (WebCrypto)', () => {
  it('hashes the server seed with SHA-256 as shown before play', async () => {
    expect((await verifyInBrowser({ ...seeds, params: { game: 'crash' } })).serverSeedHash).toBe(expectedHash);
  });

  it('recomputes a dice roll: 38.71, a win under 50 and a loss over 50', async () => {
    const under = await verifyInBrowser(input({ engine: 'dice', target: '50', direction: 'under' }));
    expect(under.floats[0]).toBe(1662870216 / 2 ** 32);
    expect(under.outcome).toEqual({ game: 'dice', rollHundredths: 3871, roll: 38.71, win: true });
    const over = await verifyInBrowser(input({ engine: 'dice', target: '50', direction: 'over' }));
    expect(over.outcome).toMatchObject({ rollHundredths: 3871, win: false });
  });

  it('recomputes limbo and crash: 1.61x', async () => {
    expect((await verifyInBrowser(input({ engine: 'limbo', targetMultiplier: '1.61' }))).outcome).toEqual({
      game: 'limbo',
      resultHundredths: 161,
      result: 1.61,
      win: true,
    });
    expect((await verifyInBrowser(input({ engine: 'limbo', targetMultiplier: '1.62' }))).outcome).toMatchObject({ win: false });
    expect((await verifyInBrowser(input({ engine: 'crash' }))).outcome).toEqual({ game: 'crash', crashPointHundredths: 161, crashPoint: 1.61 });
  });

  it('recomputes a mines layout from the first floats', async () => {
    expect((await verifyInBrowser(input({ engine: 'mines', mines: '3' }))).outcome).toEqual({ game: 'mines', mineTiles: [9, 11, 21] });
  });

  it('recomputes a 16-row plinko path over two HMAC rounds', async () => {
    const answer = await verifyInBrowser(input({ engine: 'plinko', rows: '16', risk: 'high' }));
    expect(answer.floats).toHaveLength(16);
    expect(answer.outcome).toEqual({ game: 'plinko', path: [0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1], slot: 6, multiplierHundredths: 50 });
  });

  it('changes with any input: another nonce gives another roll', async () => {
    const other = await verifyInBrowser(input({ nonce: '8' }));
    expect(other.outcome).not.toMatchObject({ rollHundredths: 3871 });
  });

  it('refuses incomplete or out-of-range inputs with the field at fault', () => {
    expect(readVerifyForm(form({ serverSeed: ' ' }))).toEqual({ problem: 'serverSeed' });
    expect(readVerifyForm(form({ nonce: '-1' }))).toEqual({ problem: 'nonce' });
    expect(readVerifyForm(form({ engine: 'dice', target: '99.5', direction: 'under' }))).toEqual({ problem: 'params' });
    expect(readVerifyForm(form({ engine: 'plinko', rows: '7' }))).toEqual({ problem: 'params' });
    expect(readVerifyForm(form({ engine: 'limbo', targetMultiplier: '1.001' }))).toEqual({ problem: 'params' });
  });
});
