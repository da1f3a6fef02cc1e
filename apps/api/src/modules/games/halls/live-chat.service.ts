import type { LanguageCode, LiveChatRequest, LiveChatResult } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { createGameLaunchService } from '../catalog';
import { findHallGame } from './halls.repository';

type Launcher = Pick<ReturnType<typeof createGameLaunchService>, 'launch'>;

/**
 * A live table's chat is part of the table: opening the chat is a real-money launch of the table's
 * game, through the game launch service, so every refusal (disabled, maintenance, protection, no
 * credentials) is the launch's own. Only live tables have a chat: any other game is GAME_NOT_FOUND.
 */
export const createLiveChatService = (db: Kysely<DB>, launcher: Launcher) => {
  const launch = async (memberId: bigint, request: LiveChatRequest, language: LanguageCode): Promise<LiveChatResult> => {
    const game = await findHallGame(db, { gameType: 'LIVE', gameCode: request.gameCode, vendor: request.vendor });
    if (!game) throw new AppError('GAME_NOT_FOUND');
    const launched = await launcher.launch(memberId, {
      vendor: game.vendor_code,
      gameCode: game.game_code,
      language,
      ...(request.lobbyUrl ? { lobbyUrl: request.lobbyUrl } : {}),
    });
    return { chatUrl: launched.url };
  };

  return { launch };
};

export type LiveChatService = ReturnType<typeof createLiveChatService>;
