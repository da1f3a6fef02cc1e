import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  roundBetDetails,
  roundBetDetailsBytes,
  roundBetDetailsMaxBytes,
  roundBetGames,
  roundBetMaxCardsPerHand,
  roundBetMaxHands,
  roundBetMaxLines,
  utf8ByteLength,
  type RoundBetDetails,
} from './round-bet-details';
import { vendorBetDetails, vendorWalletRequests, vendorWalletRequestsV11 } from './vendor-wallet';

const gatewayMaxBytes = 16 * 1024;

const baccarat: RoundBetDetails = {
  kind: 'round',
  game: 'baccarat',
  place: 'Aurora Live Baccarat 1',
  roundNo: '48-1207',
  lines: [
    { label: 'Banker', amount: 1_000, payout: 1_950, note: 'commission 5%' },
    { label: 'Player pair', amount: 200, payout: 0 },
  ],
  result: 'Banker 7 - Player 5',
  cards: [
    { hand: 'Player', cards: [0, 17, 30] },
    { hand: 'Banker', cards: [12, 45] },
  ],
};

const accepts = (value: unknown) => roundBetDetails.safeParse(value).success;
const line = baccarat.lines[0]!;
const hand = baccarat.cards![0]!;

/** A bet body as a vendor sends it, its ids as long as the schema allows, in 3-byte characters. */
const largestBody = (details: unknown) => {
  const id = '語'.repeat(128);
  return JSON.stringify({
    requestId: randomUUID(),
    timestamp: Date.now(),
    playerId: id,
    sessionToken: id,
    gameCode: id,
    roundId: id,
    txId: id,
    amount: Number.MAX_SAFE_INTEGER,
    currency: 'INR',
    details,
  });
};

/** Every field at its bound, each text `fill` repeated to its length. */
const atBounds = (fill: string): Record<string, unknown> => {
  const text = (n: number) => fill.repeat(n);
  return {
    kind: 'round',
    game: 'dragon-tiger',
    place: text(80),
    roundNo: text(40),
    lines: Array.from({ length: roundBetMaxLines }, () => ({
      label: text(80),
      amount: Number.MAX_SAFE_INTEGER,
      payout: Number.MAX_SAFE_INTEGER,
      note: text(60),
    })),
    result: text(160),
    cards: Array.from({ length: roundBetMaxHands }, () => ({ hand: text(24), cards: Array.from({ length: roundBetMaxCardsPerHand }, () => 51) })),
  };
};

describe('round bet details (wallet API v1.1, kind round)', () => {
  it('accepts a full round, every game, and the least a vendor may send', () => {
    expect(roundBetDetails.parse(baccarat)).toEqual(baccarat);
    for (const game of roundBetGames) expect(accepts({ kind: 'round', game, lines: [{ label: 'Meron', amount: 0 }] }), game).toBe(true);
    expect(accepts({ ...baccarat, cards: [] })).toBe(true);
  });

  it('is a kind of vendorBetDetails beside sports, and what a v1.1 bet, win and adjust carry', () => {
    expect(vendorBetDetails.parse(baccarat)).toEqual(baccarat);
    const bet = { requestId: randomUUID(), timestamp: 1, playerId: '1', sessionToken: 's', gameCode: 'g', roundId: 'r', txId: 't', amount: 1, currency: 'INR' };
    expect(vendorWalletRequestsV11.bet.parse({ ...bet, details: baccarat }).details).toEqual(baccarat);
    expect(vendorWalletRequestsV11.win.safeParse({ ...bet, roundClosed: true, details: { ...baccarat, lines: [] } }).success).toBe(false);
    // v1.0 reads the same body and drops the details unread.
    expect('details' in vendorWalletRequests.bet.parse({ ...bet, details: { kind: 'round' } })).toBe(false);
  });

  it('trims texts and drops fields it does not know', () => {
    const parsed = roundBetDetails.parse({
      ...baccarat,
      place: '  Aurora Live Baccarat 1 ',
      lines: [{ ...line, label: ' Banker\u00a0', extra: true }],
      cards: [{ ...hand, hand: ' Player ' }],
      extra: 'x',
    });
    expect(parsed.place).toBe('Aurora Live Baccarat 1');
    expect(parsed.lines[0]).toEqual(line);
    expect(parsed.cards?.[0]?.hand).toBe('Player');
    expect('extra' in parsed).toBe(false);
  });

  it('holds every text to 1..N characters after trimming', () => {
    const texts: [string, number, (text: unknown) => unknown][] = [
      ['place', 80, (text) => ({ ...baccarat, place: text })],
      ['roundNo', 40, (text) => ({ ...baccarat, roundNo: text })],
      ['result', 160, (text) => ({ ...baccarat, result: text })],
      ['label', 80, (text) => ({ ...baccarat, lines: [{ ...line, label: text }] })],
      ['note', 60, (text) => ({ ...baccarat, lines: [{ ...line, note: text }] })],
      ['hand', 24, (text) => ({ ...baccarat, cards: [{ ...hand, hand: text }] })],
    ];
    for (const [name, max, withText] of texts) {
      expect(accepts(withText('x'.repeat(max))), `${name} at ${max}`).toBe(true);
      expect(accepts(withText(` ${'x'.repeat(max)} `)), `${name} padded`).toBe(true);
      expect(accepts(withText('x'.repeat(max + 1))), `${name} over ${max}`).toBe(false);
      expect(accepts(withText('')), `${name} empty`).toBe(false);
      expect(accepts(withText('   ')), `${name} blank`).toBe(false);
      expect(accepts(withText(42)), `${name} not text`).toBe(false);
    }
  });

  it('refuses NUL bytes, other control characters and lone surrogates in every text', () => {
    const bad = ['Ban\u0000ker', 'Ban\u0007ker', 'Ban\nker', 'Ban\tker', 'Ban\u007fker', 'Ban\ud800ker', 'Banker \udc00x'];
    for (const text of bad) {
      expect(accepts({ ...baccarat, place: text }), JSON.stringify(text)).toBe(false);
      expect(accepts({ ...baccarat, roundNo: text })).toBe(false);
      expect(accepts({ ...baccarat, result: text })).toBe(false);
      expect(accepts({ ...baccarat, lines: [{ ...line, label: text }] })).toBe(false);
      expect(accepts({ ...baccarat, lines: [{ ...line, note: text }] })).toBe(false);
      expect(accepts({ ...baccarat, cards: [{ ...hand, hand: text }] })).toBe(false);
    }
    // Whole pairs, joiners and right-to-left text are words, not control characters.
    expect(accepts({ ...baccarat, place: 'Mesa 🎲 1', result: 'بانکر ۷ - پلیر ۵', lines: [{ ...line, label: 'क्‍ष 👨‍👩‍👧' }] })).toBe(true);
  });

  it('holds amounts to safe non-negative integers', () => {
    for (const amount of [0, 1, Number.MAX_SAFE_INTEGER]) {
      expect(accepts({ ...baccarat, lines: [{ ...line, amount, payout: amount }] }), String(amount)).toBe(true);
    }
    for (const amount of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity, '100', null]) {
      expect(accepts({ ...baccarat, lines: [{ ...line, amount }] }), `amount ${String(amount)}`).toBe(false);
      expect(accepts({ ...baccarat, lines: [{ ...line, payout: amount }] }), `payout ${String(amount)}`).toBe(false);
    }
    const { payout: _payout, ...unsettled } = line;
    expect(accepts({ ...baccarat, lines: [unsettled] })).toBe(true);
  });

  it('holds lines to 1..40, hands to 0..6 and each hand to 1..6 cards of 0..51', () => {
    const lines = (n: number) => ({ ...baccarat, lines: Array.from({ length: n }, () => line) });
    expect(accepts(lines(0))).toBe(false);
    expect(accepts(lines(roundBetMaxLines))).toBe(true);
    expect(accepts(lines(roundBetMaxLines + 1))).toBe(false);
    const hands = (n: number) => ({ ...baccarat, cards: Array.from({ length: n }, () => hand) });
    expect(accepts(hands(roundBetMaxHands))).toBe(true);
    expect(accepts(hands(roundBetMaxHands + 1))).toBe(false);
    const cards = (list: unknown[]) => ({ ...baccarat, cards: [{ hand: 'Dragon', cards: list }] });
    expect(accepts(cards([0]))).toBe(true);
    expect(accepts(cards([51, 51, 51, 51, 51, 51]))).toBe(true);
    for (const bad of [[], [52], [-1], [1.5], ['A♠'], [0, 1, 2, 3, 4, 5, 6]]) expect(accepts(cards(bad)), JSON.stringify(bad)).toBe(false);
  });

  it('refuses an unknown game or kind, and a missing one', () => {
    expect(accepts({ ...baccarat, game: 'blackjack' })).toBe(false);
    expect(accepts({ ...baccarat, kind: 'sports' })).toBe(false);
    const { game: _game, ...noGame } = baccarat;
    expect(accepts(noGame)).toBe(false);
    expect(vendorBetDetails.safeParse({ ...baccarat, kind: 'table' }).success).toBe(false);
  });

  it('counts UTF-8 bytes as Buffer does', () => {
    for (const text of ['', 'abc', 'é', '語', '🎲', 'a語🎲é', '\ud800']) expect(utf8ByteLength(text), text).toBe(Buffer.byteLength(text, 'utf8'));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => utf8ByteLength(text) === Buffer.byteLength(text, 'utf8')));
  });

  it('takes every field at its bound in ASCII, in a body far under the gateway’s 16 KiB', () => {
    const ascii = atBounds('x');
    expect(accepts(ascii)).toBe(true);
    expect(roundBetDetailsBytes(ascii)).toBeLessThanOrEqual(roundBetDetailsMaxBytes);
    expect(Buffer.byteLength(largestBody(ascii))).toBeLessThan(gatewayMaxBytes);
  });

  it('caps the details at 10 KiB, so 3-byte texts at every bound are refused and the largest accepted body fits', () => {
    const wide = atBounds('語');
    // Every field is within its own bound; only the whole is too large.
    expect(roundBetDetailsBytes(wide)).toBeGreaterThan(gatewayMaxBytes);
    expect(accepts(wide)).toBe(false);
    // The most full 3-byte lines that fit beside every other field at its bound.
    const withLines = (n: number) => ({ ...wide, lines: (wide.lines as object[]).slice(0, n) });
    let fitting = roundBetMaxLines;
    while (roundBetDetailsBytes(withLines(fitting)) > roundBetDetailsMaxBytes) fitting -= 1;
    expect(fitting).toBeGreaterThanOrEqual(10);
    const largest = withLines(fitting);
    expect(accepts(largest)).toBe(true);
    expect(accepts(withLines(fitting + 1))).toBe(false);
    expect(Buffer.byteLength(largestBody(largest))).toBeLessThan(14 * 1024);
  });

  it('never accepts details that would not fit a body under 16 KiB (property)', () => {
    // One UTF-16 unit each and none blank, so only the byte cap can refuse what this draws.
    const text = (max: number) => fc.string({ unit: fc.constantFrom('x', 'é', '語', '"'), minLength: 1, maxLength: max });
    const arbitraryDetails = fc.record(
      {
        kind: fc.constant('round'),
        game: fc.constantFrom(...roundBetGames),
        place: text(80),
        roundNo: text(40),
        lines: fc.array(
          fc.record({ label: text(80), amount: fc.maxSafeNat(), payout: fc.maxSafeNat(), note: text(60) }, { requiredKeys: ['label', 'amount'] }),
          { minLength: 1, maxLength: roundBetMaxLines },
        ),
        result: text(160),
        cards: fc.array(fc.record({ hand: text(24), cards: fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 1, maxLength: 6 }) }), { maxLength: 6 }),
      },
      { requiredKeys: ['kind', 'game', 'lines'] },
    );
    fc.assert(
      fc.property(arbitraryDetails, (details) => {
        const parsed = roundBetDetails.safeParse(details);
        if (!parsed.success) return roundBetDetailsBytes(details) > roundBetDetailsMaxBytes;
        return Buffer.byteLength(largestBody(parsed.data)) < 14 * 1024;
      }),
      { numRuns: 60 },
    );
  });
});
