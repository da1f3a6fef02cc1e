import { cx } from '@gp/ui';
import type { ComponentProps } from 'react';

export type CashierTableProps = ComponentProps<'table'> & {
  caption: string;
  /** The last column holds the row's actions: it stays in view while the rest scrolls sideways. */
  stickyActions?: boolean;
};

/**
 * Pins the last column to the box's inline end, on an opaque background with a rule before it, so
 * a row's buttons are never scrolled out of reach on a narrow screen or a wide row.
 */
export const stickyActionsClass = cx(
  '[&_tr>*:last-child]:sticky [&_tr>*:last-child]:end-0 [&_tr>*:last-child]:z-10',
  '[&_tr>*:last-child]:shadow-[inset_1px_0_0_var(--color-border)] rtl:[&_tr>*:last-child]:shadow-[inset_-1px_0_0_var(--color-border)]',
  '[&_td:last-child]:bg-surface [&_th:last-child]:bg-muted',
);

/**
 * A data table whose sideways-scrolling box can take keyboard focus (arrow keys scroll it), for
 * tables that may hold no button or link of their own: figures only, or rows waiting on someone
 * else. The box is a named region, so focusing it tells a screen reader which table it is.
 */
export const CashierTable = ({ caption, className, stickyActions = false, children, ...rest }: CashierTableProps) => (
  // Focusable on purpose: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
  <div
    role="region"
    aria-label={caption}
    tabIndex={0}
    className="relative w-full overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
  >
    <table {...rest} className={cx('w-full border-collapse text-sm', stickyActions && stickyActionsClass, className)}>
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  </div>
);
