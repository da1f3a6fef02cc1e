import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, cx } from '@gp/ui';

export type SecuritySectionProps = {
  title: string;
  /** What is set up now (a masked address, "on"), or null when nothing is. */
  status: string | null;
  testId: string;
  children: ReactNode;
};

/** One block of the security centre: its title, a set / not set badge, and its form. */
export const SecuritySection = ({ title, status, testId, children }: SecuritySectionProps) => {
  const { t } = useTranslation();
  return (
    <div data-testid={testId} className="min-w-0">
      <Card
        title={title}
        headingLevel={3}
        actions={
          <span
            className={cx('rounded-full px-2 py-0.5 text-xs font-medium', status ? 'bg-success/15 text-success' : 'bg-muted text-fg-muted')}
            data-testid={`${testId}-status`}
          >
            {status ?? t('site:security.notSet')}
          </span>
        }
      >
        {children}
      </Card>
    </div>
  );
};
