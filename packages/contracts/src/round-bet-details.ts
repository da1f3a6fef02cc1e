import { z } from 'zod';
import { playingCardCount } from './playing-cards';

/**
 * Wallet API v1.1 bet details of kind `round`: one round of a shared table, room or fight game
 * (live baccarat, roulette, dragon tiger, a Teen Patti card room, a fishing room, a cockfight),
 * sent with `bet`, `win` and `adjust` like a sports bet's and shown in the player's betting record
 * and the back office's round explorer. Texts are the vendor's, in the player's session language.
 */
export const roundBetGames = ['baccarat', 'roulette', 'dragon-tiger', 'teen-patti', 'fishing', 'cockfight'] as const;
export const roundBetGame = z.enum(roundBetGames);
export type RoundBetGame = z.infer<typeof roundBetGame>;

export const roundBetMaxLines = 40;
export const roundBetMaxHands = 6;
export const roundBetMaxCardsPerHand = 6;

/**
 * The most bytes the details may take as JSON (UTF-8, non-ASCII unescaped). The per-field bounds
 * alone allow about 21 KB when every text is 3-byte characters (Thai, Hindi, Chinese...), past the
 * gateway's 16 KiB body; this cap keeps a body with its longest ids under about 13 KiB. Every
 * object within the field bounds fits when its texts are ASCII without quotes or backslashes
 * (which JSON escapes to two bytes).
 */
export const roundBetDetailsMaxBytes = 10 * 1024;

/** Bytes of `text` in UTF-8, counted without allocating (a lone surrogate counts as U+FFFD's 3). */
export const utf8ByteLength = (text: string): number => {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
};

/** What details weigh in a body: the bytes of their JSON. */
export const roundBetDetailsBytes = (details: object): number => utf8ByteLength(JSON.stringify(details));

/**
 * No control characters (a NUL byte among them: PostgreSQL cannot store it, and JSON would escape
 * one to six bytes) and no half of a surrogate pair: each text is one line a person reads.
 */
const readableLine = /^[^\p{Cc}\p{Cs}]*$/u;
const roundText = (max: number) => z.string().trim().min(1).max(max).regex(readableLine, { message: 'control characters and lone surrogates are refused' });
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** One bet or stake of the round ("Banker", "Straight 17", "Chaal", "Bullets x84") and what it paid. */
export const roundBetLine = z.object({
  label: roundText(80),
  /** The stake, integer minor units. */
  amount: minor,
  /** What the line returned, stake included; absent while it is not settled. */
  payout: minor.optional(),
  /** A short remark of the vendor's, e.g. "commission 5%". */
  note: roundText(60).optional(),
});
export type RoundBetLine = z.infer<typeof roundBetLine>;

/** The cards one hand (or box, or side) was dealt, in dealing order (see playing-cards.ts). */
export const roundBetHand = z.object({
  hand: roundText(24),
  cards: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(playingCardCount - 1),
    )
    .min(1)
    .max(roundBetMaxCardsPerHand),
});
export type RoundBetHand = z.infer<typeof roundBetHand>;

export const roundBetDetails = z
  .object({
    kind: z.literal('round'),
    game: roundBetGame,
    /** The table, room or fight as the vendor names it, e.g. "Aurora Live Baccarat 1". */
    place: roundText(80).optional(),
    /** The vendor's round, hand or fight number as the player saw it. */
    roundNo: roundText(40).optional(),
    lines: z.array(roundBetLine).min(1).max(roundBetMaxLines),
    /** The outcome in words, e.g. "Banker 7 - Player 5", "17 red", "Meron wins". */
    result: roundText(160).optional(),
    /** The dealt cards, for the games that have them. */
    cards: z.array(roundBetHand).max(roundBetMaxHands).optional(),
  })
  .refine((details) => roundBetDetailsBytes(details) <= roundBetDetailsMaxBytes, {
    message: `details larger than ${roundBetDetailsMaxBytes} bytes as JSON`,
  });
export type RoundBetDetails = z.infer<typeof roundBetDetails>;
