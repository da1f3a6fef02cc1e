import { Alert, Button, Card, Field, Input, Textarea } from '@gp/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantPoints } from '../points-mall-api';
import { pointsMallTestIds as ids } from '../points-mall-test-ids';

const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** Gives a member points (or takes some back) with a reason; one key per grant, so a retried press grants once. */
export const GrantPointsCard = () => {
  const { t, i18n } = useTranslation();
  const [account, setAccount] = useState('');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const key = useRef(newKey());
  const edit = (apply: () => void) => {
    key.current = newKey();
    grant.reset();
    apply();
  };
  const grant = useMutation({
    mutationFn: () => grantPoints({ account: account.trim(), points: Number(points.trim()), reason: reason.trim(), clientKey: key.current }),
    onSuccess: () => {
      key.current = newKey();
    },
  });
  return (
    <div data-testid={ids.grant}>
      <Card title={t('pointsMallAdmin.grant')} description={t('pointsMallAdmin.grantHint')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('pointsMallAdmin.memberAccount')}>
            <Input value={account} onChange={(e) => edit(() => setAccount(e.target.value))} />
          </Field>
          <Field label={t('pointsMallAdmin.grantPoints')}>
            <Input inputMode="numeric" value={points} onChange={(e) => edit(() => setPoints(e.target.value))} />
          </Field>
        </div>
        <Field label={t('pointsMallAdmin.reason')} className="mt-3">
          <Textarea value={reason} maxLength={200} onChange={(e) => edit(() => setReason(e.target.value))} />
        </Field>
        {grant.error ? (
          <Alert tone="danger" className="mt-3">
            {grant.error.message}
          </Alert>
        ) : null}
        {grant.data ? (
          <Alert tone="success" className="mt-3">
            {t('pointsMallAdmin.granted', { account: grant.data.account, balance: grant.data.balanceAfter.toLocaleString(i18n.language) })}
          </Alert>
        ) : null}
        <div className="mt-4">
          <Button onClick={() => grant.mutate()} loading={grant.isPending} disabled={!account.trim() || !points.trim() || !reason.trim()}>
            {t('pointsMallAdmin.grant')}
          </Button>
        </div>
      </Card>
    </div>
  );
};
