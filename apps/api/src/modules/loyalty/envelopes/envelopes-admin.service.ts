import type { BoEnvelopeRainPage, BoEnvelopeRainRequest, BoEnvelopeRainRow, BoEnvelopeSettingsRequest } from '@gp/contracts';
import type { DB, LoyaltyEnvelopeRainsTable } from '@gp/db';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { Actor, AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { cancelRain, findEnvelopeSettings, insertEnvelopes, insertRain, pageRains, updateEnvelopePromotion } from './envelopes.repository';
import { poolSplitProblem, splitPool } from './pool-split';

type Deps = { audit: AuditService; settings: SettingsService };
type RainStats = { opened: string; opened_amount: string; paid_amount: string };

const rowOf = (rain: Selectable<LoyaltyEnvelopeRainsTable> & RainStats): BoEnvelopeRainRow => ({
  id: String(rain.id),
  titles: rain.titles,
  poolAmount: String(rain.pool_amount),
  currency: rain.currency,
  envelopeCount: rain.envelope_count,
  minAmount: String(rain.min_amount),
  maxAmount: String(rain.max_amount),
  startsAt: rain.starts_at.toISOString(),
  endsAt: rain.ends_at.toISOString(),
  eligibility: {
    vipLevels: rain.eligibility.vipLevels ?? [],
    memberTypes: rain.eligibility.memberTypes ?? [],
    minDeposit: rain.eligibility.minDeposit ? { amount: Number(rain.eligibility.minDeposit.amount), days: rain.eligibility.minDeposit.days } : null,
  },
  turnoverMultipleBp: rain.turnover_multiple_bp,
  cancelledAt: rain.cancelled_at?.toISOString() ?? null,
  opened: Number(rain.opened),
  openedAmount: rain.opened_amount,
  paidAmount: rain.paid_amount,
  left: rain.envelope_count - Number(rain.opened),
  leftAmount: String(rain.pool_amount - BigInt(rain.opened_amount)),
});

/**
 * Red-envelope rains, the staff side. A rain's pool is split into its envelopes when it is created
 * (node:crypto, every envelope between min and max, summing to the pool), one row each, so what is
 * paid can never pass the pool. Creating and cancelling are audited.
 */
export const createEnvelopesAdminService = (db: Kysely<DB>, { audit, settings }: Deps) => {
  const create = async (request: BoEnvelopeRainRequest, actor: Actor): Promise<BoEnvelopeRainRow> => {
    const split = { pool: BigInt(request.poolAmount), count: request.envelopeCount, min: BigInt(request.minAmount), max: BigInt(request.maxAmount) };
    const problem = poolSplitProblem(split);
    if (problem) throw new AppError('VALIDATION_ERROR', { details: { field: 'poolAmount', reason: problem } });
    const { envelope_promotion_id: promotionId } = await findEnvelopeSettings(db);
    if (promotionId === null) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { reason: 'no paying promotion is set for red envelopes' } });
    const { currency } = await settings.value('merchant');
    const amounts = splitPool(split);
    const rain = await db.transaction().execute(async (trx) => {
      const row = await insertRain(trx, {
        titles: request.titles as Record<string, string>,
        pool: split.pool,
        currency,
        count: split.count,
        min: split.min,
        max: split.max,
        startsAt: new Date(request.startsAt),
        endsAt: new Date(request.endsAt),
        eligibility: {
          vipLevels: request.eligibility.vipLevels,
          memberTypes: request.eligibility.memberTypes,
          minDeposit: request.eligibility.minDeposit
            ? { amount: String(request.eligibility.minDeposit.amount), days: request.eligibility.minDeposit.days }
            : null,
        },
        turnoverMultipleBp: request.turnoverMultipleBp,
        promotionId,
        createdBy: actor.name ?? actor.id ?? 'staff',
      });
      await insertEnvelopes(trx, row.id, amounts);
      await audit.append(trx, actor, 'loyalty_envelopes.create', `envelope_rain:${row.id}`, {
        pool: String(split.pool),
        envelopes: split.count,
        startsAt: request.startsAt,
        endsAt: request.endsAt,
      });
      return row;
    });
    return rowOf({ ...rain, opened: '0', opened_amount: '0', paid_amount: '0' });
  };

  const cancel = async (rainId: bigint, actor: Actor): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      const row = await cancelRain(trx, rainId);
      if (!row) throw new AppError('NOT_FOUND', { details: { rainId: String(rainId) } });
      await audit.append(trx, actor, 'loyalty_envelopes.cancel', `envelope_rain:${rainId}`, {});
    });
  };

  const list = async (query: { pageNo: number; pageSize: number }): Promise<BoEnvelopeRainPage> => {
    const { rows, total } = await pageRains(db, query);
    return { list: rows.map(rowOf), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };

  const settingsView = async () => ({ promotionId: (await findEnvelopeSettings(db)).envelope_promotion_id });

  const saveSettings = async (request: BoEnvelopeSettingsRequest, actor: Actor) => {
    await db.transaction().execute(async (trx) => {
      await updateEnvelopePromotion(trx, request.promotionId);
      await audit.append(trx, actor, 'loyalty_envelopes.settings', null, { promotionId: request.promotionId });
    });
    return settingsView();
  };

  return { create, cancel, list, settings: settingsView, saveSettings };
};

export type EnvelopesAdminService = ReturnType<typeof createEnvelopesAdminService>;
