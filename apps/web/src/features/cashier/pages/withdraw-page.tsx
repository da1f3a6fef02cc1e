import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { useMoneyText } from '../components/deposit/money-text';
import { BankAccountsSection } from '../components/withdraw/bank-accounts-section';
import { TurnoverBar } from '../components/withdraw/turnover-bar';
import { WithdrawAvailability } from '../components/withdraw/withdraw-availability';
import { bankAccountsQuery, turnoverQuery, withdrawOptionsQuery } from '../api/withdraw-api';
import { WithdrawForm } from '../components/withdraw/withdraw-form';
import { WithdrawalList } from '../components/withdraw/withdrawal-list';
import { BonusTurnoverNotice } from '../../promotions/components/bonus-turnover-notice';

/**
 * withdraw: the balance, turnover progress, bank accounts, the
 * request with the payment password, and the member's withdrawals with receipt confirmation.
 */
export const WithdrawPage = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const options = useQuery(withdrawOptionsQuery(token));
  const turnover = useQuery(turnoverQuery(token));
  const accounts = useQuery(bankAccountsQuery(token));
  const money = useMoneyText(options.data?.currency ?? 'INR', options.data?.currencySymbol ?? '');

  if (options.isPending || accounts.isPending) return <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />;
  if (!options.data || !accounts.data) return <ErrorBanner error={options.error ?? accounts.error} />;

  return (
    <div className="flex flex-col gap-6" data-testid="withdraw-page">
      <Card title={t('cashier:withdraw.title')} headingLevel={3}>
        <div className="flex flex-col gap-4">
          <WithdrawAvailability options={options.data} money={money} />
          {turnover.data ? <TurnoverBar progress={turnover.data} money={money} /> : <ErrorBanner error={turnover.error} />}
          <BonusTurnoverNotice money={money} />
          <WithdrawForm options={options.data} accounts={accounts.data.list} money={money} />
        </div>
      </Card>
      <Card title={t('cashier:withdraw.bankAccounts')} headingLevel={3}>
        <BankAccountsSection accounts={accounts.data} currency={options.data.currency} realName={options.data.realName} />
      </Card>
      <Card title={t('cashier:withdraw.history')} headingLevel={3}>
        <WithdrawalList token={token} money={money} />
      </Card>
    </div>
  );
};
