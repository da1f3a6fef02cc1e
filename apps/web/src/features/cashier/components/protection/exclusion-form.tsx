import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelfExclusionPeriodName, TimeOutPeriodName } from '@gp/contracts';
import { Alert, Button, Card, Dialog, Field, Select } from '@gp/ui';
import { signOut } from '../../../account/components/session/session-actions';
import { showToast } from '../../../account/components/session/toast-store';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { takeExclusion } from '../../api/protection-api';
import { useDateFormat } from './use-protection-format';

type Props = { kind: 'timeOut'; periods: readonly TimeOutPeriodName[] } | { kind: 'selfExclusion'; periods: readonly SelfExclusionPeriodName[] };

const hour = 3_600_000;
const approximateMs: Record<TimeOutPeriodName | SelfExclusionPeriodName, number> = {
  '24h': 24 * hour,
  '7d': 7 * 24 * hour,
  '30d': 30 * 24 * hour,
  '6m': 182 * 24 * hour,
  '1y': 365 * 24 * hour,
  '5y': 5 * 365 * 24 * hour,
};

/**
 * A time-out or self-exclusion: choose the period, then a confirmation step with the consequences
 * and the login password. Once the server has taken it, every session ends, this one too.
 */
export const ExclusionForm = (props: Props) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formatDate = useDateFormat();
  const [period, setPeriod] = useState<string>(props.periods[0] ?? '');
  // When the confirmation opened: the warning's "until about" counts from then.
  const [confirmingAt, setConfirmingAt] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const section = props.kind;
  const take = useMutation({
    mutationFn: () =>
      props.kind === 'timeOut'
        ? takeExclusion({ kind: 'timeOut', period: period as TimeOutPeriodName, password })
        : takeExclusion({ kind: 'selfExclusion', period: period as SelfExclusionPeriodName, password }),
    onSuccess: async (taken) => {
      setConfirmingAt(null);
      showToast(t(`cashier:protection.${section}.taken`, { until: formatDate(taken.endsAt) }), 'exclusion-taken');
      await signOut(queryClient);
      void navigate({ to: '/' });
    },
  });
  const close = () => {
    if (take.isPending) return;
    setConfirmingAt(null);
    setPassword('');
    take.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    take.mutate();
  };
  const periodLabel = t(`cashier:protection.period.${period}`);
  const until = confirmingAt === null ? '' : formatDate(new Date(confirmingAt + (approximateMs[period as keyof typeof approximateMs] ?? 0)).toISOString());
  const formId = `${section}-confirm-form`;
  return (
    <div data-testid={`${section}-section`}>
      <Card title={t(`cashier:protection.${section}.title`)} description={t(`cashier:protection.${section}.description`)} headingLevel={3}>
        <div className="flex flex-col gap-3">
          <Field label={t('cashier:protection.period.label')}>
            <Select
              value={period}
              onChange={(event) => setPeriod(event.target.value)}
              options={props.periods.map((p) => ({ value: p, label: t(`cashier:protection.period.${p}`) }))}
              data-testid={`${section}-period`}
            />
          </Field>
          <Button variant="danger" className="self-start" onClick={() => setConfirmingAt(Date.now())} disabled={!period} data-testid={`${section}-start`}>
            {t(`cashier:protection.${section}.start`)}
          </Button>
        </div>
      </Card>
      <Dialog
        open={confirmingAt !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t('cashier:protection.confirm.title')}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={take.isPending} data-testid={`${section}-cancel`}>
              {t('cashier:protection.confirm.cancel')}
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={take.isPending} disabled={!password} data-testid={`${section}-confirm`}>
              {t(`cashier:protection.${section}.confirm`)}
            </Button>
          </>
        }
      >
        <form id={formId} className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <Alert tone="warning" data-testid={`${section}-warning`}>
            {t(`cashier:protection.${section}.warning`, { period: periodLabel, until })}
          </Alert>
          <PasswordField
            label={t('cashier:protection.confirm.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            data-testid={`${section}-password`}
          />
          <ErrorBanner error={take.error} />
        </form>
      </Dialog>
    </div>
  );
};
