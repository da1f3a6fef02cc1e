import { describe, expect, it } from 'vitest';
import { roadDot } from './road-dot';

describe('road dots', () => {
  it('colours baccarat and dragon tiger by side', () => {
    expect(roadDot('baccarat', { outcome: 'banker', pairs: ['playerPair'] })).toEqual({ tone: 'red', name: 'Banker', number: null });
    expect(roadDot('baccarat', { outcome: 'player' })).toEqual({ tone: 'blue', name: 'Player', number: null });
    expect(roadDot('baccarat', { outcome: 'tie' })).toEqual({ tone: 'green', name: 'Tie', number: null });
    expect(roadDot('dragon-tiger', { outcome: 'dragon' })).toEqual({ tone: 'red', name: 'Dragon', number: null });
    expect(roadDot('dragon-tiger', { outcome: 'tiger' })).toEqual({ tone: 'blue', name: 'Tiger', number: null });
    expect(roadDot('dragon-tiger', { outcome: 'tie' })).toMatchObject({ tone: 'green', name: 'Tie' });
  });

  it('colours roulette by pocket: zero green, the wheel’s reds red, the rest black', () => {
    expect(roadDot('roulette', { outcome: '0', value: 0 })).toEqual({ tone: 'green', name: null, number: 0 });
    expect(roadDot('roulette', { outcome: '32', value: 32 })).toEqual({ tone: 'red', name: null, number: 32 });
    expect(roadDot('roulette', { outcome: '15', value: 15 })).toEqual({ tone: 'black', name: null, number: 15 });
    expect(roadDot('roulette', { outcome: '19' })).toMatchObject({ tone: 'red', number: 19 });
    const reds = Array.from({ length: 37 }, (_, n) => roadDot('roulette', { outcome: String(n), value: n })).filter((d) => d.tone === 'red');
    expect(reds).toHaveLength(18);
  });

  it('shows anything else as a plain dot, never a wrong side', () => {
    expect(roadDot('baccarat', { outcome: 'dragon' }).tone).toBe('other');
    expect(roadDot('dragon-tiger', { outcome: 'banker' }).tone).toBe('other');
    expect(roadDot('roulette', { outcome: '37', value: 37 }).tone).toBe('other');
    expect(roadDot('roulette', { outcome: 'red' }).tone).toBe('other');
    expect(roadDot('baccarat', { outcome: 'constructor' }).tone).toBe('other');
  });
});
