import { useTranslation } from 'react-i18next';
import type { WheelSpinHistory } from '@gp/contracts';
import type { LanguageCode } from '@gp/contracts';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { pickText } from './pick-text';

/**
 * The member's spins, newest first: each with its roll out of the total weight and the prize table
 * version it was drawn from, so the result can be checked against that table's ranges.
 */
export const SpinHistory = ({ history, language }: { history: WheelSpinHistory; language: LanguageCode }) => {
  const { t, i18n } = useTranslation();
  if (history.list.length === 0) return <p className="text-sm text-fg-muted">{t('site:wheelNoSpins')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="wheel-history">
      {history.list.map((spin) => (
        <li key={spin.id} className="rounded-md border border-border bg-surface p-3 text-sm" data-testid="wheel-history-item">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{pickText(spin.labels, language)}</span>
            <span className="text-xs text-fg-muted">{formatRecordTime(spin.createdAt, i18n.language)}</span>
          </div>
          <p className="mt-1 text-xs text-fg-muted tabular-nums" data-testid="wheel-history-roll">
            {t('site:wheelRollOf', { roll: spin.roll, total: spin.totalWeight, version: spin.tableVersion })}
            {spin.payout === 'pending' || spin.payout === 'refused' ? ` · ${t(`site:wheelPayout.${spin.payout}`)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
};
