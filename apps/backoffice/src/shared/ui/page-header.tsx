import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

export type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** The screen's h1 (one per page) and the browser tab title. */
export const PageHeader = ({ title, description, actions }: PageHeaderProps) => {
  useDocumentTitle(title);
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-fg">{title}</h1>
        {description ? <p className="mt-1 max-w-prose text-fg-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
};
