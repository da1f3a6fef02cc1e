import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WinnerRecord } from '@gp/contracts';
import { Field, Select } from '@gp/ui';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { FallbackImage } from '../../../shared/fallback-image';
import { useLanguage } from '../../../shared/i18n/use-language';
import { usePermission } from '../../system/queries/use-permission';
import { Pager } from '../../cashier/components/records/pager';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { formatMinor } from '../../home/components/money';
import { winnersQuery, type WinnersBoard } from '../api/winners-api';

const Winner = ({ winner, symbol }: { winner: WinnerRecord; symbol: string }) => {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3" data-testid="winner-row" data-board={winner.board}>
      <FallbackImage src={winner.iconUrl} width={48} height={48} className="size-12 shrink-0 rounded-md bg-muted object-cover" alt="" />
      <dl className="grid min-w-0 flex-1 grid-cols-1 gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <dt className="sr-only">{t('site:winners.game')}</dt>
          <dd className="truncate font-medium">{winner.gameName}</dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">{t('site:winners.player')}</dt>
          <dd className="truncate text-fg-muted" data-testid="winner-name">
            {winner.customerName}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('site:winners.time')}</dt>
          <dd className="text-xs text-fg-muted">
            <time dateTime={winner.wonAt}>{formatRecordTime(winner.wonAt, i18n.language)}</time>
          </dd>
        </div>
      </dl>
      <div className="shrink-0 text-end">
        <span className="sr-only">{t('site:winners.amount')}</span>
        <span className="font-semibold tabular-nums text-success" data-testid="winner-amount">
          {formatMinor(winner.winAmount, i18n.language, symbol)}
        </span>
      </div>
    </li>
  );
};

/** /winners: the big wins of the last 30 days, newest first, names masked, a page at a time. */
export const WinnersPage = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const symbol = usePermission().data?.merchant.currencySymbol ?? '';
  const [board, setBoard] = useState<WinnersBoard>('ALL');
  const [pageNo, setPageNo] = useState(1);
  const winners = useQuery(winnersQuery(code, board, pageNo));
  const list = winners.data?.content ?? [];
  const options = [
    { value: 'ALL', label: t('site:winners.all') },
    { value: 'JACKPOT', label: t('site:jackpotWinners') },
    { value: 'BIGWIN', label: t('site:biggestWins') },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="winners-page">
      <div>
        <PageTitle>{t('site:winners.title')}</PageTitle>
        <p className="text-fg-muted">{t('site:winners.intro')}</p>
      </div>
      <div className="sm:max-w-xs">
        <Field label={t('site:board.choose')}>
          <Select
            value={board}
            options={options}
            onChange={(event) => {
              setBoard(event.target.value as WinnersBoard);
              setPageNo(1);
            }}
            data-testid="winners-board"
          />
        </Field>
      </div>
      {winners.isPending || winners.error || list.length === 0 ? (
        <QueryState
          isPending={winners.isPending}
          error={winners.error}
          isEmpty={list.length === 0}
          onRetry={() => void winners.refetch()}
          emptyText={t('site:winners.empty')}
        />
      ) : (
        <ol className="flex flex-col gap-2" data-testid="winners-list">
          {list.map((winner) => (
            <Winner key={winner.id} winner={winner} symbol={symbol} />
          ))}
        </ol>
      )}
      <Pager pageNum={pageNo} totalPages={winners.data?.totalPages ?? 1} onPage={setPageNo} testId="winners-pager" />
    </div>
  );
};
