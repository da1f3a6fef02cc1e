import { describe, expect, it } from 'vitest';
import { verifyParams } from './verify-params';

const serverSeed = '3f1c0e6a9b2d4c8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e';

describe('verifyParams', () => {
  it('asks the server the same question as the browser', () => {
    const params = verifyParams({ serverSeed, clientSeed: 'player-seed', nonce: 7, params: { game: 'plinko', rows: 16, risk: 'high' } });
    expect(Object.entries(params)).toEqual([
      ['game', 'plinko'],
      ['serverSeed', serverSeed],
      ['clientSeed', 'player-seed'],
      ['nonce', 7],
      ['rows', 16],
      ['risk', 'high'],
    ]);
  });

  it('asks for a stored bet by its id alone', () => {
    expect(verifyParams({ betId: '42' })).toEqual({ betId: '42' });
  });
});
