import type { ReactNode } from 'react';
import { SiteHeader } from '../../../app/layout/site-header';

type StatusPageLayoutProps = {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  'data-testid': string;
};

/** Frame of the screens shown instead of the app: header controls stay so the visitor can switch language. */
export const StatusPageLayout = ({ title, icon, children, 'data-testid': testId }: StatusPageLayoutProps) => (
  <div className="flex min-h-dvh flex-col">
    <SiteHeader />
    <main className="flex flex-1 items-center justify-center px-4 py-10">
      <section
        className="flex w-full max-w-lg flex-col items-center gap-4 rounded-lg border border-border bg-surface p-6 text-center shadow-sm sm:p-8"
        aria-labelledby="status-title"
        data-testid={testId}
      >
        <div className="text-primary" aria-hidden="true">
          {icon}
        </div>
        <h1 id="status-title" className="text-2xl font-semibold">
          {title}
        </h1>
        {children}
      </section>
    </main>
  </div>
);
