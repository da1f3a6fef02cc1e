import { describe, expect, it } from 'vitest';
import type { BoMission } from '@gp/contracts';
import { boardDraftOf, boardInputOf, missionDraftOf, missionInputOf } from './mission-form-model';

const mission: BoMission = {
  id: 3,
  period: 'weekly',
  title: 'Deposit and play',
  description: 'Two things',
  translations: { FR: { title: 'Déposez et jouez', description: '' } },
  conditions: [
    { type: 'deposit', minAmount: 10_000 },
    { type: 'rounds', count: 5, category: 'live' },
  ],
  rewardKind: 'money',
  rewardAmount: 500,
  turnoverMultipleBp: 15_000,
  promotionId: 7,
  vipLevels: [1, 2],
  memberTypes: [],
  startAt: null,
  endAt: null,
  enabled: true,
  sequence: 2,
  claims: 0,
  updatedAt: '2026-11-30T00:00:00.000Z',
};

describe('the mission form', () => {
  it('round-trips a mission through the draft', () => {
    const draft = missionDraftOf(mission);
    expect(draft.conditions[0]).toEqual({ type: 'deposit', value: '100', category: '' });
    expect(draft.turnoverMultiple).toBe('1.5');
    expect(missionInputOf(draft)).toEqual({
      period: 'weekly',
      title: 'Deposit and play',
      description: 'Two things',
      translations: { FR: { title: 'Déposez et jouez', description: '' } },
      conditions: mission.conditions,
      rewardKind: 'money',
      rewardAmount: 500,
      turnoverMultipleBp: 15_000,
      promotionId: 7,
      vipLevels: [1, 2],
      memberTypes: [],
      startAt: null,
      endAt: null,
      enabled: true,
      sequence: 2,
    });
  });

  it('keeps a stored window the same instant after a round trip, whatever the browser zone', () => {
    const windowed = { ...mission, startAt: '2026-12-01T18:30:00.000Z', endAt: '2026-12-08T18:29:00.000Z' };
    const draft = missionDraftOf(windowed);
    // The input shows local wall time (no zone), which the browser reads back as the same instant.
    expect(draft.startAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(new Date(draft.startAt).toISOString()).toBe(windowed.startAt);
    expect(missionInputOf(draft)).toMatchObject({ startAt: windowed.startAt, endAt: windowed.endAt });
  });

  it('reads prizes as amounts, first place first', () => {
    const draft = { ...boardDraftOf(null), prizes: '500 300.5  100', promotionId: '4', texts: { EN: { title: 'Top', description: '' } } };
    expect(boardInputOf(draft)).toMatchObject({ prizes: [50_000, 30_050, 10_000], promotionId: 4, category: null, turnoverMultipleBp: 10_000 });
  });
});
