import type { ReactNode } from 'react';

export const PageTitle = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <h1 className="mb-4 text-2xl font-bold" data-testid={testId}>
    {children}
  </h1>
);
