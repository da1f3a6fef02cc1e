import type { BoMemberWallet, BoWalletAccount } from '@gp/contracts';
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { CashierTable } from '../../../../shared/ui/cashier-table';
import { Money } from '../../../../shared/ui/money';

const ids = testIds.memberWallet;

export const walletLabelKey = (account: Pick<BoWalletAccount, 'kind'>) => `memberWallet.wallet.${account.kind}`;

/** Every wallet the member has, with its balance, and their total. */
export const WalletBalances = ({ wallet }: { wallet: BoMemberWallet }) => {
  const { t } = useTranslation();
  return (
    <CashierTable caption={t('memberWallet.balances')} data-testid={ids.balances}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('memberWallet.col.wallet')}</TableHeaderCell>
          <TableHeaderCell>{t('memberWallet.col.balance')}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {wallet.accounts.length === 0 ? (
          <TableRow>
            <TableCell className="text-fg-muted">{t('memberWallet.noWallets')}</TableCell>
            <TableCell>
              <Money minor={0} currency={wallet.currency} />
            </TableCell>
          </TableRow>
        ) : null}
        {wallet.accounts.map((a) => (
          <TableRow key={a.accountId} data-testid={ids.balanceRow} data-kind={a.kind} data-vendor={a.vendorCode ?? ''}>
            <TableCell>
              {t(walletLabelKey(a))}
              {a.vendorCode ? (
                <span dir="ltr" className="ms-1 font-mono text-sm">
                  {a.vendorCode}
                </span>
              ) : null}
            </TableCell>
            <TableCell>
              <Money minor={a.balance} currency={a.currency} testId={ids.balance} />
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell className="font-semibold">{t('memberWallet.total')}</TableCell>
          <TableCell className="font-semibold">
            <Money minor={wallet.total} currency={wallet.currency} testId={ids.total} />
          </TableCell>
        </TableRow>
      </TableBody>
    </CashierTable>
  );
};
