import { describe, expect, it } from 'vitest';
import { webCryptoHmacSha256 } from '../../bgs/fair';
import { verifyDraw, verifyDrawSync, type ElottCrypto } from './verify';
import { nodeElott } from './node-crypto.test-support';

// The known-answer seed of derive.test.ts (commitment from `printf %s "$SEED" | sha256sum`).
const seed = '770a7dc35843c56a07a267fc7b3982aeda3aaa8e20ff66fff2bcfed5120753a1';
const commitment = 'af2d052cecc2f7bf0f019eb9589a32c71668c4fda33c40b551b484bda833ad68';
const input = { seed, commitment, drawId: 'k3-1m-20250101-0001', game: 'k3' as const };
const k3Draw = { game: 'k3' as const, numbers: [4, 1, 1] };

describe('verifyDraw', () => {
  it('accepts a draw whose seed matches and recomputes its numbers (WebCrypto and node:crypto)', async () => {
    const expected = { ok: true, problems: [], computedCommitment: commitment, draw: k3Draw };
    expect(await verifyDraw({ ...input, published: k3Draw })).toEqual(expected);
    expect(verifyDrawSync({ ...input, published: k3Draw }, nodeElott)).toEqual(expected);
    expect(await verifyDraw({ ...input, commitment: commitment.toUpperCase() })).toMatchObject({ ok: true });
  });

  it('reports a seed that does not match the commitment, still showing the numbers', async () => {
    const other = { ...input, commitment: '0'.repeat(64) };
    expect(await verifyDraw(other)).toEqual({ ok: false, problems: ['commitment-mismatch'], computedCommitment: commitment, draw: k3Draw });
  });

  it('reports published numbers that differ from the recomputed ones', () => {
    expect(verifyDrawSync({ ...input, published: { game: 'k3', numbers: [1, 1, 4] } }, nodeElott).problems).toEqual(['draw-mismatch']);
    expect(verifyDrawSync({ ...input, published: { game: 'keno', numbers: [4, 1, 1] } }, nodeElott).problems).toEqual(['draw-mismatch']);
  });

  it('refuses malformed input without computing anything', async () => {
    expect(await verifyDraw({ ...input, seed: seed.toUpperCase(), commitment: 'x', drawId: 'a b' })).toEqual({
      ok: false,
      problems: ['bad-seed', 'bad-commitment', 'bad-draw-id'],
      computedCommitment: null,
      draw: null,
    });
  });

  it('takes an injected asynchronous HMAC and hash', async () => {
    const calls: string[] = [];
    const crypto: ElottCrypto = {
      hmac: async (key, message) => {
        calls.push(message);
        return webCryptoHmacSha256(key, message);
      },
      sha256Hex: async (text) => nodeElott.sha256Hex(text),
    };
    expect((await verifyDraw(input, crypto)).ok).toBe(true);
    expect(calls).toEqual(['k3-1m-20250101-0001:0:0']);
  });
});
