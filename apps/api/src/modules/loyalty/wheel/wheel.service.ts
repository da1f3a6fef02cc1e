import type { BoWheelTableRequest, WheelSpinHistory, WheelSpinResult, WheelState } from '@gp/contracts';
import type { DB, LoyaltyWheelSpinsTable, WheelPrizeRow } from '@gp/db';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { issueBonus } from '../../engagement/promotions';
import { assertMayPlay } from '../../money/protection';
import type { SettingsService } from '../../platform/settings';
import { postPoints } from '../points';
import { grantWheelTickets, spendWheelTicket, wheelTicketsOf } from './wheel-tickets';
import {
  depositsWithoutTickets,
  findCurrentTable,
  findSpinById,
  findSpinByKey,
  findTables,
  findWheelSettings,
  insertSpin,
  listMemberSpins,
  listPendingSpins,
  markSpinPointsPaid,
  settleSpinMoney,
} from './wheel.repository';
import { spinView, tableView } from './wheel-views';
import { drawPrize } from './weighted-pick';

type Deps = { settings: SettingsService; draw?: typeof drawPrize };
type SpinRow = Selectable<LoyaltyWheelSpinsTable>;

/** The prizes as staff wrote them, in the stored shape (values as strings: minor units or points). */
export const prizeRowsOf = (request: BoWheelTableRequest): WheelPrizeRow[] =>
  request.prizes.map((p) => ({ kind: p.kind, value: String(p.value), weight: p.weight, labels: p.labels }));

/**
 * The prize wheel, the member's side. A spin spends one ticket, draws on the server (node:crypto),
 * and records the spin with its roll and table version in one transaction, with a points prize
 * posted in the same transaction. A money prize is paid after that transaction by issueBonus
 * (periodKey `wheel-<spinId>`, idempotent), because issueBonus opens its own: the spin row stays
 * `pending` until the bonus is paid, and any later read of the member's wheel, or a replay of the
 * spin's key, pays it again under the same key, so a crash in between pays once, later.
 */
export const createWheelService = (db: Kysely<DB>, { settings, draw = drawPrize }: Deps) => {
  /** Grants the tickets of credited deposits the rule covers that were not granted yet. */
  const sweepDeposits = async (memberId: bigint) => {
    const rule = await findWheelSettings(db);
    if (rule.deposit_min_amount === null || rule.deposit_tickets < 1) return;
    const deposits = await depositsWithoutTickets(db, memberId, rule.deposit_min_amount, rule.deposit_rule_from);
    for (const deposit of deposits) {
      await grantWheelTickets(db, {
        memberId,
        count: rule.deposit_tickets,
        source: 'deposit',
        sourceKey: `deposit:${deposit.id}`,
        details: { depositId: String(deposit.id) },
      });
    }
  };

  const payMoney = async (member: MemberPrincipal, spin: SpinRow): Promise<SpinRow> => {
    if (spin.payout !== 'pending' || spin.kind !== 'money' || spin.amount === null || spin.currency === null) return spin;
    const { wheel_promotion_id: promotionId } = await findWheelSettings(db);
    if (promotionId === null) return spin;
    try {
      const paid = await issueBonus(db, {
        promotionId,
        member: { id: member.id, isAgent: member.isAgent },
        periodKey: `wheel-${spin.id}`,
        amount: spin.amount,
        currency: spin.currency,
        status: 'claimed',
      });
      return (await settleSpinMoney(db, spin.id, { claimId: paid.claimId })) ?? (await findSpinById(db, spin.id));
    } catch (error) {
      // A refusal of the engine (budget spent, self-exclusion since) is final and shown; anything else stays pending and is retried.
      if (!(error instanceof AppError)) throw error;
      return (await settleSpinMoney(db, spin.id, { error: error.code })) ?? (await findSpinById(db, spin.id));
    }
  };

  const completePending = async (member: MemberPrincipal) => {
    for (const spin of await listPendingSpins(db, member.id)) await payMoney(member, spin);
  };

  const state = async (member: MemberPrincipal): Promise<WheelState> => {
    await sweepDeposits(member.id);
    await completePending(member);
    const { currency } = await settings.value('merchant');
    const table = await findCurrentTable(db);
    return { tickets: (await wheelTicketsOf(db, member.id)).balance, currency, table: table ? tableView(table) : null };
  };

  const answer = async (spin: SpinRow, replayed: boolean): Promise<WheelSpinResult> => ({
    ...spinView(spin),
    ticketsLeft: (await wheelTicketsOf(db, spin.member_id)).balance,
    replayed,
  });

  const spin = async (member: MemberPrincipal, clientKey: string): Promise<WheelSpinResult> => {
    const earlier = await findSpinByKey(db, member.id, clientKey);
    if (earlier) return answer(await payMoney(member, earlier), true);
    await assertMayPlay(db, member.id);
    await sweepDeposits(member.id);
    const table = await findCurrentTable(db);
    const rule = await findWheelSettings(db);
    if (!table || (rule.wheel_promotion_id === null && table.prizes.some((p) => p.kind === 'money'))) throw new AppError('WHEEL_NOT_READY');
    const { currency } = await settings.value('merchant');
    const drawn = draw(table.prizes.map((p) => p.weight));
    const prize = table.prizes[drawn.index]!;

    const recorded = await db.transaction().execute(async (trx) => {
      const ticket = await spendWheelTicket(trx, member.id, `spin:${clientKey}`);
      // A twin of this request spent the ticket first: its spin is the answer.
      if (ticket.replayed) return { row: await findSpinByKey(trx, member.id, clientKey), replayed: true };
      const row = await insertSpin(trx, {
        memberId: member.id,
        clientKey,
        tableVersion: table.version,
        roll: drawn.roll,
        totalWeight: drawn.totalWeight,
        prizeIndex: drawn.index,
        prize,
        kind: prize.kind,
        amount: prize.kind === 'money' ? BigInt(prize.value) : null,
        currency: prize.kind === 'money' ? currency : null,
        points: prize.kind === 'points' ? BigInt(prize.value) : null,
        payout: prize.kind === 'none' ? 'none' : 'pending',
        ticketEntryId: ticket.entryId,
      });
      if (prize.kind !== 'points') return { row, replayed: false };
      const points = await postPoints(trx, {
        memberId: member.id,
        delta: BigInt(prize.value),
        source: 'wheel',
        sourceKey: `wheel:${row.id}`,
        details: { spinId: String(row.id) },
      });
      return { row: await markSpinPointsPaid(trx, row.id, points.entryId), replayed: false };
    });
    if (!recorded.row) throw new AppError('CONFLICT', { details: { clientKey } });
    return answer(await payMoney(member, recorded.row), recorded.replayed);
  };

  const history = async (member: MemberPrincipal): Promise<WheelSpinHistory> => {
    const rows = await listMemberSpins(db, member.id, 50);
    const tables = await findTables(db, [...new Set(rows.map((r) => r.table_version))]);
    return { list: rows.map(spinView), tables: tables.map(tableView) };
  };

  return { state, spin, history, sweepDeposits };
};

export type WheelService = ReturnType<typeof createWheelService>;
