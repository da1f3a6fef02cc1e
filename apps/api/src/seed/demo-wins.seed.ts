import { randomBytes } from 'node:crypto';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config/config';
import { hashPassword } from '../lib/password';
import { findMemberByAccount, insertMember } from '../modules/identity/accounts/members.repository';
import { seededRandom } from '../modules/games/catalog';
import { createGameWalletService, type GameWalletService } from '../modules/games/gateway';
import { postJournal } from '../modules/money/ledger';
import { openHouseAccount, openMainWallet } from '../modules/money/ledger';
import type { Services } from '../services';
import { playerNames } from './catalog.seed-data';

const winners = 12;
const bigWins = 24;
const jackpots = 22;
const stakeFund = 50_000_000n;
const hourMs = 3_600_000;
const weekMs = 7 * 24 * hourMs;

/**
 * Everyday play: a player's rounds come in decks of 10 outcomes (multiples of the stake, in
 * hundredths) that return 88% of what was staked, dealt in a shuffled order. Most rounds lose,
 * some win a little back, a few pay a few times the stake; none reaches the 50x of the winner
 * boards. Dealing whole decks keeps the week's house margin what a real operator sees (a few per
 * cent of turnover once the boards' big wins are paid) instead of leaving it to chance.
 */
const deck = [0, 0, 0, 0, 0, 40, 100, 150, 250, 340];

/** Regular players by stake (minor units) and how many decks each plays over the week. */
const regulars: readonly { stake: bigint; decks: number }[] = [
  ...Array.from({ length: 12 }, () => ({ stake: 10_000n, decks: 1 })),
  ...Array.from({ length: 10 }, () => ({ stake: 40_000n, decks: 1 })),
  ...Array.from({ length: 6 }, () => ({ stake: 150_000n, decks: 2 })),
  ...Array.from({ length: 4 }, () => ({ stake: 400_000n, decks: 2 })),
];

type SeedGame = { game_code: string; vendor_code: string };
type SeedClock = { now: Date };

const shuffled = <T>(items: readonly T[], rnd: () => number): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/**
 * One round through the game wallet at the clock's instant: the bet, then its settlement (a win of
 * zero closes a lost round, as vendors do).
 */
const playRound = async (
  wallet: GameWalletService,
  round: { game: SeedGame; memberId: bigint; roundId: string; currency: string; stake: bigint; win: bigint },
): Promise<void> => {
  const base = {
    vendorCode: round.game.vendor_code,
    memberId: round.memberId,
    gameCode: round.game.game_code,
    roundId: round.roundId,
    currency: round.currency,
  };
  const bet = await wallet.bet({ ...base, txId: `${round.roundId}-bet`, amount: round.stake });
  if (bet.status !== 'OK') throw new Error(`seed bet refused: ${bet.status}`);
  const win = await wallet.win({ ...base, txId: `${round.roundId}-pay`, betTxId: `${round.roundId}-bet`, amount: round.win, roundClosed: true });
  if (win.status !== 'OK') throw new Error(`seed win refused: ${win.status}`);
};

/**
 * A game wallet whose clock the seed moves: every round lands at its own instant of the past week,
 * in the same rows (rounds, hourly aggregates, winner boards) a live round writes. The business time
 * zone is read as the server reads it, so the seeded hours fall into the server's buckets.
 */
const walletAt = (db: Kysely<DB>, services: Services, clock: SeedClock): GameWalletService =>
  createGameWalletService(db, {
    settings: services.settings,
    businessTimeZone: loadConfig().BUSINESS_TIME_ZONE,
    sessionTtlMinutes: 60,
    cacheMs: 60_000,
    maxBatch: 1,
    maxStatements: 1,
    clock: () => clock.now,
  });

/**
 * The demo's week of play. The home page's winner boards are fed by real wins (catalog_winners is
 * written by the wallet call that settles a win of 50x its stake or more), and the back office's
 * dashboard and GGR report by real rounds. So the seed gives a dozen board winners and a few dozen
 * regular players a deposit and plays real rounds for them through the in-process wallet the
 * in-house games use, spread over the last seven days: the board entries (small stakes, big
 * multiples) and everyday losing and small-win rounds that leave the house a plausible margin.
 * Every round has its journals. The players' password is random and never printed: nobody signs
 * in as them.
 */
export const seedDemoWins = async (db: Kysely<DB>, services: Services): Promise<void> => {
  const winnerAccounts = playerNames.slice(0, winners).map((name, i) => `${name}${String(101 + i * 37)}`);
  if (await findMemberByAccount(db, winnerAccounts[0]!)) return;
  const regularAccounts = regulars.map((_, i) => `${playerNames[i % playerNames.length]!}${String(502 + i * 13)}`);
  const { currency } = await services.settings.value('merchant');
  const games = await db
    .selectFrom('catalog_games as g')
    .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.game_code', 'v.code as vendor_code'])
    .where('g.enabled', '=', true)
    .where('g.maintenance', '=', false)
    .where('g.is_game', '=', 'GAME')
    .where('v.enabled', '=', true)
    .where('v.maintenance', '=', false)
    .where('v.wallet_mode', '=', 'seamless')
    .where('g.game_type', 'in', ['RNG', 'LIVE', 'FISH', 'PVP'])
    .orderBy('g.id')
    .limit(400)
    .execute();
  if (games.length === 0) return;

  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const house = await openHouseAccount(db, 'house_payment', currency, 'SEED');
  const open = async (account: string): Promise<bigint> => {
    const row = await insertMember(db, { account, password_hash: passwordHash, register_method: 'staff' });
    const wallet = await openMainWallet(db, { id: row.id, isAgent: false }, currency);
    await postJournal(db, {
      idempotencyKey: `seed-demo-deposit:${account}`,
      kind: 'deposit',
      legs: [
        { accountId: house.id, amount: -stakeFund },
        { accountId: wallet.id, amount: stakeFund },
      ],
      metadata: { reference: 'SEED' },
    });
    return row.id;
  };
  const winnerIds: bigint[] = [];
  for (const account of winnerAccounts) winnerIds.push(await open(account));
  const regularIds: bigint[] = [];
  for (const account of regularAccounts) regularIds.push(await open(account));

  // Every round of the week at its instant, played oldest first so each wallet's history reads in order.
  const started = Date.now();
  const rnd = seededRandom(20261122);
  const when = () => new Date(started - Math.floor(rnd() * (weekMs - hourMs)) - 60_000);
  const rounds: { at: Date; round: Parameters<typeof playRound>[1] }[] = [];
  const pick = () => games[Math.floor(rnd() * games.length)]!;

  // The winner boards: small stakes at 50x to 1,500x.
  for (let i = 0; i < bigWins + jackpots; i += 1) {
    const game = pick();
    const stake = BigInt(100 * (1 + Math.floor(rnd() * 2)));
    const multiple = i < bigWins ? 50 + Math.floor(rnd() * 400) : 500 + Math.floor(rnd() * 1000);
    const memberId = winnerIds[i % winnerIds.length]!;
    rounds.push({ at: when(), round: { game, memberId, roundId: `seed-win-${i}`, currency, stake, win: stake * BigInt(multiple) } });
  }

  // Everyday play: whole decks, each at one stake, its rounds spread over the week.
  regulars.forEach((player, p) => {
    for (let d = 0; d < player.decks; d += 1) {
      shuffled(deck, rnd).forEach((hundredths, r) => {
        const round = { game: pick(), memberId: regularIds[p]!, roundId: `seed-play-${p}-${d}-${r}`, currency, stake: player.stake };
        rounds.push({ at: when(), round: { ...round, win: (player.stake * BigInt(hundredths)) / 100n } });
      });
    }
  });

  const clock: SeedClock = { now: new Date(started) };
  const wallet = walletAt(db, services, clock);
  for (const { at, round } of rounds.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    clock.now = at;
    await playRound(wallet, round);
  }
};
