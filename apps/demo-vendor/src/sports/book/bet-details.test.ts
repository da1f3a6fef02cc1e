import { sportsBetDetails, vendorWalletRequestsV11 } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../feed/clock';
import { createSportsFeed, defaultFeedConfig } from '../feed/feed';
import { betDescriber, type DescribedLeg } from './bet-details';
import { fitText, legTexts, sportsTranslator } from './bet-texts';
import { endOf, offeredAt, upcoming } from './book.test-support';

const en = sportsTranslator('en');
const vi = sportsTranslator('vi');
const match = { kind: 'match' as const, home: 'Northbridge FC', away: 'Ashford Rovers' };

describe('leg texts', () => {
  it('prints a quarter handicap line as the pages do, on the market and on each side', () => {
    const home = legTexts(en, {
      marketKind: 'asian-handicap',
      marketLineQuarters: -3,
      selectionLineQuarters: -3,
      selectionKey: 'home',
      unit: 'goals',
      event: match,
    });
    expect(home).toEqual({ eventName: 'Northbridge FC v Ashford Rovers', market: 'Asian handicap -0.5/-1', selection: 'Northbridge FC -0.5/-1' });
    const away = legTexts(en, {
      marketKind: 'asian-handicap',
      marketLineQuarters: -3,
      selectionLineQuarters: 3,
      selectionKey: 'away',
      unit: 'goals',
      event: match,
    });
    expect(away.selection).toBe('Ashford Rovers +0.5/+1');
    const total = legTexts(en, { marketKind: 'total', marketLineQuarters: 9, selectionLineQuarters: 9, selectionKey: 'under', unit: 'games', event: match });
    expect(total).toMatchObject({ market: 'Over/under · Games 2/2.5', selection: 'Under 2/2.5' });
  });

  it("speaks the bet's language from the pages' catalogs, English for an unknown one", () => {
    const total = legTexts(vi, { marketKind: 'total', marketLineQuarters: 10, selectionLineQuarters: 10, selectionKey: 'over', unit: 'games', event: match });
    expect(total).toEqual({ eventName: 'Northbridge FC gặp Ashford Rovers', market: 'Tài/xỉu · Game 2.5', selection: 'Tài 2.5' });
    const outright = { kind: 'outright' as const, league: 'football-premier', competitor: 'Kingsport United' };
    expect(legTexts(vi, { marketKind: 'outright', selectionKey: 'kingsport-united', unit: 'goals', event: outright })).toMatchObject({
      eventName: 'Giải Hạng Nhất',
      selection: 'Kingsport United',
    });
    expect(legTexts(sportsTranslator('xx-YY'), { marketKind: '1x2', selectionKey: 'draw', unit: 'goals', event: match })).toEqual({
      eventName: 'Northbridge FC v Ashford Rovers',
      market: 'Match result',
      selection: 'Draw',
    });
  });

  it('cuts long names within the bounds without splitting a character', () => {
    expect(fitText('  Northbridge \n FC  ', 80)).toBe('Northbridge FC');
    expect(fitText('a\u0000b', 80)).toBe('a b');
    const ascii = fitText('x'.repeat(200), 120);
    expect(ascii).toHaveLength(120);
    expect(ascii.endsWith('…')).toBe(true);
    // Emoji are surrogate pairs; an "é" written as e + a combining accent is one letter of two units.
    for (const unit of ['😀', 'e\u0301', 'क्षि']) {
      const cut = fitText(unit.repeat(100), 80);
      expect(cut.length).toBeLessThanOrEqual(80);
      expect(cut.slice(0, -1)).toBe(unit.repeat((cut.length - 1) / unit.length));
    }
    const long = legTexts(en, { marketKind: '1x2', selectionKey: 'home', unit: 'goals', event: { kind: 'match', home: 'H'.repeat(150), away: 'A' } });
    expect(long.eventName).toHaveLength(120);
    expect(long.selection).toHaveLength(80);
  });
});

describe('bet details from the feed', () => {
  const clock = manualClock(Date.UTC(2025, 0, 14, 12, 0));
  const feed = createSportsFeed(defaultFeedConfig, clock);

  const legOf = (selectionId: string, odds: number, outcome: string | null = null): DescribedLeg => {
    const [eventId, marketKey, selectionKey] = [
      selectionId.slice(0, selectionId.indexOf(':')),
      ...selectionId.slice(selectionId.indexOf(':') + 1).split(/:(?=[^:]+$)/),
    ];
    const kind = { '1x2': '1x2', ml: 'match-winner', ah: 'asian-handicap', ou: 'total', btts: 'both-teams-to-score', cs: 'correct-score', out: 'outright' }[
      marketKey!.split(':')[0] as 'ah'
    ];
    const q = marketKey!.includes(':') ? Number(marketKey!.split(':')[1]) : null;
    const line = q === null ? null : kind === 'asian-handicap' && selectionKey === 'away' ? -q : q;
    return { event_id: eventId!, market_key: marketKey!, market_kind: kind, selection_key: selectionKey!, odds, line_quarters: line, in_play: false, outcome };
  };

  it("describes a parlay's stake without outcomes and its settlement with outcomes and scores", () => {
    const now = clock.now();
    const [a, b] = upcoming(feed, now, 'football');
    const quarter = offeredAt(feed, a!.id, now, now).find((o) => /:ah:-?\d*[13]:/.test(o.selectionId))!;
    const total = offeredAt(feed, b!.id, now, now).find((o) => o.marketKey.startsWith('ou:'))!;
    const legs = [legOf(quarter.selectionId, quarter.odds), legOf(total.selectionId, total.odds)];
    const describe = betDescriber(feed, now);
    const stake = describe({ kind: 'parlay', language: 'en' }, legs, { outcomes: false })!;
    expect(sportsBetDetails.parse(stake)).toEqual(stake);
    expect(stake).toMatchObject({ kind: 'sports', betType: 'parlay' });
    expect(stake.cashOut).toBeUndefined();
    expect(stake.legs[0]).toMatchObject({ eventName: `${a!.home.name} v ${a!.away.name}`, startsAt: new Date(a!.startsAt).toISOString(), odds: quarter.odds });
    expect(stake.legs[0]!.market).toMatch(/^Asian handicap [+-]?\d+(\.5)?\/[+-]?\d+(\.5)?$/);
    expect(stake.legs[0]!.line).toBe(legs[0]!.line_quarters! / 4);
    expect(stake.legs[1]!.market).toMatch(/^Over\/under · Goals \d/);
    expect(stake.legs.every((l) => l.outcome === undefined && l.score === undefined)).toBe(true);

    const ended = Math.max(endOf(feed, a!.id, now)!.at, endOf(feed, b!.id, now)!.at) + 1_000;
    const later = feed.at(ended);
    const decided = legs.map((l, i) => ({ ...l, outcome: later.settlement([quarter, total][i]!.selectionId)!.outcome }));
    const settled = betDescriber(feed, ended)({ kind: 'parlay', language: 'en' }, decided, { outcomes: true })!;
    expect(settled.legs.map((l) => l.outcome)).toEqual(decided.map((l) => l.outcome));
    for (const [i, event] of [a!, b!].entries()) {
      const result = later.result(event.id);
      if (result?.state === 'final') expect(settled.legs[i]!.score).toBe(`${result.score!.home}-${result.score!.away}`);
    }
    // What the wallet call carries passes the platform's v1.1 schema.
    const body = {
      requestId: crypto.randomUUID(),
      timestamp: Date.now(),
      playerId: '1',
      sessionToken: 's',
      gameCode: 'G',
      roundId: 'r',
      txId: 't',
      amount: 0,
      currency: 'USD',
      roundClosed: true,
    };
    expect(vendorWalletRequestsV11.win.safeParse({ ...body, details: settled }).success).toBe(true);
  });

  it('marks a cash-out, leaves open legs open, and names an outright by its league', () => {
    const now = clock.now();
    const outright = feed.at(now).outrights({ sport: 'football' })[0]!;
    const pick = outright.market.selections[0]!;
    const details = betDescriber(feed, now)({ kind: 'single', language: 'vi' }, [legOf(pick.id, pick.odds)], { outcomes: true, cashOut: true })!;
    expect(details).toMatchObject({ betType: 'single', cashOut: true });
    expect(details.legs[0]).toMatchObject({ outcome: null, market: 'Vô địch' });
    expect(details.legs[0]!.eventName).toBe(vi.dynamic(`sports.league.${outright.league}`, outright.league));
    expect(details.legs[0]!.selection).toBe(outright.standings.find((s) => s.competitor.key === pick.key)!.competitor.name);
    expect(details.legs[0]!.score).toBeUndefined();
  });

  it('names the market from its key, whatever kind the row says, and gives up on a key it cannot read', () => {
    const now = clock.now();
    const pick = offeredAt(feed, upcoming(feed, now, 'football')[0]!.id, now, now).find((o) => o.marketKey === '1x2')!;
    const describe = betDescriber(feed, now);
    const leg = legOf(pick.selectionId, pick.odds);
    expect(describe({ kind: 'single', language: 'en' }, [{ ...leg, market_kind: 'any' }], { outcomes: false })?.legs[0]?.market).toBe('Match result');
    expect(describe({ kind: 'single', language: 'en' }, [{ ...leg, market_key: 'nonsense' }], { outcomes: false })).toBeNull();
  });

  it('sends no details rather than a malformed object', () => {
    expect(
      betDescriber(feed, clock.now())({ kind: 'single', language: 'en' }, [legOf('m-20250114-football-nowhere-1:1x2:home', 2_000)], { outcomes: false }),
    ).toBeNull();
  });
});
