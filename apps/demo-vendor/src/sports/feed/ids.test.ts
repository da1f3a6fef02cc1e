import { describe, expect, it } from 'vitest';
import { contractsSelectionOf, dayToYmd, matchId, outrightId, parseEventId, parseMarketKey, parseSelectionId, weekStartOf, ymdToDay, marketKeyOf } from './ids';

describe('feed id grammar', () => {
  it('round-trips match and outright ids', () => {
    const day = ymdToDay('20250114')!;
    expect(dayToYmd(day)).toBe('20250114');
    expect(matchId(day, 'football-premier', 3)).toBe('m-20250114-football-premier-3');
    expect(parseEventId('m-20250114-football-premier-3')).toEqual({ kind: 'match', day, league: 'football-premier', number: 3 });
    // 2025-01-13 is a Monday.
    expect(dayToYmd(weekStartOf(day))).toBe('20250113');
    expect(outrightId(weekStartOf(day), 'esports-cs2')).toBe('o-20250113-esports-cs2');
    expect(parseEventId('o-20250113-esports-cs2')).toEqual({ kind: 'outright', weekStartDay: weekStartOf(day), league: 'esports-cs2' });
  });

  it('refuses malformed ids', () => {
    for (const id of ['m-20250231-football-premier-3', 'm-20250114-Football-1', 'm-20250114-football-0', 'o-20250114-esports-cs2', 'x-20250114-a-1', ''])
      expect(parseEventId(id), id).toBeNull();
    for (const key of ['ah:+3', 'ah:03', 'ah:-0', 'ou:0', 'ou:-4', 'ah', 'ah:1:2', '1X2', 'ou:2.5']) expect(parseMarketKey(key), key).toBeNull();
    for (const id of [
      'm-20250114-football-premier-3:1x2:over',
      'm-20250114-football-premier-3:cs:6-0',
      'm-20250114-football-premier-3:out:northbridge-fc',
      'o-20250113-esports-cs2:1x2:home',
    ])
      expect(parseSelectionId(id), id).toBeNull();
  });

  it('parses selection ids and maps them onto the contracts selections', () => {
    const parsed = parseSelectionId('m-20250114-football-premier-3:ah:-3:away')!;
    expect(parsed.marketKey).toBe('ah:-3');
    expect(marketKeyOf(parsed.market)).toBe('ah:-3');
    expect(contractsSelectionOf(parsed.market, parsed.selectionKey)).toEqual({ market: 'asian-handicap', side: 'away', lineQuarters: 3 });
    const total = parseSelectionId('m-20250114-basketball-pro-1:ou:862:over')!;
    expect(contractsSelectionOf(total.market, total.selectionKey)).toEqual({ market: 'total', pick: 'over', lineQuarters: 862 });
    const ml = parseSelectionId('m-20250114-tennis-masters-2:ml:home')!;
    expect(contractsSelectionOf(ml.market, ml.selectionKey)).toEqual({ market: '1x2', pick: 'home' });
    const cs = parseSelectionId('m-20250114-football-premier-3:cs:2-1')!;
    expect(contractsSelectionOf(cs.market, cs.selectionKey)).toEqual({ market: 'correct-score', home: 2, away: 1 });
    expect(contractsSelectionOf(cs.market, 'other')).toBeNull();
    const out = parseSelectionId('o-20250113-esports-cs2:out:nova-vortex')!;
    expect(contractsSelectionOf(out.market, out.selectionKey)).toEqual({ market: 'outright', competitor: 'nova-vortex' });
  });
});
