import { cx } from './cx';

export type SpinnerProps = {
  /** Announced to screen readers; omit when a surrounding control already says what is happening. */
  label?: string;
  className?: string;
};

export const Spinner = ({ label, className }: SpinnerProps) => (
  <span role={label ? 'status' : undefined} className={cx('inline-flex items-center gap-2', className)}>
    <svg className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
    {label ? <span className="sr-only">{label}</span> : null}
  </span>
);
