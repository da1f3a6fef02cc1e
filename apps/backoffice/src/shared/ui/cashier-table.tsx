import { cx } from '@gp/ui';
import type { ComponentProps } from 'react';

export type CashierTableProps = ComponentProps<'table'> & { caption: string };

/**
 * A data table whose sideways-scrolling box can take keyboard focus (arrow keys scroll it), for
 * tables that may hold no button or link of their own: figures only, or rows waiting on someone
 * else. The box is a named region, so focusing it tells a screen reader which table it is.
 */
export const CashierTable = ({ caption, className, children, ...rest }: CashierTableProps) => (
  // Focusable on purpose: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
  <div
    role="region"
    aria-label={caption}
    tabIndex={0}
    className="relative w-full overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
  >
    <table {...rest} className={cx('w-full border-collapse text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  </div>
);
