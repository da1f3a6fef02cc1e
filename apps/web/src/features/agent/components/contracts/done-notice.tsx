import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@gp/ui';
import { contractTestIds as ids } from './contract-test-ids';

/** The outcome of the last action (accepted, offer sent ...), until dismissed. */
export const DoneNotice = ({ message, onDismiss }: { message: string | null; onDismiss: () => void }) => {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert
      tone="success"
      data-testid={ids.actionDone}
      action={
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('agentContracts:dismiss')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
};
