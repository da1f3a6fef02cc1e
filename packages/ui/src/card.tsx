import type { ReactNode } from 'react';
import { cx } from './cx';

export type CardProps = {
  title?: ReactNode;
  description?: ReactNode;
  /** Controls shown beside the title (a button, a badge). */
  actions?: ReactNode;
  /** Heading level of the title, so the page outline stays correct. */
  headingLevel?: 2 | 3;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
};

export const Card = ({ title, description, actions, headingLevel = 2, className, children, 'data-testid': testId }: CardProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cx('rounded-lg border border-border bg-surface p-4 text-fg shadow-sm sm:p-6', className)} data-testid={testId}>
      {title || actions ? (
        <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {title ? <Heading className="text-lg font-semibold">{title}</Heading> : null}
            {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
};
