import { describe, expect, it } from 'vitest';
import type { MarketView } from '../../../src/sports/feed/types';
import english from '../i18n/en.json';
import { translator } from '../i18n/messages';
import { groupMarkets, handicapText, selectionLabel } from './labels';
import { clockText, phaseLabel } from './phase';

const t = translator(english, english);
const teams = { home: 'Northbridge FC', away: 'Ashford Rovers' };

const market = (key: string, kind: MarketView['kind'], lineQuarters: number | undefined, status: MarketView['status'] = 'open'): MarketView => ({
  key,
  kind,
  ...(lineQuarters === undefined ? {} : { lineQuarters }),
  unit: 'goals',
  status,
  main: false,
  marginBps: 500,
  selections: [],
});

describe('market and selection names', () => {
  it('prints quarter handicaps as their halves, nearer zero first', () => {
    expect(handicapText(-6)).toBe('-1.5');
    expect(handicapText(-3)).toBe('-0.5/-1');
    expect(handicapText(-1)).toBe('0/-0.5');
    expect(handicapText(5)).toBe('+1/+1.5');
    expect(selectionLabel(t, { marketKind: 'asian-handicap', unit: 'goals', selectionKey: 'away', lineQuarters: 3, ...teams })).toBe('Ashford Rovers +0.5/+1');
  });

  it('names results, totals, both teams to score and correct scores', () => {
    expect(selectionLabel(t, { marketKind: '1x2', unit: 'goals', selectionKey: 'draw', ...teams })).toBe('Draw');
    expect(selectionLabel(t, { marketKind: 'match-winner', unit: 'points', selectionKey: 'home', ...teams })).toBe('Northbridge FC');
    expect(selectionLabel(t, { marketKind: 'total', unit: 'goals', selectionKey: 'over', lineQuarters: 9 })).toBe('Over 2/2.5');
    expect(selectionLabel(t, { marketKind: 'total', unit: 'points', selectionKey: 'under', lineQuarters: 862 })).toBe('Under 215.5');
    expect(selectionLabel(t, { marketKind: 'both-teams-to-score', unit: 'goals', selectionKey: 'no' })).toBe('No');
    expect(selectionLabel(t, { marketKind: 'correct-score', unit: 'goals', selectionKey: '2-1' })).toBe('2-1');
    expect(selectionLabel(t, { marketKind: 'correct-score', unit: 'goals', selectionKey: 'other' })).toBe('Any other score');
    expect(selectionLabel(t, { marketKind: 'outright', unit: 'goals', selectionKey: 'nova-vortex', competitor: 'Nova Vortex' })).toBe('Nova Vortex');
  });

  it("groups a match's markets by kind in page order, lines ascending, leaving out closed ones", () => {
    const groups = groupMarkets([
      market('ou:10', 'total', 10),
      market('ah:0', 'asian-handicap', 0),
      market('cs', 'correct-score', undefined, 'suspended'),
      market('ah:-3', 'asian-handicap', -3),
      market('1x2', '1x2', undefined),
      market('btts', 'both-teams-to-score', undefined, 'closed'),
    ]);
    expect(groups.map((g) => [g.kind, g.markets.map((m) => m.key)])).toEqual([
      ['1x2', ['1x2']],
      ['asian-handicap', ['ah:-3', 'ah:0']],
      ['total', ['ou:10']],
      ['correct-score', ['cs']],
    ]);
  });

  it('reads the clock: phase in words, minutes for football, m:ss for basketball, the set or map alone otherwise', () => {
    expect(phaseLabel(t, { phase: 'second-half', period: 2, elapsedSeconds: 4_000, minute: 67, running: true })).toBe('2nd half');
    expect(phaseLabel(t, { phase: 'q3', period: 3, elapsedSeconds: 1_500, running: true })).toBe('Quarter 3');
    expect(phaseLabel(t, { phase: 'map2', period: 2, elapsedSeconds: 1_500, running: true })).toBe('Map 2');
    expect(clockText({ phase: 'second-half', period: 2, elapsedSeconds: 4_000, minute: 67, running: true }, 'football')).toBe("67'");
    expect(clockText({ phase: 'q3', period: 3, elapsedSeconds: 1_505, running: true }, 'basketball')).toBe('25:05');
    expect(clockText({ phase: 'map3', period: 3, elapsedSeconds: 6_633, running: true }, 'esports')).toBeNull();
  });
});
