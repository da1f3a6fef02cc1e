import type { GameEntry, GameLaunch, LanguageCode, LaunchGameRequest, LaunchMode } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { hashToken, newToken } from '../../../lib/tokens';
import { toGameEntry } from './';
import { assertMayPlay } from '../../money/protection';
import type { SettingsService } from '../../platform/settings';
import { findLaunchTarget, insertLaunchToken, listHotAlternatives, touchRecentGame, type LaunchTarget } from './games.repository';
import { fillLaunchUrl, inHouseEngine, inHousePlayUrl, lotteryPlayUrl } from './launch-url';

/** How many other hot games a GAME_MAINTENANCE answer suggests. */
export const maintenanceSuggestionCount = 6;

export type GameLaunchDeps = { settings: SettingsService; launchTokenTtlSeconds: number; now?: () => Date };

type LaunchInput = LaunchGameRequest & { language: LanguageCode };

/**
 * Game launch. A real launch hands the vendor a single-use launch token, which it
 * exchanges through `authenticate` (gateway module); demo (fun money) play carries no token, so it
 * can never reach the wallet. In-house games open the site's own page instead.
 */
export const createGameLaunchService = (db: Kysely<DB>, deps: GameLaunchDeps) => {
  const now = deps.now ?? (() => new Date());

  const suggestions = async (target: LaunchTarget, language: LanguageCode): Promise<GameEntry[]> =>
    (await listHotAlternatives(db, target.vendor_id, maintenanceSuggestionCount)).map((row) => toGameEntry(row, language));

  /** The game named by the request, enabled and not under maintenance (else its error). */
  const playableTarget = async (input: LaunchInput): Promise<LaunchTarget> => {
    const target = await findLaunchTarget(db, { nodeId: input.nodeId, vendor: input.vendor, gameCode: input.gameCode });
    if (!target || !target.enabled || !target.vendor_enabled) throw new AppError('GAME_NOT_FOUND');
    if (target.maintenance || target.vendor_maintenance) {
      throw new AppError('GAME_MAINTENANCE', { details: { suggestions: await suggestions(target, input.language) } });
    }
    return target;
  };

  const answer = (target: LaunchTarget, url: string, mode: LaunchMode, expiresAt: Date | null): GameLaunch => ({
    url,
    mode,
    gameId: target.id,
    vendorCode: target.vendor_code,
    gameCode: target.game_code,
    expiresAt: expiresAt?.toISOString() ?? null,
  });

  /** The vendor's template, or GAME_LAUNCH_UNAVAILABLE when the vendor has no credentials or URL yet. */
  const templateOf = (target: LaunchTarget): string => {
    if (!target.launch_url) throw new AppError('GAME_LAUNCH_UNAVAILABLE');
    return target.launch_url;
  };

  /** Real-money launch for a signed-in real member (the route refuses guests and trial accounts). */
  const launch = async (memberId: bigint, input: LaunchInput): Promise<GameLaunch> => {
    const target = await playableTarget(input);
    await assertMayPlay(db, memberId);
    const at = now();
    const lottery = lotteryPlayUrl(target.vendor_code, target.game_code, { language: input.language, lobbyUrl: input.lobbyUrl ?? '' });
    if (lottery !== null) {
      await touchRecentGame(db, memberId, target.id, at);
      return answer(target, lottery, 'real', null);
    }
    const engine = inHouseEngine(target.vendor_code);
    if (engine !== null) {
      await touchRecentGame(db, memberId, target.id, at);
      return answer(target, inHousePlayUrl(engine, target.game_code, 'real'), 'real', null);
    }
    const template = templateOf(target);
    const { currency } = await deps.settings.value('merchant');
    const token = newToken();
    const expiresAt = new Date(at.getTime() + deps.launchTokenTtlSeconds * 1000);
    await db.transaction().execute(async (trx) => {
      await insertLaunchToken(trx, {
        tokenHash: hashToken(token),
        memberId,
        vendorId: target.vendor_id,
        gameId: target.id,
        currency,
        language: input.language,
        createdAt: at,
        expiresAt,
      });
      await touchRecentGame(trx, memberId, target.id, at);
    });
    const url = fillLaunchUrl(template, {
      launchToken: token,
      vendorCode: target.vendor_code,
      gameCode: target.game_code,
      language: input.language,
      lobbyUrl: input.lobbyUrl ?? '',
      mode: 'real',
    });
    return answer(target, url, 'real', expiresAt);
  };

  /** Fun-money play, open to everyone: writes nothing (no token, no recent entry, no ledger). */
  const launchDemo = async (input: LaunchInput): Promise<GameLaunch> => {
    const target = await playableTarget(input);
    // The lottery has no fun money: its page shows the lobby and results to a guest, and asks to sign in to bet.
    const lottery = lotteryPlayUrl(target.vendor_code, target.game_code, { language: input.language, lobbyUrl: input.lobbyUrl ?? '' });
    if (lottery !== null) return answer(target, lottery, 'demo', null);
    const engine = inHouseEngine(target.vendor_code);
    if (engine !== null) return answer(target, inHousePlayUrl(engine, target.game_code, 'demo'), 'demo', null);
    const url = fillLaunchUrl(templateOf(target), {
      launchToken: '',
      vendorCode: target.vendor_code,
      gameCode: target.game_code,
      language: input.language,
      lobbyUrl: input.lobbyUrl ?? '',
      mode: 'demo',
    });
    return answer(target, url, 'demo', null);
  };

  return { launch, launchDemo };
};

export type GameLaunchService = ReturnType<typeof createGameLaunchService>;
