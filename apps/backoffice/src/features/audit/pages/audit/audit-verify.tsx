import { Alert, Button } from '@gp/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { verifyAuditChain } from '../../api/audit-api';

/** Recomputes the hash chain on the server and says whether, and where, it is broken. */
export const AuditVerify = () => {
  const { t } = useTranslation();
  const verify = useMutation({ mutationFn: verifyAuditChain });
  const result = verify.data;

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" onClick={() => verify.mutate()} loading={verify.isPending} data-testid={testIds.audit.verify}>
          {t('audit.verify')}
        </Button>
      </div>
      {result ? (
        <Alert
          tone={result.ok ? 'success' : 'danger'}
          data-testid={testIds.audit.verifyResult}
          data-ok={result.ok}
          data-first-broken-id={result.firstBrokenId ?? undefined}
          title={result.ok ? t('audit.verifyOk') : t('audit.verifyBroken', { id: result.firstBrokenId ?? '?' })}
        >
          {t('audit.verifyChecked', { count: result.checked })}
        </Alert>
      ) : null}
      {verify.isError ? <Alert tone="danger">{verify.error.message}</Alert> : null}
    </div>
  );
};
