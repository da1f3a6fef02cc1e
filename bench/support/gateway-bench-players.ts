import { randomUUID } from 'node:crypto';
import type { GameCategory, VendorWalletResponse } from '@gp/contracts';
import { demoVendorSecret, signVendorBody } from '@gp/contracts/node/vendor-signature';
import type { Kysely } from 'kysely';
import type { DB } from '@gp/db';
import { hashToken, newToken } from '../../apps/api/src/lib/tokens';
import { postJournal } from '../../apps/api/src/modules/money/ledger';
import { openHouseAccount, openMainWallet } from '../../apps/api/src/modules/money/ledger';

/**
 * Set-up for bench/gateway-wallet.ts on the benchmark database: one seamless vendor with a game and
 * credentials, players with contiguous member ids (pgbench addresses player i as first + i), each
 * funded by a deposit journal and given a game session through a launch token and `authenticate`
 * over HTTP (as after a real launch), plus one session per player whose token hash pgbench can
 * name without hashing (`pgb-<memberId>`).
 */

export const benchCurrency = 'INR';
export type BenchVendor = { code: string; id: number; gameId: number; gameCode: string; gameType: string; secret: string };
export type BenchPlayer = { memberId: bigint; playerId: string; sessionToken: string };

/** `game`: the game's code and category when the vendor must be one the demo vendor serves (a live table); a slot of its own otherwise. */
export const addBenchVendor = async (
  db: Kysely<DB>,
  code: string,
  master: string,
  game: { code: string; type: GameCategory } = { code: `${code}-SLOT`, type: 'RNG' },
): Promise<BenchVendor> => {
  const vendor = await db
    .insertInto('catalog_vendors')
    .values({ code, display_name: `${code} Games`, display_names: '{}', game_type: game.type, logo_url: '', wallet_mode: 'seamless', updated_at: new Date() })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const gameCode = game.code;
  const row = await db
    .insertInto('catalog_games')
    .values({
      vendor_id: vendor.id,
      vassalage: code,
      game_type: game.type,
      game_code: gameCode,
      game_name: `${code} Slot`,
      display_names: '{}',
      icon_url: '',
      search_text: code.toLowerCase(),
      updated_at: new Date(),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const secret = demoVendorSecret(master, code);
  await db.insertInto('game_vendor_credentials').values({ vendor_id: vendor.id, secret, ip_allow_list: [], launch_url: '' }).execute();
  return { code, id: vendor.id, gameId: row.id, gameCode, gameType: game.type, secret };
};

/** A signed vendor call (fresh requestId and timestamp); the parsed answer. */
const vendorCall = async (base: string, vendor: BenchVendor, action: string, body: Record<string, unknown>): Promise<VendorWalletResponse> => {
  const raw = JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...body });
  const res = await fetch(`${base}/gw/v1/${vendor.code}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(vendor.secret, raw) },
    body: raw,
  });
  return (await res.json()) as VendorWalletResponse;
};

const inParallel = async <T>(items: T[], workers: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
};

export const addBenchPlayers = async (db: Kysely<DB>, base: string, vendor: BenchVendor, count: number, funding: bigint): Promise<BenchPlayer[]> => {
  const rows = await db
    .insertInto('members')
    .values(
      Array.from({ length: count }, (_, i) => ({
        account: `gwbench${i}`,
        nickname: `gwbench${i}`,
        password_hash: 'bench',
        register_method: 'staff' as const,
        profile: '{}',
        password_changed_at: new Date(),
        created_at: new Date(),
      })),
    )
    .returning(['id'])
    .execute();
  const ids = rows.map((r) => r.id).sort((a, b) => (a < b ? -1 : 1));
  const first = ids[0] ?? 0n;
  if (ids.some((id, i) => id !== first + BigInt(i))) throw new Error('member ids are not contiguous');
  const house = await openHouseAccount(db, 'house_payment', benchCurrency, 'BENCH');
  const players: BenchPlayer[] = [];
  await inParallel(ids, 8, async (memberId) => {
    const wallet = await openMainWallet(db, { id: memberId, isAgent: false }, benchCurrency);
    await postJournal(db, {
      idempotencyKey: `gwbench:fund:${memberId}`,
      kind: 'deposit',
      legs: [
        { accountId: house.id, amount: -funding },
        { accountId: wallet.id, amount: funding },
      ],
    });
    const launchToken = newToken();
    await db
      .insertInto('game_launch_tokens')
      .values({
        token_hash: hashToken(launchToken),
        member_id: memberId,
        vendor_id: vendor.id,
        game_id: vendor.gameId,
        currency: benchCurrency,
        language: 'en',
        expires_at: new Date(Date.now() + 600_000),
      })
      .execute();
    const answer = await vendorCall(base, vendor, 'authenticate', { launchToken });
    if (answer.status !== 'OK' || !answer.sessionToken || !answer.playerId) throw new Error(`authenticate failed: ${JSON.stringify(answer)}`);
    players.push({ memberId, playerId: answer.playerId, sessionToken: answer.sessionToken });
  });
  // pgbench's sessions: same table, same check in game_wallet_call; a hash pgbench can spell.
  await db
    .insertInto('game_sessions')
    .values(
      ids.map((id) => ({
        token_hash: `pgb-${id}`,
        member_id: id,
        vendor_id: vendor.id,
        game_id: vendor.gameId,
        currency: benchCurrency,
        created_at: new Date(),
        expires_at: new Date(Date.now() + 86_400_000),
      })),
    )
    .execute();
  return players.sort((a, b) => (a.memberId < b.memberId ? -1 : 1));
};
