import type { BoLedgerViolation, BoReconciliation } from '@gp/contracts';
import { toMinorTotal } from '../../../lib/minor-total';
import type { LedgerViolation } from './ledger.service';

export type KindTotalRow = {
  kind: string;
  currency: string;
  accountCount: number;
  running: boolean;
  storedBalance: bigint | null;
  sumOfLegs: bigint;
  difference: bigint;
};

type CurrencyFigures = BoReconciliation['currencies'][number];

/**
 * Per currency: wallets' stored balances against their legs, the house side, and all legs
 * together, which must be 0 when every journal balances. Sums in bigint, reported exactly (toMinorTotal).
 */
export const currencyFigures = (kinds: readonly KindTotalRow[]): CurrencyFigures[] => {
  const byCurrency = new Map<string, { walletBalances: bigint; walletLegs: bigint; houseLegs: bigint }>();
  for (const row of kinds) {
    const acc = byCurrency.get(row.currency) ?? { walletBalances: 0n, walletLegs: 0n, houseLegs: 0n };
    if (row.running) {
      acc.walletBalances += row.storedBalance ?? 0n;
      acc.walletLegs += row.sumOfLegs;
    } else {
      acc.houseLegs += row.sumOfLegs;
    }
    byCurrency.set(row.currency, acc);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, f]) => {
      const allLegs = f.walletLegs + f.houseLegs;
      return {
        currency,
        walletBalances: toMinorTotal(f.walletBalances),
        walletLegs: toMinorTotal(f.walletLegs),
        houseLegs: toMinorTotal(f.houseLegs),
        allLegs: toMinorTotal(allLegs),
        balanced: allLegs === 0n && f.walletBalances === f.walletLegs,
      };
    });
};

const num = (v: bigint | null) => (v === null ? null : toMinorTotal(v));

/** A ledger invariant breach as the report shows it: which row, and the figures that disagree. */
export const toViolation = (v: LedgerViolation): BoLedgerViolation => {
  switch (v.rule) {
    case 'JOURNAL_UNBALANCED':
      return { rule: v.rule, journalId: Number(v.journalId), accountId: null, legId: null, figures: { legCount: v.legCount, sum: toMinorTotal(v.sum) } };
    case 'JOURNAL_MIXED_CURRENCY':
      return { rule: v.rule, journalId: Number(v.journalId), accountId: null, legId: null, figures: { currencies: v.currencies.join(',') } };
    case 'BALANCE_MISMATCH':
      return {
        rule: v.rule,
        journalId: null,
        accountId: Number(v.accountId),
        legId: null,
        figures: { balance: toMinorTotal(v.balance), sumOfLegs: toMinorTotal(v.sumOfLegs) },
      };
    case 'NEGATIVE_BALANCE':
      return { rule: v.rule, journalId: null, accountId: Number(v.accountId), legId: null, figures: { balance: toMinorTotal(v.balance) } };
    case 'BALANCE_AFTER_MISMATCH':
      return {
        rule: v.rule,
        journalId: null,
        accountId: Number(v.accountId),
        legId: Number(v.legId),
        figures: { balanceAfter: num(v.balanceAfter), expected: num(v.expected) },
      };
  }
};
