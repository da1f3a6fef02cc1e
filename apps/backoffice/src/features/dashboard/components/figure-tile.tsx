import type { BoDashboardTally, MinorTotal } from '@gp/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/ui/money';
import { dashboardTestIds } from '../dashboard-test-ids';

type TileProps = { name: string; label: string; children: ReactNode };

/** One figure with its label; `name` is the test hook, the same as the API field it shows. */
export const FigureTile = ({ name, label, children }: TileProps) => (
  <div className="min-w-0 rounded-md border border-border bg-surface p-4" data-testid={dashboardTestIds.figure(name)}>
    <dt className="text-sm text-fg-muted">{label}</dt>
    <dd className="mt-1 flex flex-col gap-1 text-xl font-semibold text-fg">{children}</dd>
  </div>
);

/** Orders and their sum: one line per currency. */
export const TallyLines = ({ tallies }: { tallies: readonly BoDashboardTally[] }) => {
  const { t } = useTranslation();
  return tallies.map((tally) => (
    <span key={tally.currency} className="flex flex-wrap items-baseline gap-x-2" data-currency={tally.currency}>
      <Money minor={tally.amount} currency={tally.currency} />
      <span className="text-sm font-normal text-fg-muted" data-testid="dashboard-count" data-count={tally.count}>
        {t('dashboard.orders', { count: tally.count })}
      </span>
    </span>
  ));
};

/** Amounts per currency, signed (a negative GGR shows red). */
export const AmountLines = ({ amounts }: { amounts: readonly { currency: string; ggr: MinorTotal }[] }) =>
  amounts.map((a) => (
    <span key={a.currency} data-currency={a.currency}>
      <Money minor={a.ggr} currency={a.currency} signed />
    </span>
  ));
