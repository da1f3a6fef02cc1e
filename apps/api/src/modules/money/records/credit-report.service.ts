import type { CreditReport, CreditReportQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { SettingsService } from '../../platform/settings';
import { creditReportPeriod, daysOf } from './credit-report-period';
import { buildStatement } from './credit-report-rules';
import { listWalletBalances, sumNetMovesByDay } from './credit-report.repository';

/**
 * The credit report: the member's statement per day, read from the ledger. The balances now and the
 * moves since the period began are read in one repeatable-read transaction, so the opening balance
 * worked back from them is exact even while the member plays. Nothing here writes.
 */
export const createCreditReportService = (db: Kysely<DB>, settings: SettingsService, now: () => Date = () => new Date()) => {
  const report = async (member: MemberPrincipal, query: CreditReportQuery): Promise<CreditReport> => {
    const at = now();
    const period = creditReportPeriod(query, at);
    const merchant = await settings.value('merchant');
    const owner = { ownerType: member.isAgent ? ('agent' as const) : ('player' as const), ownerId: String(member.id) };
    const { balanceNow, rows } = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const wallets = await listWalletBalances(trx, owner);
        const moves = await sumNetMovesByDay(
          trx,
          wallets.map((w) => w.id),
          period.from,
          period.to,
        );
        return { balanceNow: wallets.reduce((sum, w) => sum + BigInt(w.balance ?? 0n), 0n), rows: moves };
      });
    return {
      ...buildStatement(daysOf(period, at), rows, balanceNow),
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  };
  return { report };
};

export type CreditReportService = ReturnType<typeof createCreditReportService>;
