import { describe, expect, it } from 'vitest';
import { verifyDraw, type LotteryDrawView } from '@gp/contracts';
import { elottGameOf } from '../results/elott-game';
import { formFromDraw, verifyInput } from './verify-form';

// The known-answer draw of docs/lottery-elott.md: this seed and draw id give the dice 4, 1, 1.
const seed = '770a7dc35843c56a07a267fc7b3982aeda3aaa8e20ff66fff2bcfed5120753a1';
const commitment = 'af2d052cecc2f7bf0f019eb9589a32c71668c4fda33c40b551b484bda833ad68';

const stored = (result: number[]): LotteryDrawView => ({
  drawId: '41',
  gameCode: 'k3-1m',
  drawKey: 'k3-1m-20250101-0001',
  province: null,
  opensAt: '2025-01-01T00:00:00Z',
  closeAt: '2025-01-01T00:00:50Z',
  drawAt: '2025-01-01T00:01:00Z',
  status: 'paid',
  seedHash: commitment,
  result: { numbers: result },
  resultVersion: 1,
  seed,
});

describe('the draw verifier', () => {
  it('reads the game from the game code', () => {
    expect(elottGameOf('keno-5m')).toBe('keno');
    expect(elottGameOf('11x5-1m')).toBe('11x5');
    expect(elottGameOf('vn-north')).toBeNull();
  });

  it('recomputes a stored draw in the browser and agrees with it', async () => {
    const answer = await verifyDraw(verifyInput(formFromDraw(stored([4, 1, 1]))));
    expect(answer).toMatchObject({ ok: true, problems: [], computedCommitment: commitment, draw: { game: 'k3', numbers: [4, 1, 1] } });
  });

  it('says so when the published numbers are not the seed', async () => {
    const answer = await verifyDraw(verifyInput(formFromDraw(stored([6, 6, 6]))));
    expect(answer.ok).toBe(false);
    expect(answer.problems).toEqual(['draw-mismatch']);
  });

  it('says so when the seed does not hash to the commitment', async () => {
    const form = { ...formFromDraw(stored([4, 1, 1])), commitment: '0'.repeat(64) };
    expect((await verifyDraw(verifyInput(form))).problems).toContain('commitment-mismatch');
  });
});
