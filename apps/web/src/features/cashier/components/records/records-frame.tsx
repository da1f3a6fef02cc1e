import type { ReactNode } from 'react';
import { ErrorBanner } from '../../../../shared/form/error-banner';

export type RecordsFrameProps = {
  testId: string;
  /** The filter fields (period, type), in a row from small screens up. */
  filters: ReactNode;
  error: unknown;
  /** Shows a placeholder while the first answer is on its way. */
  loading: boolean;
  children: ReactNode;
};

/** The frame of a records page: filters, a failure banner, a loading placeholder, then the content. */
export const RecordsFrame = ({ testId, filters, error, loading, children }: RecordsFrameProps) => (
  <div className="flex flex-col gap-4" data-testid={testId}>
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{filters}</div>
    <ErrorBanner error={error} />
    {loading ? <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" /> : null}
    {children}
  </div>
);
