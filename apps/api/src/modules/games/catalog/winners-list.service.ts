import { winnersListDays, winnersListMaxRows, type LanguageCode, type WinnersListPage, type WinnersListQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { gameArtUrl } from './art';
import { maskName, pickDisplayName } from './catalog.service';
import { countRecentWinners, pageRecentWinners } from './winners-list.repository';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The winners list page: the winner boards' entries (real wins of 50x the stake or more, and the
 * demo's) of the last 30 days, newest first. Like the boards, it shows masked names only; the list
 * stops at 500 entries so its page count stays a bounded read.
 */
export const createWinnersListService = (db: Kysely<DB>, now: () => Date = () => new Date()) => {
  const list = async (query: WinnersListQuery, language: LanguageCode): Promise<WinnersListPage> => {
    const filter = { board: query.board === 'ALL' ? null : query.board, since: new Date(now().getTime() - winnersListDays * dayMs) };
    const offset = (query.pageNo - 1) * query.pageSize;
    const total = await countRecentWinners(db, filter, winnersListMaxRows);
    const rows = offset < total ? await pageRecentWinners(db, filter, Math.min(query.pageSize, total - offset), offset) : [];
    return {
      content: rows.map((r) => ({
        id: String(r.id),
        board: r.board as 'JACKPOT' | 'BIGWIN',
        customerName: maskName(r.customer_name),
        gameName: pickDisplayName(r.display_names, r.game_name, language),
        iconUrl: r.icon_url || gameArtUrl(r.game_id),
        winAmount: Number(r.win_amount),
        wonAt: new Date(r.won_at).toISOString(),
      })),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  };
  return { list };
};

export type WinnersListService = ReturnType<typeof createWinnersListService>;
