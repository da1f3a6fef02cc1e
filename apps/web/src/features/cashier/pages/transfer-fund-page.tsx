import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletTransferRequest, WalletTransferResponse } from '@gp/contracts';
import { Alert, Button, Card, Field, Select } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { TextField } from '../../../shared/form/text-field';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { useMoneyText } from '../components/deposit/money-text';
import { parseAmount } from '../components/deposit/parse-amount';
import { invalidateMoney } from '../queries/money-events';
import { useRequestKey } from '../components/balances/use-request-key';
import { merchantWalletQuery, walletTransfer } from '../api/wallet-api';
import { WalletSummary } from '../components/balances/wallet-summary';

type Move = 'toVendor' | 'toMain';

/**
 * transferFund (wallet): the main wallet and one wallet per vendor in transfer
 * mode, with transfers in and out and "recall all"; a note when every game plays from the main wallet.
 */
export const TransferFundPage = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const wallet = useQuery(merchantWalletQuery(token));
  const money = useMoneyText(wallet.data?.currency ?? 'INR', wallet.data?.currencySymbol ?? '');
  const [vendorCode, setVendorCode] = useState('');
  const [amountText, setAmountText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const key = useRequestKey();
  // Recall all has its own key: it must never collide with a transfer the player is retrying.
  const recallKey = useRequestKey();

  const transfer = useMutation({
    mutationFn: (body: WalletTransferRequest) => walletTransfer(body),
    onSuccess: async (result: WalletTransferResponse, body) => {
      if (body.action === 'recallAll') recallKey.renew();
      else key.renew();
      setAmountText('');
      setDone(
        body.action === 'recallAll'
          ? result.moved > 0
            ? t('cashier:balance.recalled', { amount: money(result.moved) })
            : t('cashier:balance.nothingToRecall')
          : t('cashier:balance.moved', { amount: money(result.moved) }),
      );
      queryClient.setQueryData(merchantWalletQuery(token).queryKey, result.wallet);
      await invalidateMoney(queryClient);
    },
  });

  if (wallet.isPending) return <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />;
  if (!wallet.data) return <ErrorBanner error={wallet.error} />;

  const wallets = wallet.data.wallets;
  const chosen = vendorCode || wallets[0]?.vendorCode || '';
  const amount = parseAmount(amountText);
  const amountError = amountText !== '' && (amount === null || amount <= 0) ? t('cashier:balance.amountInvalid') : undefined;
  const edit = (apply: () => void) => {
    // Another action: another key (the previous one stays bound to what it asked for).
    key.renew();
    setDone(null);
    transfer.reset();
    apply();
  };
  const move = (action: Move) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!chosen || amount === null || amount <= 0) return;
    transfer.mutate({ action, vendorCode: chosen, amount, idempotencyKey: key.current() });
  };
  const anyInGames = wallets.some((w) => w.balance > 0);

  return (
    <div className="flex flex-col gap-6" data-testid="transfer-fund-page">
      <WalletSummary token={token} />
      <Card
        title={t('cashier:balance.mainWallet')}
        headingLevel={3}
        actions={
          wallets.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              loading={transfer.isPending && transfer.variables?.action === 'recallAll'}
              disabled={!anyInGames || transfer.isPending}
              onClick={() => transfer.mutate({ action: 'recallAll', idempotencyKey: recallKey.current() })}
              data-testid="recall-all"
            >
              {t('cashier:balance.recallAll')}
            </Button>
          ) : null
        }
      >
        <p className="text-2xl font-semibold tabular-nums" data-testid="main-wallet-balance">
          {money(wallet.data.mainBalance)}
        </p>
        {wallet.data.isSingle ? (
          <Alert tone="info" className="mt-3" data-testid="single-wallet-note">
            {t('cashier:balance.singleWallet')}
          </Alert>
        ) : null}
      </Card>

      {wallets.length > 0 ? (
        <Card title={t('cashier:balance.gameWallets')} headingLevel={3}>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="vendor-wallets">
            {wallets.map((w) => (
              <li
                key={w.vendorCode}
                className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2"
                data-testid={`vendor-wallet-${w.vendorCode}`}
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{w.displayName}</span>
                  {w.maintenance ? <span className="text-xs text-warning">{t('cashier:balance.maintenance')}</span> : null}
                </span>
                <span className="font-semibold tabular-nums" data-testid={`vendor-wallet-${w.vendorCode}-balance`}>
                  {money(w.balance)}
                </span>
              </li>
            ))}
          </ul>
          <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={move('toVendor')} noValidate data-testid="vendor-transfer-form">
            <Field label={t('cashier:balance.gameWallet')} className="sm:w-56">
              <Select
                value={chosen}
                onChange={(e) => edit(() => setVendorCode(e.target.value))}
                options={wallets.map((w) => ({ value: w.vendorCode, label: w.displayName }))}
                data-testid="vendor-transfer-vendor"
              />
            </Field>
            <TextField
              label={t('cashier:balance.amount', { symbol: wallet.data.currencySymbol })}
              inputMode="decimal"
              value={amountText}
              onChange={(e) => edit(() => setAmountText(e.target.value))}
              error={amountError}
              className="sm:w-48"
              data-testid="vendor-transfer-amount"
            />
            <div className="flex gap-2">
              <Button
                type="submit"
                loading={transfer.isPending && transfer.variables?.action === 'toVendor'}
                disabled={amount === null || amount <= 0 || transfer.isPending}
                data-testid="vendor-transfer-in"
              >
                {t('cashier:balance.toVendor')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                loading={transfer.isPending && transfer.variables?.action === 'toMain'}
                disabled={amount === null || amount <= 0 || transfer.isPending}
                onClick={() => move('toMain')()}
                data-testid="vendor-transfer-out"
              >
                {t('cashier:balance.toMain')}
              </Button>
            </div>
          </form>
        </Card>
      ) : null}
      <ErrorBanner error={transfer.error} />
      {done ? (
        <Alert tone="success" data-testid="vendor-transfer-done">
          {done}
        </Alert>
      ) : null}
    </div>
  );
};
