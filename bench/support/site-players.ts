import { demoVendorSecret } from '@gp/contracts/node/vendor-signature';
import type { DB } from '@gp/db';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../apps/api/src/lib/password';
import { hashToken, newToken } from '../../apps/api/src/lib/tokens';
import { openHouseAccount, postJournal } from '../../apps/api/src/modules/money/ledger';
import { benchCurrency, type BenchVendor } from './gateway-bench-players';

/**
 * Set-up for bench/site-load.ts on a database the API has seeded: players who sign in with a real
 * password, funded, each with a game session at one of the demo vendor's seeded slot vendors.
 */

export type SitePlayer = { memberId: bigint; account: string; sessionToken: string };

/** A journal holds at most 100 legs: the house's and 99 players'. */
const legsPerJournal = 99;

/**
 * A slot vendor of the seeded catalog that the demo vendor serves (seamless wallet, API 1.0, no
 * cap on a round's win) and its first enabled game; its secret follows the master as the seed sets it.
 */
export const seededSlotVendor = async (db: Kysely<DB>, master: string): Promise<BenchVendor> => {
  const row = await db
    .selectFrom('catalog_vendors as v')
    .innerJoin('catalog_games as g', 'g.vendor_id', 'v.id')
    .innerJoin('game_vendor_credentials as c', 'c.vendor_id', 'v.id')
    .select(['v.id', 'v.code', 'g.id as gameId', 'g.game_code', 'g.game_type'])
    .where('v.game_type', '=', 'RNG')
    .where('v.wallet_mode', '=', 'seamless')
    .where('v.wallet_api_version', '=', '1.0')
    .where('v.max_round_win', 'is', null)
    .where('v.enabled', '=', true)
    .where('v.maintenance', '=', false)
    .where('g.enabled', '=', true)
    .where('g.maintenance', '=', false)
    .where('v.code', 'not like', 'HOUSE\\_%')
    .orderBy('v.id')
    .orderBy('g.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error('the seed has no enabled seamless slot vendor');
  return { code: row.code, id: row.id, gameId: row.gameId, gameCode: row.game_code, gameType: row.game_type, secret: demoVendorSecret(master, row.code) };
};

/**
 * `count` members named `<prefix><n>` sharing one argon2 hash of `password` (the cost of a login is
 * in verifying it, not in whose it is), each with a main wallet funded with `funding` and a game
 * session at `vendor`: set-based inserts and one deposit journal per 99 players.
 */
export const seedSitePlayers = async (
  db: Kysely<DB>,
  options: { count: number; prefix: string; password: string; funding: bigint; vendor: BenchVendor },
): Promise<SitePlayer[]> => {
  const { count, prefix, funding, vendor } = options;
  const passwordHash = await hashPassword(options.password);
  const { rows: members } = await sql<{ id: bigint; account: string }>`
    insert into members (account, nickname, password_hash, register_method, password_changed_at, created_at)
    select ${prefix}::text || g, ${prefix}::text || g, ${passwordHash}, 'username', now(), now() from generate_series(1, ${count}::int) g
    returning id, account`.execute(db);
  const { rows: wallets } = await sql<{ id: bigint }>`
    insert into ledger_accounts (kind, owner_type, owner_id, currency, balance)
    select 'player_main', 'player', id::text, ${benchCurrency}, 0 from members where account like ${`${prefix}%`}
    returning id`.execute(db);
  const house = await openHouseAccount(db, 'house_payment', benchCurrency, 'BENCH');
  for (let from = 0; from < wallets.length; from += legsPerJournal) {
    const chunk = wallets.slice(from, from + legsPerJournal);
    await postJournal(db, {
      idempotencyKey: `${prefix}:fund:${from}`,
      kind: 'deposit',
      legs: [{ accountId: house.id, amount: -funding * BigInt(chunk.length) }, ...chunk.map((w) => ({ accountId: w.id, amount: funding }))],
    });
  }
  const players = members.map((m) => ({ memberId: BigInt(m.id), account: m.account, sessionToken: newToken() }));
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (let from = 0; from < players.length; from += 1_000) {
    await db
      .insertInto('game_sessions')
      .values(
        players.slice(from, from + 1_000).map((p) => ({
          token_hash: hashToken(p.sessionToken),
          member_id: p.memberId,
          vendor_id: vendor.id,
          game_id: vendor.gameId,
          currency: benchCurrency,
          created_at: new Date(),
          expires_at: expiresAt,
        })),
      )
      .execute();
  }
  return players.sort((a, b) => (a.memberId < b.memberId ? -1 : 1));
};

/** Each player's main wallet balance, by member id. */
export const mainBalances = async (db: Kysely<DB>, prefix: string): Promise<Map<bigint, bigint>> => {
  const { rows } = await sql<{ member_id: bigint; balance: bigint }>`
    select m.id as member_id, a.balance from members m
    join ledger_accounts a on a.owner_type = 'player' and a.owner_id = m.id::text and a.kind = 'player_main' and a.currency = ${benchCurrency}
    where m.account like ${`${prefix}%`}`.execute(db);
  return new Map(rows.map((r) => [BigInt(r.member_id), BigInt(r.balance)]));
};
