import type { GameCategory } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import { gameColumns } from './catalog.repository';

/** Queries of game launch, favourites and recent games. */

export type GameIdentity = { nodeId?: number | undefined; vendor?: string | undefined; gameCode?: string | undefined };

/**
 * The game a launch names, with its vendor and the vendor's launch template (null without
 * credentials). Disabled games and vendors are returned too: the service decides what they mean.
 */
export const findLaunchTarget = (db: Executor, game: GameIdentity) =>
  db
    .selectFrom('catalog_games as g')
    .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
    .leftJoin('game_vendor_credentials as c', 'c.vendor_id', 'v.id')
    .select(gameColumns)
    .select(['g.enabled', 'v.id as vendor_id', 'v.code as vendor_code', 'v.enabled as vendor_enabled', 'v.maintenance as vendor_maintenance', 'c.launch_url'])
    .$if(game.nodeId !== undefined, (q) => q.where('g.id', '=', game.nodeId!))
    .$if(game.vendor !== undefined, (q) => q.where('g.vassalage', '=', game.vendor!))
    .$if(game.gameCode !== undefined, (q) => q.where('g.game_code', '=', game.gameCode!))
    .limit(1)
    .executeTakeFirst();

export type LaunchTarget = NonNullable<Awaited<ReturnType<typeof findLaunchTarget>>>;

/** Playable games only: enabled, not under maintenance, of an enabled vendor not under maintenance. */
const playable = (db: Executor) =>
  db
    .selectFrom('catalog_games as g')
    .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true)
    .where('g.maintenance', '=', false)
    .where('v.maintenance', '=', false);

/** Hot games to suggest instead of one under maintenance (never its own vendor's, which may be down). */
export const listHotAlternatives = (db: Executor, vendorId: number, limit: number) =>
  playable(db).select(gameColumns).where('g.is_hot', '=', true).where('v.id', '<>', vendorId).orderBy('g.sort_order').orderBy('g.id').limit(limit).execute();

export const insertLaunchToken = (
  db: Executor,
  row: { tokenHash: string; memberId: bigint; vendorId: number; gameId: number; currency: string; language: string; createdAt: Date; expiresAt: Date },
) =>
  db
    .insertInto('game_launch_tokens')
    .values({
      token_hash: row.tokenHash,
      member_id: row.memberId,
      vendor_id: row.vendorId,
      game_id: row.gameId,
      currency: row.currency,
      language: row.language,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();

/** The game moves to the top of the member's recent list. */
export const touchRecentGame = (db: Executor, memberId: bigint, gameId: number, at: Date) =>
  db
    .insertInto('member_recent_games')
    .values({ member_id: memberId, game_id: gameId, played_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: at }))
    .execute();

/** A member's favourites joined to the catalog: games still enabled, of enabled vendors. */
const favouriteRows = (db: Executor, memberId: bigint, gameType: GameCategory | undefined) =>
  db
    .selectFrom('member_favourite_games as m')
    .innerJoin('catalog_games as g', 'g.id', 'm.game_id')
    .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
    .where('m.member_id', '=', memberId)
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true)
    .$if(gameType !== undefined, (q) => q.where('g.game_type', '=', gameType!));

/** The same for recent games. */
const recentRows = (db: Executor, memberId: bigint, gameType: GameCategory | undefined) =>
  db
    .selectFrom('member_recent_games as m')
    .innerJoin('catalog_games as g', 'g.id', 'm.game_id')
    .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
    .where('m.member_id', '=', memberId)
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true)
    .$if(gameType !== undefined, (q) => q.where('g.game_type', '=', gameType!));

const count = sql<number>`count(*)::int4`.as('n');

/** Newest favourite first. */
export const listFavourites = (db: Executor, memberId: bigint, gameType: GameCategory | undefined, limit: number, offset: number) =>
  favouriteRows(db, memberId, gameType).select(gameColumns).orderBy('m.created_at', 'desc').orderBy('g.id', 'desc').limit(limit).offset(offset).execute();

export const countFavourites = async (db: Executor, memberId: bigint, gameType: GameCategory | undefined): Promise<number> =>
  (await favouriteRows(db, memberId, gameType).select(count).executeTakeFirstOrThrow()).n;

/** Last played first. */
export const listRecent = (db: Executor, memberId: bigint, gameType: GameCategory | undefined, limit: number, offset: number) =>
  recentRows(db, memberId, gameType)
    .select(gameColumns)
    .select('m.played_at')
    .orderBy('m.played_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countRecent = async (db: Executor, memberId: bigint, gameType: GameCategory | undefined): Promise<number> =>
  (await recentRows(db, memberId, gameType).select(count).executeTakeFirstOrThrow()).n;

/** An enabled game of an enabled vendor, matched by id, vendor code and category. */
export const findFavouriteCandidate = (db: Executor, nodeId: number, vendor: string, gameType: GameCategory) =>
  db
    .selectFrom('catalog_games as g')
    .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
    .select('g.id')
    .where('g.id', '=', nodeId)
    .where('g.vassalage', '=', vendor)
    .where('g.game_type', '=', gameType)
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true)
    .executeTakeFirst();

/** Adding twice keeps the first row (and its place in the list). */
export const insertFavourite = (db: Executor, memberId: bigint, gameId: number) =>
  db
    .insertInto('member_favourite_games')
    .values({ member_id: memberId, game_id: gameId })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();

export const deleteFavourite = (db: Executor, memberId: bigint, gameId: number) =>
  db.deleteFrom('member_favourite_games').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
