import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './schema';

/** Tables of sql/baseline/13_bgs.sql (in-house provably fair games); see the comments there. */

export type BgsGameName = 'dice' | 'limbo' | 'mines' | 'plinko' | 'crash';
export type BgsBetStatus = 'pending' | 'open' | 'won' | 'lost';

export type BgsSeedPairsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<bigint>;
  created_at: Timestamp;
  revealed_at: Date | null;
};

export type BgsCrashRoundsTable = {
  id: Generated<bigint>;
  server_seed: string;
  server_seed_hash: string;
  /** Hundredths: 100 = 1.00x. */
  crash_point: bigint;
  status: Generated<'betting' | 'running' | 'crashed'>;
  betting_ends_at: Date;
  started_at: Date | null;
  crashed_at: Date | null;
  growth_per_ms: number;
  created_at: Timestamp;
};

export type BgsBetsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  game: BgsGameName;
  vendor_code: string;
  game_code: string;
  currency: string;
  amount: bigint;
  payout: bigint | null;
  status: BgsBetStatus;
  wallet_settled: Generated<boolean>;
  seed_pair_id: bigint | null;
  crash_round_id: bigint | null;
  client_seed: string;
  nonce: bigint;
  params: Json<Record<string, unknown>>;
  outcome: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  revealed: Generated<number[]>;
  cashed_out_at: bigint | null;
  created_at: Timestamp;
  settled_at: Date | null;
};

export type BgsCrashLeaseTable = {
  id: number;
  holder: string;
  expires_at: Date;
};

export type BgsTables = {
  bgs_seed_pairs: BgsSeedPairsTable;
  bgs_crash_rounds: BgsCrashRoundsTable;
  bgs_bets: BgsBetsTable;
  bgs_crash_lease: BgsCrashLeaseTable;
};
