import type { ReactNode } from 'react';
import { cx } from '@gp/ui';

export type Figure = { id: string; label: string; value: ReactNode; testId?: string; dataValue?: number; tone?: 'plain' | 'strong' };

/** A row of labelled totals (2 columns at 360 px, more when there is room). */
export const FigureList = ({ figures, label, testId }: { figures: readonly Figure[]; label: string; testId?: string }) => (
  <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-label={label} data-testid={testId}>
    {figures.map((f) => (
      <div key={f.id} className={cx('min-w-0 rounded-md px-3 py-2', f.tone === 'strong' ? 'border border-primary/40' : 'bg-muted')}>
        <dt className="text-xs text-fg-muted">{f.label}</dt>
        <dd className="truncate font-semibold tabular-nums" data-testid={f.testId} data-value={f.dataValue}>
          {f.value}
        </dd>
      </div>
    ))}
  </dl>
);

/** A players' result: positive (they won) in the success colour with a plus sign, negative in danger. */
export const SignedMoney = ({ minor, money }: { minor: number; money: (minor: number) => string }) => (
  <span className={cx('tabular-nums', minor > 0 ? 'text-success' : minor < 0 ? 'text-danger' : undefined)}>
    {minor > 0 ? `+${money(minor)}` : money(minor)}
  </span>
);
