import { cx } from '@gp/ui';

export type StatusTone = 'neutral' | 'waiting' | 'good' | 'bad';

const tones: Record<StatusTone, string> = {
  neutral: 'border-border text-fg-muted',
  waiting: 'border-warning/60 bg-warning/10 text-fg',
  good: 'border-success/50 bg-success/10 text-fg',
  bad: 'border-danger/50 bg-danger/10 text-fg',
};

/** A status in words (never colour alone), tinted by how it stands. */
export const StatusBadge = ({ tone, label, testId }: { tone: StatusTone; label: string; testId?: string }) => (
  <span className={cx('inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium', tones[tone])} data-testid={testId}>
    {label}
  </span>
);
