import { Alert } from '@gp/ui';
import { testIds } from '../test-ids';

export type Feedback = { tone: 'success' | 'danger'; message: string } | null;

/** The last action's result, announced to screen readers by the Alert. */
export const FeedbackAlert = ({ feedback }: { feedback: Feedback }) => {
  if (!feedback) return null;
  return (
    <Alert tone={feedback.tone} data-testid={feedback.tone === 'success' ? testIds.feedback.success : testIds.feedback.error}>
      {feedback.message}
    </Alert>
  );
};
