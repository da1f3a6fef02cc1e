import type { ReactNode } from 'react';
import { cx } from '@gp/ui';

/** One figure with its label (and an optional second line), for the summary rows of agent pages. */
export const StatCard = ({
  label,
  value,
  detail,
  tone,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'up' | 'down';
  testId: string;
}) => (
  <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface p-3 shadow-sm" data-testid={testId}>
    <span className="text-xs text-fg-muted">{label}</span>
    <span
      className={cx('truncate text-lg font-semibold tabular-nums', tone === 'up' && 'text-success', tone === 'down' && 'text-danger')}
      data-testid={`${testId}-value`}
    >
      {value}
    </span>
    {detail ? <span className="text-xs text-fg-muted">{detail}</span> : null}
  </div>
);
