import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsMallGoodsDetail, PointsMallRedemptionResult } from '@gp/contracts';
import { Alert, Button, Dialog } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { TextField } from '../../../shared/form/text-field';
import { PaymentPasswordEntry } from '../../cashier/components/payment-password-entry';
import { useRequestKey } from '../../cashier/components/balances/use-request-key';
import { invalidateMoney } from '../../cashier/queries/money-events';
import { redeemPointReward } from '../api/points-mall-api';
import { pointsMallKeys } from '../queries/keys';
import { reasonText } from './reason-text';

/**
 * Redeeming one goods item: quantity and the payment password, sent sealed (E) with one request key
 * kept while the same redemption is retried and renewed when it went through or the form changed.
 */
export const RedeemDialog = ({ goods, open, onOpenChange }: { goods: PointsMallGoodsDetail; open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = useRequestKey();
  const [quantityText, setQuantityText] = useState('1');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [result, setResult] = useState<PointsMallRedemptionResult | null>(null);
  const mutation = useMutation({
    mutationFn: redeemPointReward,
    onSuccess: async (answer) => {
      key.renew();
      setPaymentPassword('');
      setResult(answer);
      await Promise.all([queryClient.invalidateQueries({ queryKey: pointsMallKeys.all }), invalidateMoney(queryClient)]);
    },
  });
  const quantity = /^\d{1,3}$/.test(quantityText) ? Number(quantityText) : 0;
  const total = quantity * goods.pointsNeeded;
  const quantityOk = quantity >= 1 && quantity <= 100;
  const short = quantityOk ? total - goods.pointsBalance : 0;
  const edit = (apply: () => void) => {
    key.renew();
    setResult(null);
    mutation.reset();
    apply();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!quantityOk || paymentPassword === '' || mutation.isPending) return;
    mutation.mutate({ goodsId: goods.id, quantity, paymentPassword, idempotencyKey: key.current() });
  };
  const close = () => {
    onOpenChange(false);
    setResult(null);
    mutation.reset();
  };
  const number = (n: number) => n.toLocaleString(i18n.language);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('site:pointsMall.redeemTitle', { name: goods.name })}
      description={t('site:pointsMall.myPointsValue', { points: number(goods.pointsBalance) })}
    >
      {result ? (
        <div className="flex flex-col gap-3" data-testid="redeem-result" data-status={result.redemption.status}>
          <Alert tone={result.redemption.status === 'rejected' ? 'warning' : 'success'}>
            {t(`site:pointsMall.done.${result.redemption.status}`, { number: result.redemption.number, reason: reasonText(result.redemption.reason, t) })}
          </Alert>
          <Button onClick={close} className="self-end" data-testid="redeem-close">
            {t('site:pointsMall.close')}
          </Button>
        </div>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="redeem-form">
          <TextField
            label={t('site:pointsMall.quantity')}
            inputMode="numeric"
            value={quantityText}
            onChange={(e) => edit(() => setQuantityText(e.target.value.trim()))}
            error={quantityOk ? undefined : t('site:pointsMall.quantityInvalid')}
            required
            data-testid="redeem-quantity"
          />
          <p className="text-sm tabular-nums" data-testid="redeem-total">
            {t('site:pointsMall.total', { points: number(total) })}
          </p>
          {short > 0 ? (
            <Alert tone="warning" data-testid="redeem-short">
              {t('site:pointsMall.notEnough', { points: number(short) })}
            </Alert>
          ) : null}
          <PaymentPasswordEntry
            label={t('site:pointsMall.paymentPassword')}
            value={paymentPassword}
            onChange={(v) => edit(() => setPaymentPassword(v))}
            testId="redeem-payment-password"
          />
          <ErrorBanner error={mutation.error} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              {t('site:pointsMall.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} disabled={!quantityOk || paymentPassword === '' || short > 0} data-testid="redeem-confirm">
              {t('site:pointsMall.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
};
