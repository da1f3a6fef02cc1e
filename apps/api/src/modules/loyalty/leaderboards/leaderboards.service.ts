import type { LanguageCode, LeaderboardRequest, LeaderboardSummary, LeaderboardView } from '@gp/contracts';
import { loyaltyGameCategory } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { periodAt, previousPeriod } from '../../../lib/business-periods/periods';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { BoardRunsService } from './board-runs.service';
import { maskName, prizeOfRank } from './board-rules';
import { findPeriod, listEnabledBoards, rankOf, topStandings, type BoardRow } from './leaderboards.repository';

export type LeaderboardsDeps = { timeZone: string; runs: BoardRunsService; clock?: () => Date };

/** Standings older than this are counted again when a member looks (the run refreshes them every tick too). */
const staleMs = 60_000;

const minorOf = (n: bigint): number | string => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString());

const textOf = (row: BoardRow, language: LanguageCode) => {
  const own = row.translations[language];
  return own && language !== 'EN' ? own : { title: row.title, description: row.description };
};

const summaryOf = (row: BoardRow, language: LanguageCode): LeaderboardSummary => ({
  id: row.id,
  title: textOf(row, language).title,
  metric: row.metric,
  period: row.period,
  category: row.category === null ? null : loyaltyGameCategory.parse(row.category),
});

/** The boards as a member sees them: masked names of the top places, their own place, and the prizes. */
export const createLeaderboardsService = (db: Kysely<DB>, deps: LeaderboardsDeps) => {
  const clock = deps.clock ?? (() => new Date());

  const view = async (member: MemberPrincipal, language: LanguageCode, request: LeaderboardRequest): Promise<LeaderboardView> => {
    const boards = await listEnabledBoards(db);
    const summaries = boards.map((b) => summaryOf(b, language));
    const board = request.boardId === undefined ? boards[0] : boards.find((b) => b.id === request.boardId);
    if (!board) {
      if (request.boardId !== undefined) throw new AppError('NOT_FOUND', { details: { boardId: request.boardId } });
      return { boards: summaries, board: null };
    }
    const now = clock();
    const current = periodAt(board.period, now, deps.timeZone);
    const period = request.previous ? previousPeriod(current, deps.timeZone) : current;
    const key = { boardId: board.id, periodKey: period.key };
    let periodRow = await findPeriod(db, key);
    if (!request.previous && (!periodRow?.refreshed_at || now.getTime() - periodRow.refreshed_at.getTime() > staleMs)) {
      await deps.runs.refreshNow(board, period);
      periodRow = await findPeriod(db, key);
    }
    const top = await topStandings(db, key, board.top_n);
    const mine = await rankOf(db, key, member.id);
    return {
      boards: summaries,
      board: {
        ...summaryOf(board, language),
        description: textOf(board, language).description,
        periodKey: period.key,
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        rows: top.map((r, i) => ({ rank: i + 1, name: maskName(r.account), score: minorOf(r.score), prize: prizeOfRank(board.prizes, i + 1) })),
        me: mine ? { rank: mine.rank, score: minorOf(BigInt(mine.score)) } : null,
        prizes: board.prizes.map((amount, i) => ({ rank: i + 1, amount })),
        refreshedAt: periodRow?.refreshed_at?.toISOString() ?? null,
      },
    };
  };

  return { view };
};

export type LeaderboardsService = ReturnType<typeof createLeaderboardsService>;
