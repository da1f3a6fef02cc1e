import type { BoCurrencyLimits } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Spinner } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { canReadSettings, canWriteSettings } from '../../../../app/session/permissions';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { formatMoney } from '../../../../shared/format/money';
import { applyServerIssues } from '../../../../shared/forms/apply-server-issues';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { zodIssueMessage } from '../../../../shared/forms/zod-issue-message';
import { isApiError } from '../../../../shared/http/api-error';
import { testIds } from '../../../../shared/test-ids';
import { Money } from '../../../../shared/ui/money';
import { fetchCurrencyLimits, saveCurrencyLimit } from '../../api/cashier-api';
import { cashierKeys } from '../../queries/keys';
import { currencyLimitFormSchema, toCurrencyLimitRequest, type CurrencyLimitFormOutput, type CurrencyLimitFormValues } from './currency-limit-form-schema';

const ids = testIds.currencyLimits;

/** Sets the merchant currency's maximum; the ledger refuses it while a wallet holds more (CONFLICT, shown as is). */
const LimitForm = ({ limits, onStart, onSaved }: { limits: BoCurrencyLimits; onStart: () => void; onSaved: (next: BoCurrencyLimits) => void }) => {
  const { t, i18n } = useTranslation();
  const form = useForm<CurrencyLimitFormValues, unknown, CurrencyLimitFormOutput>({
    resolver: zodResolver(currencyLimitFormSchema, { error: zodIssueMessage(t) }),
    defaultValues: { amount: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, getValues, reset } = form;
  const err = useErrorText(formState.errors);
  const { currency } = limits.merchant;

  const submit = handleSubmit(async (values) => {
    onStart();
    try {
      onSaved(await saveCurrencyLimit(toCurrencyLimitRequest(currency, values)));
      reset({ amount: '' });
    } catch (error) {
      if (isApiError(error) && applyServerIssues(error.issues, getValues(), setError) > 0) return;
      setError('root', { type: 'server', message: error instanceof Error ? error.message : t('error.unexpected') });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <Field
        label={t('currencyLimits.newMax', { currency })}
        hint={t('currencyLimits.newMaxHint', { ceiling: formatMoney(limits.hardMaxMinor, currency, i18n.language) })}
        required
        error={err('amount')}
      >
        <Input {...register('amount')} inputMode="decimal" dir="ltr" autoComplete="off" data-testid={ids.amount} />
      </Field>
      {formState.errors.root?.message ? <Alert tone="danger">{formState.errors.root.message}</Alert> : null}
      <div>
        <Button type="submit" loading={formState.isSubmitting} data-testid={ids.save}>
          {t('currencyLimits.save')}
        </Button>
      </div>
    </form>
  );
};

/**
 * The largest amount and running balance the ledger accepts per currency: the merchant currency's
 * maximum in force (its own or the default), the other currencies with one of their own, and, for
 * those who may change the cashier settings, a form to set the merchant currency's.
 */
export const CurrencyLimitsCard = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const canRead = canReadSettings(roles, 'cashier');
  const canWrite = canWriteSettings(roles, 'cashier');
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const query = useQuery({ queryKey: cashierKeys.currencyLimits, queryFn: ({ signal }) => fetchCurrencyLimits(signal), enabled: canRead });
  if (!canRead) return null;

  const onSaved = (next: BoCurrencyLimits) => {
    client.setQueryData(cashierKeys.currencyLimits, next);
    setSaved(true);
  };
  const limits = query.data;
  const others = limits?.limits.filter((l) => l.currency !== limits.merchant.currency) ?? [];

  return (
    <Card title={t('currencyLimits.title')} description={t('currencyLimits.description')}>
      <div className="flex flex-col gap-4" data-testid={ids.card}>
        {query.isError ? <Alert tone="danger">{query.error.message}</Alert> : null}
        {!limits ? (
          query.isError ? null : (
            <Spinner label={t('common.loading')} />
          )
        ) : (
          <>
            <p data-testid={ids.current} data-minor={limits.merchant.maxMinor} data-default={limits.merchant.isDefault}>
              {t('currencyLimits.current', { currency: limits.merchant.currency })}{' '}
              <Money minor={limits.merchant.maxMinor} currency={limits.merchant.currency} className="font-semibold" />{' '}
              {limits.merchant.isDefault ? <span className="text-sm text-fg-muted">{t('currencyLimits.default')}</span> : null}
            </p>
            {others.length > 0 ? (
              <div>
                <h3 className="text-sm font-medium">{t('currencyLimits.others')}</h3>
                <ul className="mt-1 flex flex-col gap-1 text-sm">
                  {others.map((l) => (
                    <li key={l.currency} data-testid={ids.row} data-currency={l.currency}>
                      <span dir="ltr" className="font-mono">
                        {l.currency}
                      </span>{' '}
                      <Money minor={l.maxMinor} currency={l.currency} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {saved ? (
              <Alert tone="success" role="status" data-testid={ids.saved}>
                {t('currencyLimits.saved')}
              </Alert>
            ) : null}
            {canWrite ? <LimitForm limits={limits} onStart={() => setSaved(false)} onSaved={onSaved} /> : null}
          </>
        )}
      </div>
    </Card>
  );
};
