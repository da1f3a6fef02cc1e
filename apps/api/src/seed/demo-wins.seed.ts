import { randomBytes } from 'node:crypto';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/password';
import { findMemberByAccount, insertMember } from '../modules/identity/accounts/members.repository';
import { seededRandom } from '../modules/games/catalog';
import { postJournal } from '../modules/money/ledger';
import { openHouseAccount, openMainWallet } from '../modules/money/ledger';
import type { Services } from '../services';
import { playerNames } from './catalog.seed-data';

const players = 12;
const bigWins = 24;
const jackpots = 22;
const stakeFund = 50_000_000n;

/**
 * The home page's winner boards are fed by real wins (catalog_winners is written by the wallet
 * call that settles a win of 50x its stake or more). So that a fresh demo site shows full boards,
 * the seed gives a dozen demo players a deposit and plays real rounds for them through the same
 * in-process wallet the in-house games use: every board entry is a round with its journals.
 * The players' password is random and never printed: nobody signs in as them.
 */
export const seedDemoWins = async (db: Kysely<DB>, services: Services): Promise<void> => {
  const accounts = playerNames.slice(0, players).map((name, i) => `${name}${String(101 + i * 37)}`);
  if (await findMemberByAccount(db, accounts[0]!)) return;
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
  const memberIds: bigint[] = [];
  for (const account of accounts) {
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
    memberIds.push(row.id);
  }

  const rnd = seededRandom(20261122);
  for (let i = 0; i < bigWins + jackpots; i += 1) {
    const game = games[Math.floor(rnd() * games.length)]!;
    const memberId = memberIds[i % memberIds.length]!;
    const stake = BigInt(100 * (1 + Math.floor(rnd() * 50)));
    const multiple = i < bigWins ? 50 + Math.floor(rnd() * 400) : 500 + Math.floor(rnd() * 4500);
    const round = { vendorCode: game.vendor_code, memberId, gameCode: game.game_code, roundId: `seed-win-${i}`, currency };
    const bet = await services.gameWallet.bet({ ...round, txId: `seed-bet-${i}`, amount: stake });
    if (bet.status !== 'OK') throw new Error(`seed bet refused: ${bet.status}`);
    const win = await services.gameWallet.win({
      ...round,
      txId: `seed-pay-${i}`,
      betTxId: `seed-bet-${i}`,
      amount: stake * BigInt(multiple),
      roundClosed: true,
    });
    if (win.status !== 'OK') throw new Error(`seed win refused: ${win.status}`);
  }
};
