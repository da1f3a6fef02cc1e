import type {
  BoTicketGrantRequest,
  BoTicketGrantResult,
  BoWheelSettings,
  BoWheelSettingsRequest,
  BoWheelSpinPage,
  BoWheelTableRequest,
  WheelTableView,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { resolveMember } from '../../identity/accounts';
import type { Actor, AuditService } from '../../platform/audit';
import { grantWheelTickets } from './wheel-tickets';
import { findCurrentTable, findWheelSettings, insertTable, pageSpins, updateWheelSettings } from './wheel.repository';
import { prizeRowsOf } from './wheel.service';
import { spinView, tableView } from './wheel-views';
import { totalWeightOf } from './weighted-pick';

/**
 * The prize wheel, the staff side: the paying promotion and the deposit ticket rule, the prize table
 * (a change is a new version; spins keep the version they were drawn from), ticket grants to a
 * member and the spin log. Every change is audited in the same transaction.
 */
export const createWheelAdminService = (db: Kysely<DB>, audit: AuditService) => {
  const settingsView = async (): Promise<BoWheelSettings> => {
    const [rule, table] = await Promise.all([findWheelSettings(db), findCurrentTable(db)]);
    return {
      promotionId: rule.wheel_promotion_id,
      depositMinAmount: rule.deposit_min_amount === null ? null : String(rule.deposit_min_amount),
      depositTickets: rule.deposit_tickets,
      table: table ? tableView(table) : null,
    };
  };

  const saveSettings = async (request: BoWheelSettingsRequest, actor: Actor): Promise<BoWheelSettings> => {
    const before = await findWheelSettings(db);
    const minAmount = request.depositMinAmount === null ? null : BigInt(request.depositMinAmount);
    // Turning the deposit rule on starts it now: it never reaches back to deposits made while it was off.
    const ruleFromNow = (before.deposit_min_amount === null || before.deposit_tickets === 0) && minAmount !== null && request.depositTickets > 0;
    await db.transaction().execute(async (trx) => {
      await updateWheelSettings(trx, { promotionId: request.promotionId, depositMinAmount: minAmount, depositTickets: request.depositTickets, ruleFromNow });
      await audit.append(trx, actor, 'loyalty_wheel.settings', null, {
        promotionId: request.promotionId,
        depositMinAmount: request.depositMinAmount,
        depositTickets: request.depositTickets,
      });
    });
    return settingsView();
  };

  const saveTable = async (request: BoWheelTableRequest, actor: Actor): Promise<WheelTableView> => {
    const prizes = prizeRowsOf(request);
    const total = totalWeightOf(prizes.map((p) => p.weight));
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertTable(trx, prizes, total, actor.name ?? actor.id ?? 'staff');
      await audit.append(trx, actor, 'loyalty_wheel.table', `wheel_table:${inserted.version}`, {
        version: inserted.version,
        totalWeight: total,
        prizes: prizes.length,
      });
      return inserted;
    });
    return tableView(row);
  };

  const grantTickets = async (request: BoTicketGrantRequest, actor: Actor): Promise<BoTicketGrantResult> => {
    const member = await resolveMember(db, { memberAccount: request.account });
    return db.transaction().execute(async (trx) => {
      const granted = await grantWheelTickets(trx, {
        memberId: member.id,
        count: request.count,
        source: 'staff',
        sourceKey: `staff:${request.clientKey}`,
        remark: request.reason,
        details: { staff: actor.name ?? actor.id ?? 'staff' },
      });
      if (!granted.replayed) {
        await audit.append(trx, actor, 'loyalty_wheel.grant_tickets', `member:${member.id}`, {
          count: request.count,
          reason: request.reason,
          entryId: String(granted.entryId),
        });
      }
      return { memberId: String(member.id), account: member.account, granted: granted.delta, balance: granted.balanceAfter, replayed: granted.replayed };
    });
  };

  const spins = async (query: { pageNo: number; pageSize: number; account?: string }): Promise<BoWheelSpinPage> => {
    const { rows, total } = await pageSpins(db, query);
    return {
      list: rows.map((r) => ({ ...spinView(r), account: r.account, payoutError: r.payout_error, claimId: r.claim_id === null ? null : String(r.claim_id) })),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  };

  return { settings: settingsView, saveSettings, saveTable, grantTickets, spins };
};

export type WheelAdminService = ReturnType<typeof createWheelAdminService>;
