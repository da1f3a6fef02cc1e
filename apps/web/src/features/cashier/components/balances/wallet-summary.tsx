import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@gp/ui';
import { useMoneyText } from '../deposit/money-text';
import { consolidatedFundsQuery } from '../../api/wallet-api';

/** Where the member's money is: main wallet, pending withdrawals, game wallets and the total. */
export const WalletSummary = ({ token }: { token: string | null }) => {
  const { t } = useTranslation();
  const funds = useQuery(consolidatedFundsQuery(token));
  const money = useMoneyText(funds.data?.currency ?? 'INR', funds.data?.currencySymbol ?? '');
  if (!funds.data) return null;
  const inGames = funds.data.vendorWallets.reduce((sum, w) => sum + w.balance, 0);
  const rows = [
    { key: 'main', label: t('cashier:balance.mainWallet'), value: funds.data.mainBalance },
    { key: 'hold', label: t('cashier:balance.withdrawalHold'), value: funds.data.withdrawalHold },
    { key: 'games', label: t('cashier:balance.gameWallets'), value: inGames },
  ];
  return (
    <Card title={t('cashier:balance.title')} headingLevel={3}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-4" data-testid="wallet-summary">
        {rows.map((row) => (
          <div key={row.key} className="rounded-md bg-muted px-3 py-2">
            <dt className="text-xs text-fg-muted">{row.label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`wallet-summary-${row.key}`}>
              {money(row.value)}
            </dd>
          </div>
        ))}
        <div className="rounded-md border border-primary/40 px-3 py-2">
          <dt className="text-xs text-fg-muted">{t('cashier:balance.total')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="wallet-summary-total">
            {money(funds.data.total)}
          </dd>
        </div>
      </dl>
    </Card>
  );
};
