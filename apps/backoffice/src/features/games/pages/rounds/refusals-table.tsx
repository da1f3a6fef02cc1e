import type { BoWalletRefusal } from '@gp/contracts';
import { TableCell, TableRow } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { TimeCell } from '../../../../shared/ui/queue-cells';
import { gamesTestIds } from '../../games-test-ids';
import { Code } from './round-cells';

const ids = gamesTestIds.rounds;

/** Refusals given to a txId: every replay of that request gets the same answer again. */
export const RefusalsTable = ({ refusals }: { refusals: readonly BoWalletRefusal[] }) => {
  const { t } = useTranslation();
  const columns = [
    t('cashier.col.time'),
    t('gamesAdmin.rounds.col.vendor'),
    t('gamesAdmin.rounds.col.action'),
    t('gamesAdmin.rounds.col.txId'),
    t('gamesAdmin.rounds.col.answer'),
    t('gamesAdmin.rounds.col.requestHash'),
  ];
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-semibold">{t('gamesAdmin.rounds.refusals')}</h2>
      <p className="text-sm text-fg-muted">{t('gamesAdmin.rounds.refusalsHint')}</p>
      <HeadedTable caption={t('gamesAdmin.rounds.refusals')} testId={ids.refusals} columns={columns}>
        {refusals.map((r) => (
          <TableRow key={`${r.vendorCode}:${r.txId}`} data-action={r.action}>
            <TimeCell at={r.createdAt} />
            <TableCell>
              <Code>{r.vendorCode}</Code>
            </TableCell>
            <TableCell>{t(`gamesAdmin.rounds.action.${r.action}`)}</TableCell>
            <TableCell>
              <Code wrap>{r.txId}</Code>
            </TableCell>
            <TableCell>
              <Code wrap>{JSON.stringify(r.response)}</Code>
            </TableCell>
            <TableCell>
              <Code title={r.requestHash}>{`${r.requestHash.slice(0, 12)}…`}</Code>
            </TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </section>
  );
};
