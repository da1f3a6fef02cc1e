import type { BoReconciliation } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { toMinorTotal } from '../../../lib/minor-total';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { checkLedgerInvariants } from './ledger.service';
import { currencyFigures, toViolation } from './reconciliation-figures';
import { balanceDifferences, houseBalances, ledgerCounts, totalsByKind } from './reconciliation.repository';

/** At most this many differing wallets are listed; the totals still cover every one. */
const DIFFERENCE_LIMIT = 500;

/**
 * The reconciliation report: every running wallet's stored balance against the sum of its legs,
 * totals per account kind and currency, house balances, and the ledger invariants. Read in one
 * repeatable-read transaction so every figure describes the same moment; the run is audited.
 */
export const createReconciliationService = (db: Kysely<DB>, audit: AuditService) => {
  const run = async (actor: Actor): Promise<BoReconciliation> => {
    const figures = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const kinds = await totalsByKind(trx);
        const differences = await balanceDifferences(trx, DIFFERENCE_LIMIT);
        const house = await houseBalances(trx);
        const violations = await checkLedgerInvariants(trx);
        const counts = await ledgerCounts(trx);
        return { kinds, differences, house, violations, counts };
      });
    const currencies = currencyFigures(figures.kinds);
    const report: BoReconciliation = {
      generatedAt: new Date().toISOString(),
      balanced: figures.violations.length === 0 && figures.differences.length === 0 && currencies.every((c) => c.balanced),
      currencies,
      kinds: figures.kinds.map((k) => ({
        kind: k.kind,
        currency: k.currency,
        accountCount: k.accountCount,
        running: k.running,
        storedBalance: k.running && k.storedBalance !== null ? toMinorTotal(k.storedBalance) : null,
        sumOfLegs: toMinorTotal(k.sumOfLegs),
        difference: toMinorTotal(k.difference),
      })),
      houseAccounts: figures.house.map((h) => ({
        accountId: Number(h.accountId),
        kind: h.kind,
        ownerId: h.ownerId,
        currency: h.currency,
        balance: toMinorTotal(h.balance),
      })),
      differences: figures.differences.map((d) => ({
        accountId: Number(d.accountId),
        kind: d.kind,
        ownerType: d.ownerType,
        ownerId: d.ownerId,
        vendorCode: d.vendorCode,
        currency: d.currency,
        storedBalance: Number(d.storedBalance),
        sumOfLegs: toMinorTotal(d.sumOfLegs),
        difference: toMinorTotal(d.storedBalance - d.sumOfLegs),
      })),
      violations: figures.violations.map(toViolation),
      journalCount: figures.counts.journalCount,
      legCount: figures.counts.legCount,
    };
    await audit.append(db, actor, 'reconciliation.run', null, {
      balanced: report.balanced,
      differences: report.differences.length,
      violations: report.violations.length,
      journalCount: report.journalCount,
    });
    return report;
  };

  return { run };
};

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
