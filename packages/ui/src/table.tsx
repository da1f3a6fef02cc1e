import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './cx';

export type TableProps = ComponentProps<'table'> & {
  /** Names the table for assistive tech; visually hidden. */
  caption?: ReactNode;
};

/**
 * A data table that scrolls sideways inside its own box on narrow screens instead of the page.
 * `relative` keeps absolutely positioned content (sr-only text) inside the scroller too.
 */
export const Table = ({ caption, className, children, ...rest }: TableProps) => {
  const captionId = useId();
  // The scroller takes keyboard focus, so a keyboard user can scroll a wide table sideways too.
  return (
    <div
      role={caption ? 'region' : undefined}
      aria-labelledby={caption ? captionId : undefined}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <table {...rest} className={cx('w-full border-collapse text-sm', className)}>
        {caption ? (
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
        ) : null}
        {children}
      </table>
    </div>
  );
};

export const TableHead = ({ className, ...rest }: ComponentProps<'thead'>) => <thead {...rest} className={cx('bg-muted text-fg-muted', className)} />;

export const TableBody = ({ className, ...rest }: ComponentProps<'tbody'>) => <tbody {...rest} className={cx('divide-y divide-border', className)} />;

export const TableRow = ({ className, ...rest }: ComponentProps<'tr'>) => <tr {...rest} className={cx('align-top', className)} />;

export const TableHeaderCell = ({ className, scope = 'col', ...rest }: ComponentProps<'th'>) => (
  <th {...rest} scope={scope} className={cx('whitespace-nowrap px-3 py-2 text-start font-medium', className)} />
);

export const TableCell = ({ className, ...rest }: ComponentProps<'td'>) => <td {...rest} className={cx('px-3 py-2 text-start', className)} />;
