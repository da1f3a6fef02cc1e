import type { VendorWalletApiVersion } from '@gp/contracts';
import type { DB, GameCategory } from '@gp/db';
import type { Kysely } from 'kysely';
import { findVendorByCode, listVendorGames, type VendorRow } from './game-wallet.repository';

export type GatewayVendor = {
  id: number;
  code: string;
  enabled: boolean;
  maintenance: boolean;
  transfer: boolean;
  /** The operator's maximum win per round, minor units; null: none. */
  maxRoundWin: bigint | null;
  /** The wallet API version it speaks; an action of a later version is unknown to it. */
  walletApiVersion: VendorWalletApiVersion;
  /** Null when the vendor has no credentials: it cannot call over HTTP (in-house games need none). */
  secret: string | null;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  ipAllowList: string[];
};

export type GatewayGame = { id: number; type: GameCategory; open: boolean };

type Entry<T> = { value: T; at: number };

const toVendor = (row: VendorRow): GatewayVendor => ({
  id: row.id,
  code: row.code,
  enabled: row.enabled,
  maintenance: row.maintenance,
  transfer: row.wallet_mode === 'transfer',
  maxRoundWin: row.max_round_win,
  walletApiVersion: row.wallet_api_version,
  secret: row.secret,
  previousSecret: row.previous_secret,
  previousSecretUntil: row.previous_secret_until,
  ipAllowList: row.ip_allow_list ?? [],
});

/**
 * Vendors (secrets, allow-list, mode, maintenance) and each vendor's games by gameCode, kept in
 * memory for `ttlMs`: the hot path reads them on every call and they change only in the back office,
 * which calls `invalidate()` after a change (other instances catch up within `ttlMs`). A miss is
 * cached too, so a flood of calls for an unknown vendor does not reach the database. Sessions and
 * balances are never cached.
 */
export const createGatewayDirectory = (db: Kysely<DB>, ttlMs: number) => {
  const vendors = new Map<string, Entry<GatewayVendor | null>>();
  const games = new Map<number, Entry<Map<string, GatewayGame>>>();
  let generation = 0;

  const cached = async <K, T>(map: Map<K, Entry<T>>, key: K, load: () => Promise<T>): Promise<T> => {
    const hit = map.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const started = generation;
    const value = await load();
    // A load that raced invalidate() may hold old settings: use it once, do not keep it.
    if (started === generation) {
      if (map.size >= 1000) map.delete(map.keys().next().value as K);
      map.set(key, { value, at: Date.now() });
    }
    return value;
  };

  const vendor = (code: string): Promise<GatewayVendor | null> =>
    cached(vendors, code, async () => {
      const row = await findVendorByCode(db, code);
      return row ? toVendor(row) : null;
    });

  const game = async (vendorId: number, gameCode: string): Promise<GatewayGame | null> => {
    const byCode = await cached(games, vendorId, async () => {
      const rows = await listVendorGames(db, vendorId);
      return new Map(rows.map((r) => [r.game_code, { id: r.id, type: r.game_type, open: r.enabled && !r.maintenance }]));
    });
    return byCode.get(gameCode) ?? null;
  };

  const invalidate = (): void => {
    generation += 1;
    vendors.clear();
    games.clear();
  };

  return { vendor, game, invalidate };
};
