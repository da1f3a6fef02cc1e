import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsMallRedemptionResult } from '@gp/contracts';
import { Alert, Button, Dialog } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { TextField } from '../../../shared/form/text-field';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { PaymentPasswordEntry } from '../../cashier/components/payment-password-entry';
import { useRequestKey } from '../../cashier/components/balances/use-request-key';
import { invalidateMoney } from '../../cashier/queries/money-events';
import { convertPoint, convertTermsQuery } from '../api/points-mall-api';
import { pointsMallKeys } from '../queries/keys';
import { reasonText } from './reason-text';

/**
 * Points to cash at the configured ratio, in whole steps from the minimum, with the payment password
 * (sealed, E) and one request key kept while the same conversion is retried.
 */
export const ConvertDialog = ({ balance, money }: { balance: number; money: (minor: number) => string }) => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const terms = useQuery(convertTermsQuery(token));
  const key = useRequestKey();
  const [open, setOpen] = useState(false);
  const [pointsText, setPointsText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [result, setResult] = useState<PointsMallRedemptionResult | null>(null);
  const mutation = useMutation({
    mutationFn: convertPoint,
    onSuccess: async (answer) => {
      key.renew();
      setPaymentPassword('');
      setPointsText('');
      setResult(answer);
      await Promise.all([queryClient.invalidateQueries({ queryKey: pointsMallKeys.all }), invalidateMoney(queryClient)]);
    },
  });
  if (!terms.data?.available) return null;
  const { points: step, amount: stepAmount, minPoints } = terms.data;
  const points = /^\d{1,10}$/.test(pointsText) ? Number(pointsText) : 0;
  const valid = points >= minPoints && points % step === 0;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const edit = (apply: () => void) => {
    key.renew();
    setResult(null);
    mutation.reset();
    apply();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || paymentPassword === '' || mutation.isPending) return;
    mutation.mutate({ points, paymentPassword, idempotencyKey: key.current() });
  };
  const close = () => {
    setOpen(false);
    setResult(null);
    mutation.reset();
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="convert-open">
        {t('site:pointsMall.convertTitle')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('site:pointsMall.convertTitle')}
        description={t('site:pointsMall.convertTerms', { points: number(step), amount: money(stepAmount), min: number(minPoints) })}
      >
        {result ? (
          <div className="flex flex-col gap-3" data-testid="convert-result" data-status={result.redemption.status}>
            <Alert tone={result.redemption.status === 'rejected' ? 'warning' : 'success'}>
              {result.redemption.status === 'rejected'
                ? t('site:pointsMall.done.rejected', { reason: reasonText(result.redemption.reason, t) })
                : t('site:pointsMall.convertDone', { number: result.redemption.number, amount: money(result.redemption.amountNeeded) })}
            </Alert>
            <Button onClick={close} className="self-end">
              {t('site:pointsMall.close')}
            </Button>
          </div>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="convert-form">
            <p className="text-sm text-fg-muted">{t('site:pointsMall.myPointsValue', { points: number(balance) })}</p>
            <TextField
              label={t('site:pointsMall.convertPoints')}
              inputMode="numeric"
              value={pointsText}
              onChange={(e) => edit(() => setPointsText(e.target.value.trim()))}
              error={pointsText === '' || valid ? undefined : t('errors:POINTS_MALL_CONVERT_INVALID', { minPoints: number(minPoints), step: number(step) })}
              required
              data-testid="convert-points"
            />
            {valid ? (
              <p className="text-sm tabular-nums" data-testid="convert-amount">
                {t('site:pointsMall.convertYouGet', { amount: money((points / step) * stepAmount) })}
              </p>
            ) : null}
            {valid && points > balance ? <Alert tone="warning">{t('site:pointsMall.notEnough', { points: number(points - balance) })}</Alert> : null}
            <PaymentPasswordEntry
              label={t('site:pointsMall.paymentPassword')}
              value={paymentPassword}
              onChange={(v) => edit(() => setPaymentPassword(v))}
              testId="convert-payment-password"
            />
            <ErrorBanner error={mutation.error} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="secondary" onClick={close}>
                {t('site:pointsMall.cancel')}
              </Button>
              <Button type="submit" loading={mutation.isPending} disabled={!valid || paymentPassword === '' || points > balance} data-testid="convert-confirm">
                {t('site:pointsMall.convertSubmit')}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
};
