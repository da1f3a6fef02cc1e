import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone?: AlertTone;
  title?: ReactNode;
  /** A button or link that resolves the situation (retry, reload). */
  action?: ReactNode;
};

const tones: Record<AlertTone, string> = {
  info: 'border-info/40 bg-info/10',
  success: 'border-success/40 bg-success/10',
  warning: 'border-warning/50 bg-warning/10',
  danger: 'border-danger/40 bg-danger/10',
};

const marks: Record<AlertTone, string> = {
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

/** A message box. Danger interrupts screen readers (role alert); the others are polite (status). */
export const Alert = ({ tone = 'info', title, action, className, children, ...rest }: AlertProps) => (
  <div
    role={tone === 'danger' ? 'alert' : 'status'}
    {...rest}
    className={cx('flex flex-wrap items-start gap-3 rounded-md border p-3 text-sm text-fg', tones[tone], className)}
  >
    <span aria-hidden="true" className={cx('mt-1 size-2.5 shrink-0 rounded-full', marks[tone])} />
    <div className="min-w-0 flex-1">
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-0.5' : undefined}>{children}</div> : null}
    </div>
    {action ? <div className="shrink-0">{action}</div> : null}
  </div>
);
