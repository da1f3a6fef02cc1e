import { Card } from '@gp/ui';
import type { ReactNode } from 'react';
import { FeedbackAlert, type Feedback } from '../../../shared/ui/feedback';
import { NoAccess } from '../../../shared/ui/no-access';

export type QueueScreenProps = {
  header: ReactNode;
  allowed: boolean;
  /** The filter bar above the list. */
  filters: ReactNode;
  feedback: Feedback;
  /** The list (states, table, pager). */
  children: ReactNode;
  /** The open dialog, if any. */
  dialogs?: ReactNode;
};

/** A cashier queue screen: header, then filters, last action's result and the list in a card; no access without the cashier role. */
export const QueueScreen = ({ header, allowed, filters, feedback, children, dialogs }: QueueScreenProps) => {
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );
  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          {filters}
          <FeedbackAlert feedback={feedback} />
          {children}
        </div>
      </Card>
      {dialogs}
    </>
  );
};
