import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { baccaratBetKinds, playBaccarat } from './engines/baccarat';
import { isValidRouletteBet, playRoulette, rouletteBetKinds } from './engines/roulette';
import { lineChoices, spinSlot } from './engines/slot';
import type { GameSetup } from './games';
import type { RandomSource } from './rng';
import type { VendorSession } from './sessions';
import type { WalletClient } from './wallet-client';

/** Line bets offered by every slot, in minor units (0.10 to 10.00). */
export const lineBetChoices = [10, 20, 50, 100, 200, 500, 1000] as const;
/** Table chips in minor units (1.00 to 500.00); table stakes are whole units so the banker's 0.95 is exact. */
export const chipChoices = [100, 500, 1000, 5000, 10_000, 50_000] as const;
const maxTableStake = 1_000_000;

const stake = z.number().int().min(100).max(maxTableStake).multipleOf(100);

const slotRequest = z.object({
  lineBet: z
    .number()
    .int()
    .refine((v) => (lineBetChoices as readonly number[]).includes(v)),
  lines: z
    .number()
    .int()
    .refine((v) => (lineChoices as readonly number[]).includes(v)),
});
const rouletteRequest = z.object({
  bets: z
    .array(z.object({ kind: z.enum(rouletteBetKinds), target: z.number().int(), amount: stake }))
    .min(1)
    .max(60)
    .refine((bets) => bets.every((b) => isValidRouletteBet(b.kind, b.target)))
    .refine((bets) => bets.reduce((s, b) => s + b.amount, 0) <= maxTableStake),
});
const baccaratRequest = z.object({
  bets: z
    .array(z.object({ kind: z.enum(baccaratBetKinds), amount: stake }))
    .min(1)
    .max(3)
    .refine((bets) => new Set(bets.map((b) => b.kind)).size === bets.length)
    .refine((bets) => bets.reduce((s, b) => s + b.amount, 0) <= maxTableStake),
});

export type RoundAnswer =
  | { ok: true; balance: number; currency: string; totalBet: number; totalWin: number; outcome: unknown; winPending: boolean; roundId: string }
  | { ok: false; code: string; balance: number; currency: string };

type Decided = { totalBet: number; totalWin: number; outcome: unknown };

/** Validates the request for the game's engine and returns how to play it once the stake is in. */
const prepare = (setup: GameSetup, body: unknown): { totalBet: number; decide: (random: RandomSource) => Decided } | null => {
  if (setup.engine === 'slot') {
    const parsed = slotRequest.safeParse(body);
    if (!parsed.success) return null;
    const { lineBet, lines } = parsed.data;
    return {
      totalBet: lineBet * lines,
      decide: (random) => {
        const spin = spinSlot(setup.machine, lines, random);
        return {
          totalBet: lineBet * lines,
          totalWin: spin.multiplier * lineBet,
          outcome: { grid: spin.grid, lineWins: spin.lineWins.map((w) => ({ ...w, amount: w.pay * lineBet })) },
        };
      },
    };
  }
  if (setup.engine === 'roulette') {
    const parsed = rouletteRequest.safeParse(body);
    if (!parsed.success) return null;
    const bets = parsed.data.bets;
    return {
      totalBet: bets.reduce((s, b) => s + b.amount, 0),
      decide: (random) => {
        const r = playRoulette(bets, random);
        return { totalBet: r.totalBet, totalWin: r.totalWin, outcome: { pocket: r.pocket, colour: r.colour, wins: r.wins } };
      },
    };
  }
  // Shared games (live tables, card rooms, fishing, cockfight) are played over the socket, never here.
  if (setup.engine !== 'baccarat') return null;
  const parsed = baccaratRequest.safeParse(body);
  if (!parsed.success) return null;
  const bets = parsed.data.bets;
  return {
    totalBet: bets.reduce((s, b) => s + b.amount, 0),
    decide: (random) => {
      const r = playBaccarat(bets, random);
      const { totalBet, totalWin, ...outcome } = r;
      return { totalBet, totalWin, outcome };
    },
  };
};

/**
 * Plays one round. Demo: fun money kept in the session, never the platform. Real: the stake is
 * taken with `bet` first (the outcome is drawn only once the platform holds it), then `win` closes
 * the round (amount 0 on a loss, so the platform's round is closed too). A win the platform has not
 * acknowledged stays queued in the wallet client; the player sees it as pending.
 */
export const createRoundService = (deps: { wallet: WalletClient; random: RandomSource }) => ({
  play: async (session: VendorSession, setup: GameSetup, body: unknown): Promise<RoundAnswer> => {
    const refuse = (code: string): RoundAnswer => ({ ok: false, code, balance: session.balance, currency: session.currency });
    const plan = prepare(setup, body);
    if (!plan) return refuse('BAD_BET');
    if (session.busy) return refuse('BUSY');
    session.busy = true;
    try {
      const roundId = `R${randomUUID().replaceAll('-', '')}`;
      if (session.mode === 'demo') {
        if (plan.totalBet > session.balance) return refuse('INSUFFICIENT_FUNDS');
        const decided = plan.decide(deps.random);
        session.balance += decided.totalWin - decided.totalBet;
        return {
          ok: true,
          balance: session.balance,
          currency: session.currency,
          totalBet: decided.totalBet,
          totalWin: decided.totalWin,
          outcome: decided.outcome,
          winPending: false,
          roundId,
        };
      }
      const player = session.player;
      if (!player) return refuse('SESSION');
      const common = { playerId: player.playerId, sessionToken: player.sessionToken, gameCode: session.gameCode, roundId, currency: session.currency };
      const betTxId = `${roundId}-bet`;
      const bet = await deps.wallet.bet(session.vendorCode, { ...common, txId: betTxId, amount: plan.totalBet });
      if (bet.result === 'failed') return refuse('NETWORK');
      if (typeof bet.response.balance === 'number') session.balance = bet.response.balance;
      if (bet.result === 'refused') return refuse(bet.response.status);
      const decided = plan.decide(deps.random);
      const win = await deps.wallet.win(session.vendorCode, { ...common, txId: `${roundId}-win`, betTxId, amount: decided.totalWin, roundClosed: true });
      if (win.result === 'accepted' && typeof win.response.balance === 'number') session.balance = win.response.balance;
      const winPending = win.result === 'pending';
      // Shown at once; the platform's own figure replaces it on the next answer.
      const balance = winPending ? session.balance + decided.totalWin : session.balance;
      return {
        ok: true,
        balance,
        currency: session.currency,
        totalBet: decided.totalBet,
        totalWin: decided.totalWin,
        outcome: decided.outcome,
        winPending,
        roundId,
      };
    } finally {
      session.busy = false;
    }
  },
});
