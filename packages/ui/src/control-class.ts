import { cx } from './cx';

/** Shared look of text-like controls (input, textarea, select). */
export const controlClass = (invalid: boolean, className?: string) =>
  cx(
    'block w-full min-w-0 rounded-md border bg-surface px-3 text-base text-fg placeholder:text-fg-muted',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
    invalid ? 'border-danger' : 'border-border-strong',
    className,
  );
