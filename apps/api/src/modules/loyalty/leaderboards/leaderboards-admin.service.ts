import type { BoBoardResults, BoLeaderboard, BoLeaderboardInput, BoLeaderboardList } from '@gp/contracts';
import { loyaltyGameCategory } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { pageOf } from '../../../lib/page';
import type { Actor, AuditService } from '../../platform/audit';
import {
  countPeriods,
  findBoard,
  findPromotionRuleKind,
  insertBoard,
  listBoards,
  listClosedPeriods,
  prizesOf,
  updateBoard,
  type BoardRow,
} from './leaderboards.repository';

const toBo = (row: BoardRow): BoLeaderboard => ({
  id: row.id,
  metric: row.metric,
  period: row.period,
  category: row.category === null ? null : loyaltyGameCategory.parse(row.category),
  title: row.title,
  description: row.description,
  translations: row.translations,
  topN: row.top_n,
  prizes: row.prizes,
  promotionId: row.promotion_id,
  turnoverMultipleBp: row.turnover_multiple_bp,
  enabled: row.enabled,
  sequence: row.sequence,
  updatedAt: row.updated_at.toISOString(),
});

const valuesOf = (input: BoLeaderboardInput) => ({
  metric: input.metric,
  period: input.period,
  category: input.category,
  title: input.title,
  description: input.description,
  translations: JSON.stringify(input.translations),
  top_n: input.topN,
  prizes: JSON.stringify(input.prizes),
  promotion_id: input.promotionId,
  turnover_multiple_bp: input.turnoverMultipleBp,
  enabled: input.enabled,
  sequence: input.sequence,
});

/** Staff's board editor and each closed period's prizes with their paid status; changes audited. */
export const createLeaderboardsAdminService = (db: Kysely<DB>, audit: AuditService) => {
  const list = async (): Promise<BoLeaderboardList> => ({ list: (await listBoards(db)).map(toBo) });

  /** Prizes are paid from a promotion of kind `loyalty`; another id is refused as a 400, not left to the foreign key. */
  const assertLoyaltyPromotion = async (promotionId: number | null) => {
    if (promotionId === null) return;
    if ((await findPromotionRuleKind(db, promotionId)) !== 'loyalty') {
      throw new AppError('VALIDATION_ERROR', { details: { field: 'promotionId', reason: 'not a loyalty promotion' } });
    }
  };

  const create = async (input: BoLeaderboardInput, actor: Actor): Promise<BoLeaderboard> => {
    await assertLoyaltyPromotion(input.promotionId);
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertBoard(trx, valuesOf(input));
      await audit.append(trx, actor, 'loyalty.board.create', `board:${inserted.id}`, { after: input });
      return inserted;
    });
    return toBo(row);
  };

  const update = async (id: number, input: BoLeaderboardInput, actor: Actor): Promise<BoLeaderboard> => {
    const before = await findBoard(db, id);
    if (!before) throw new AppError('NOT_FOUND', { details: { boardId: id } });
    await assertLoyaltyPromotion(input.promotionId);
    const row = await db.transaction().execute(async (trx) => {
      const updated = await updateBoard(trx, id, valuesOf(input));
      if (!updated) throw new AppError('NOT_FOUND', { details: { boardId: id } });
      await audit.append(trx, actor, 'loyalty.board.update', `board:${id}`, { before: toBo(before), after: input });
      return updated;
    });
    return toBo(row);
  };

  const results = async (id: number, query: { pageNo: number; pageSize: number }): Promise<BoBoardResults> => {
    if (!(await findBoard(db, id))) throw new AppError('NOT_FOUND', { details: { boardId: id } });
    const total = await countPeriods(db, id);
    const periods = await listClosedPeriods(db, id, query.pageSize, (query.pageNo - 1) * query.pageSize);
    const prizes = await prizesOf(
      db,
      id,
      periods.map((p) => p.period_key),
    );
    const list = periods.map((p) => ({
      periodKey: p.period_key,
      periodStart: p.period_start.toISOString(),
      periodEnd: p.period_end.toISOString(),
      status: p.status,
      closedAt: p.closed_at?.toISOString() ?? null,
      prizes: prizes
        .filter((z) => z.period_key === p.period_key)
        .map((z) => ({
          rank: z.rank,
          memberId: Number(z.member_id),
          account: z.account,
          score: Number(z.score),
          amount: Number(z.amount),
          status: z.status,
          error: z.error,
          paidAt: z.paid_at?.toISOString() ?? null,
        })),
    }));
    return pageOf(list, total, query);
  };

  return { list, create, update, results };
};

export type LeaderboardsAdminService = ReturnType<typeof createLeaderboardsAdminService>;
