import type { BoPromotionClaimBulkResult } from '@gp/contracts';
import { Button, Field, Input } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoneyInput } from '../../../../shared/format/money';
import { promotionClaimsTestIds as ids } from '../../promotion-claims-test-ids';

type Props = {
  selected: number;
  busy: boolean;
  onApprove: (amount: number | undefined) => void;
  onReject: () => void;
  onClear: () => void;
  result: BoPromotionClaimBulkResult | null;
};

/** Actions on the selected claims: approve (applications get the amount entered) or reject with one reason. */
export const BulkBar = ({ selected, busy, onApprove, onReject, onClear, result }: Props) => {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const approve = () => {
    if (amount.trim() === '') {
      setError(undefined);
      return onApprove(undefined);
    }
    const minor = parseMoneyInput(amount);
    if (!Number.isFinite(minor) || minor <= 0) return setError(t('promotionClaims.amountInvalid'));
    setError(undefined);
    onApprove(minor);
  };
  const failed = result?.list.filter((o) => !o.ok) ?? [];
  return (
    <div className="flex flex-col gap-3 rounded-md border border-border p-3">
      <p className="text-sm" aria-live="polite">
        {t('promotionClaims.selected', { n: selected })}
      </p>
      {selected > 0 ? (
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('promotionClaims.bulkAmount')} hint={t('promotionClaims.bulkAmountHint')} error={error}>
            <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" dir="ltr" autoComplete="off" />
          </Field>
          <Button onClick={approve} loading={busy} data-testid={ids.bulkApprove}>
            {t('promotionClaims.bulkApprove', { n: selected })}
          </Button>
          <Button variant="danger" onClick={onReject} disabled={busy} data-testid={ids.bulkReject}>
            {t('promotionClaims.bulkReject', { n: selected })}
          </Button>
          <Button variant="ghost" onClick={onClear} disabled={busy}>
            {t('promotionClaims.clearSelection')}
          </Button>
        </div>
      ) : null}
      {result ? (
        <div data-testid={ids.bulkResult} className="text-sm">
          <p>{t('promotionClaims.bulkDone', { ok: result.list.length - failed.length, failed: failed.length })}</p>
          {failed.length > 0 ? (
            <ul className="ms-5 list-disc">
              {failed.map((o) => (
                <li key={o.id}>
                  {t('promotionClaims.bulkFailedOne', { id: o.id })} {o.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
