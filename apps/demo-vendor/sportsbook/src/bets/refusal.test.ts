import { describe, expect, it } from 'vitest';
import { VendorError } from '../api/http';
import type { BetView, PlaceRequest } from '../api/book';
import english from '../i18n/en.json';
import vietnamese from '../i18n/vi.json';
import { translator } from '../i18n/messages';
import { decidedOutcome, placeOne, withOfferedOdds } from '../slip/placement';
import { offeredOdds, refusalMessage, refusalOf } from './refusal';

const en = translator(english, english);
const vi = translator(vietnamese, english);
const money = (minor: number) => (minor / 100).toFixed(2);

const request: PlaceRequest = {
  stake: 1_000,
  oddsPolicy: 'none',
  legs: [
    { selectionId: 'm-20250114-football-premier-3:1x2:home', odds: 1_950 },
    { selectionId: 'm-20250114-football-premier-4:ou:10:over', odds: 2_000 },
  ],
};

const bet = (fields: Partial<BetView>): BetView =>
  ({
    id: 'b1',
    kind: 'parlay',
    status: 'open',
    stake: 1_000,
    currency: 'USD',
    potentialReturn: 3_900,
    oddsPolicy: 'none',
    inPlay: false,
    placedAt: '2026-11-30T10:00:00.000Z',
    acceptAt: null,
    acceptedAt: null,
    settledAt: null,
    settlementVersion: 0,
    returned: null,
    refusal: null,
    cashOut: null,
    legs: [],
    payments: [],
    ...fields,
  }) as BetView;

describe('refusal messages', () => {
  it('says each code in words, in the player language', () => {
    expect(refusalMessage(en, money, { code: 'MARKET_SUSPENDED' })).toBe(english['sports.refusal.MARKET_SUSPENDED']);
    expect(refusalMessage(vi, money, { code: 'INSUFFICIENT_FUNDS' })).toBe('Số dư không đủ.');
    expect(refusalMessage(en, money, { code: 'SAME_EVENT' })).toBe('Two selections of one match cannot be combined.');
  });

  it('names the limit a stake or payout broke', () => {
    const limits = { minStake: 100, maxStake: 500_000, maxPayout: 10_000_000 };
    expect(refusalMessage(en, money, { code: 'STAKE_TOO_LOW', details: { limits } })).toBe('The smallest stake is 1.00.');
    expect(refusalMessage(en, money, { code: 'STAKE_TOO_HIGH', details: { limits } })).toBe('The largest stake is 5000.00.');
    expect(refusalMessage(vi, money, { code: 'PAYOUT_TOO_HIGH', details: { limits } })).toBe('Tiền thắng sẽ vượt mức trả tối đa 100000.00.');
  });

  it("reads the wallet's session codes as one, and a code it does not know as a general failure", () => {
    for (const code of ['TOKEN_EXPIRED', 'INVALID_TOKEN', 'SESSION']) expect(refusalMessage(en, money, { code })).toBe(english['sports.refusal.SESSION']);
    expect(refusalMessage(en, money, { code: 'SOMETHING_NEW' })).toBe(english['sports.refusal.ERROR']);
  });

  it('takes the new odds an ODDS_CHANGED refusal offers, leg by leg, and sends them when accepted', () => {
    const error = new VendorError('ODDS_CHANGED', 200, {
      ok: false,
      code: 'ODDS_CHANGED',
      details: {
        legs: [
          { selectionId: request.legs[0]!.selectionId, odds: 1_900 },
          { selectionId: request.legs[1]!.selectionId, odds: 2_050 },
        ],
      },
    });
    const refusal = refusalOf(error);
    expect(refusalMessage(en, money, refusal)).toBe(english['sports.refusal.ODDS_CHANGED']);
    const offered = offeredOdds(refusal);
    expect(Object.fromEntries(offered)).toEqual({ [request.legs[0]!.selectionId]: 1_900, [request.legs[1]!.selectionId]: 2_050 });
    expect(withOfferedOdds(request, offered).legs.map((l) => l.odds)).toEqual([1_900, 2_050]);
    expect(offeredOdds({ code: 'MARKET_CLOSED' }).size).toBe(0);
  });
});

describe('placing a bet', () => {
  it('reports a pre-match bet as accepted', async () => {
    const outcome = await placeOne(async () => ({ bet: bet({ status: 'open' }) }), request);
    expect(outcome.kind).toBe('accepted');
  });

  it('counts an in-play bet down for the length of the book delay, on this clock', async () => {
    const pending = bet({ status: 'pending', inPlay: true, placedAt: '2026-11-30T10:00:00.000Z', acceptAt: '2026-11-30T10:00:05.000Z' });
    const outcome = await placeOne(
      async () => ({ bet: pending }),
      request,
      () => 1_000_000,
    );
    expect(outcome).toMatchObject({ kind: 'pending', endsAt: 1_005_000 });
  });

  it('turns a refusal answer or a network failure into a refusal with its code', async () => {
    const refused = await placeOne(async () => {
      throw new VendorError('MARKET_SUSPENDED', 200, { ok: false, code: 'MARKET_SUSPENDED', details: { selectionId: 'x' } });
    }, request);
    expect(refused).toMatchObject({ kind: 'refused', refusal: { code: 'MARKET_SUSPENDED', details: { selectionId: 'x' } } });
    const lost = await placeOne(async () => {
      throw new TypeError('fetch failed');
    }, request);
    expect(lost).toMatchObject({ kind: 'refused', refusal: { code: 'ERROR' } });
  });

  it('reads what the book decided about a pending bet: still waiting, accepted, or refused with its reason', () => {
    expect(decidedOutcome(request, bet({ status: 'pending' }))).toBeNull();
    expect(decidedOutcome(request, bet({ status: 'open' }))?.kind).toBe('accepted');
    const refused = decidedOutcome(request, bet({ status: 'refused', refusal: { code: 'EVENT_DURING_DELAY', selectionId: 'x' } }));
    expect(refused).toMatchObject({ kind: 'refused', refusal: { code: 'EVENT_DURING_DELAY', details: { selectionId: 'x' } } });
    expect(refusalMessage(en, money, refused!.kind === 'refused' ? refused!.refusal : { code: '' })).toBe(english['sports.refusal.EVENT_DURING_DELAY']);
  });
});
