import { useTranslation } from 'react-i18next';
import type { LanguageCode, WheelSpinHistory, WheelTableView } from '@gp/contracts';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { OddsTable } from './odds-table';
import { pickText } from './pick-text';

/** The rolls prize `index` of a table covers: from the sum of the weights before it, up to (not including) that plus its own. */
export const rangeOf = (table: WheelTableView, index: number): { from: number; to: number } => {
  const from = table.prizes.slice(0, index).reduce((sum, p) => sum + p.weight, 0);
  return { from, to: from + (table.prizes[index]?.weight ?? 0) };
};

/**
 * The member's spins, newest first: each with its roll out of the total weight, the range of rolls
 * its prize covers, and the prize table version it was drawn from (opened below), so the result can
 * be checked against that table.
 */
export const SpinHistory = ({ history, language }: { history: WheelSpinHistory; language: LanguageCode }) => {
  const { t, i18n } = useTranslation();
  if (history.list.length === 0) return <p className="text-sm text-fg-muted">{t('site:wheelNoSpins')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="wheel-history">
      {history.list.map((spin) => {
        const table = history.tables.find((x) => x.version === spin.tableVersion);
        const range = table ? rangeOf(table, spin.prizeIndex) : null;
        return (
          <li key={spin.id} className="rounded-md border border-border bg-surface p-3 text-sm" data-testid="wheel-history-item">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{pickText(spin.labels, language)}</span>
              <span className="text-xs text-fg-muted">{formatRecordTime(spin.createdAt, i18n.language)}</span>
            </div>
            <p className="mt-1 text-xs text-fg-muted tabular-nums" data-testid="wheel-history-roll">
              {t('site:wheelRollOf', { roll: spin.roll, total: spin.totalWeight, version: spin.tableVersion })}
              {range ? ` · ${t('site:wheelRange', { from: range.from, to: range.to - 1 })}` : ''}
              {spin.payout === 'pending' || spin.payout === 'refused' ? ` · ${t(`site:wheelPayout.${spin.payout}`)}` : ''}
            </p>
            {table ? (
              <details className="mt-1">
                <summary className="cursor-pointer text-xs text-fg-muted">{t('site:wheelShowTable', { version: table.version })}</summary>
                <div className="mt-2">
                  <OddsTable table={table} language={language} />
                </div>
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
};
