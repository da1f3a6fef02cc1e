import type { BoAgentSettlement } from '@gp/contracts';
import { TableCell, TableRow } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { AccountCell, AmountCell } from '../../../../shared/ui/queue-cells';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { settlementStatusTone } from '../../agents-labels';
import { agentsTestIds } from '../../agents-test-ids';

const ids = agentsTestIds.settlements;

/** The figures a settlement was computed from, as stored: one "name value" per line. */
const Inputs = ({ inputs }: { inputs: Record<string, unknown> }) => {
  const { t } = useTranslation();
  return (
    <details>
      <summary className="cursor-pointer text-sm">{t('agentsAdmin.settlements.showInputs')}</summary>
      <dl dir="ltr" className="grid grid-cols-[auto_1fr] gap-x-3 font-mono text-xs">
        {Object.entries(inputs).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-fg-muted">{name}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
};

export const settlementColumns = (t: (key: string) => string) => [
  t('agentsAdmin.col.period'),
  t('agentsAdmin.col.type'),
  t('agentsAdmin.col.payee'),
  t('agentsAdmin.col.payer'),
  t('agentsAdmin.col.status'),
  t('agentsAdmin.col.amount'),
  t('agentsAdmin.col.paid'),
  t('agentsAdmin.col.inputs'),
];

export const SettlementRow = ({ s, currency }: { s: BoAgentSettlement; currency: string }) => {
  const { t } = useTranslation();
  return (
    <TableRow data-testid={ids.settlementRow} data-settlement-id={s.id}>
      <TableCell>
        <span dir="ltr" className="font-mono text-xs">
          {s.periodKey}
        </span>
      </TableCell>
      <TableCell>{t(`agentsAdmin.type.${s.type}`)}</TableCell>
      <AccountCell account={s.payee.account} />
      {s.payer ? <AccountCell account={s.payer.account} /> : <TableCell>{t('agentsAdmin.platform')}</TableCell>}
      <TableCell>
        <StatusBadge tone={settlementStatusTone[s.status]} label={t(`agentsAdmin.settlementStatus.${s.status}`)} />
        {s.lastError ? <p className="text-xs text-fg-muted">{s.lastError}</p> : null}
      </TableCell>
      <AmountCell minor={s.amount} currency={currency} />
      <AmountCell minor={s.paidAmount} currency={currency} />
      <TableCell>
        <Inputs inputs={s.inputs} />
      </TableCell>
    </TableRow>
  );
};

export const SettlementsTable = ({ settlements, caption, currency }: { settlements: BoAgentSettlement[]; caption: string; currency: string }) => {
  const { t } = useTranslation();
  return (
    <HeadedTable caption={caption} testId={ids.settlementsTable} columns={settlementColumns(t)}>
      {settlements.map((s) => (
        <SettlementRow key={s.id} s={s} currency={currency} />
      ))}
    </HeadedTable>
  );
};
