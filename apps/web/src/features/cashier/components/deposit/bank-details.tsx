import { useTranslation } from 'react-i18next';
import type { ReceivingBank } from '@gp/contracts';
import { CopyButton } from './copy-button';

/** The account a manual transfer goes to, each value with a copy button. */
export const BankDetails = ({ bank }: { bank: ReceivingBank }) => {
  const { t } = useTranslation();
  const rows = [
    { key: 'bankName', label: t('cashier:deposit.bankName'), value: bank.bankName },
    { key: 'accountName', label: t('cashier:deposit.accountName'), value: bank.accountName },
    { key: 'accountNumber', label: t('cashier:deposit.accountNumber'), value: bank.accountNumber },
  ];
  return (
    <section aria-labelledby="deposit-bank-title" className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3" data-testid="deposit-bank">
      <h3 id="deposit-bank-title" className="text-sm font-semibold">
        {t('cashier:deposit.receivingBank')}
      </h3>
      <dl className="flex flex-col gap-2">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col">
            <dt className="text-xs text-fg-muted">{row.label}</dt>
            <dd className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-all font-medium" data-testid={`deposit-bank-${row.key}`}>
                {row.value}
              </span>
              <CopyButton value={row.value} label={row.label} testId={`deposit-copy-${row.key}`} />
            </dd>
          </div>
        ))}
      </dl>
      {bank.instructions ? <p className="text-sm text-fg-muted">{bank.instructions}</p> : null}
    </section>
  );
};
