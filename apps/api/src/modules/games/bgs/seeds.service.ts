import type { ActiveSeedPair, RevealedSeedPair, RotateSeedResponse, SeedsView } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { newClientSeed, newServerSeed, seedHash } from './bgs-crypto';
import {
  findActivePair,
  findOpenMines,
  insertActivePair,
  lockActivePair,
  listRevealedPairs,
  revealPair,
  setClientSeed,
  type SeedPairRow,
} from './bgs.repository';

const previousShown = 10;

const toActive = (row: SeedPairRow): ActiveSeedPair => ({
  seedId: row.id.toString(),
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: Number(row.next_nonce),
  createdAt: row.created_at.toISOString(),
});

const toRevealed = (row: SeedPairRow): RevealedSeedPair => ({
  seedId: row.id.toString(),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: Number(row.next_nonce),
  createdAt: row.created_at.toISOString(),
  revealedAt: (row.revealed_at ?? new Date()).toISOString(),
});

/** A fresh pair: 32 CSPRNG bytes as the server seed, its SHA-256 shown, a random or chosen client seed. */
const freshPair = (clientSeed?: string) => {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed: clientSeed ?? newClientSeed() };
};

/** The member's active pair, opened on first use. */
export const ensureActivePair = async (db: Executor, memberId: bigint): Promise<SeedPairRow> =>
  (await findActivePair(db, memberId)) ?? insertActivePair(db, memberId, freshPair());

/**
 * Seed pairs (docs/provably-fair.md): one active pair per member; its server seed stays secret until
 * the member rotates it, which reveals it and opens a new pair. Rotation waits for an open mines
 * round (its layout comes from the active seed).
 */
export const createSeedsService = (db: Kysely<DB>, clock: () => Date) => {
  const view = async (memberId: bigint): Promise<SeedsView> => {
    const active = await ensureActivePair(db, memberId);
    const previous = await listRevealedPairs(db, memberId, previousShown);
    return { active: toActive(active), previous: previous.map(toRevealed) };
  };

  /** The server seed and the nonce run on: an earlier (clientSeed, nonce) is never replayed. */
  const changeClientSeed = async (memberId: bigint, clientSeed: string): Promise<SeedsView> => {
    const active = await ensureActivePair(db, memberId);
    await setClientSeed(db, active.id, clientSeed);
    return view(memberId);
  };

  const rotate = async (memberId: bigint, clientSeed?: string): Promise<RotateSeedResponse> => {
    await ensureActivePair(db, memberId);
    return db.transaction().execute(async (trx) => {
      // The pair's row lock orders this against a mines start, which takes its nonce from the same row.
      const locked = await lockActivePair(trx, memberId);
      if (await findOpenMines(trx, memberId)) throw new AppError('INVALID_STATE', { details: { reason: 'MINES_ROUND_OPEN' } });
      const revealed = await revealPair(trx, locked.id, clock());
      if (!revealed) throw new AppError('CONFLICT');
      const active = await insertActivePair(trx, memberId, freshPair(clientSeed));
      return { revealed: toRevealed(revealed), active: toActive(active) };
    });
  };

  return { view, changeClientSeed, rotate };
};
