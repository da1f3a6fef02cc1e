import { Alert } from '@gp/ui';

/** The quiet confirmation under a form that went through. */
export const DoneNote = ({ text, testId }: { text: string | null; testId: string }) =>
  text ? (
    <Alert tone="success" data-testid={testId}>
      {text}
    </Alert>
  ) : null;
