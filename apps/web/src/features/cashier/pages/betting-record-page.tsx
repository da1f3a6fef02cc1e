import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bettingRoundStatuses, gameCategories, type BettingRound, type BettingRoundStatus, type GameCategory } from '@gp/contracts';
import { Button, Field, Select, TableCell, TableRow } from '@gp/ui';
import { categoryLabel } from '../../games/components/nav-labels';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { useMoneyText } from '../components/deposit/money-text';
import { EmptyRecords } from '../components/records/empty-records';
import { Pager } from '../components/records/pager';
import { PeriodFilterFields } from '../components/records/period-filter';
import { formatRecordTime } from '../components/records/record-time';
import { RecordList } from '../components/records/record-list';
import { RecordsFrame } from '../components/records/records-frame';
import { usePeriod } from '../components/records/use-period';
import { bettingRecordQuery } from '../api/betting-record-api';
import { ProfitText } from '../components/betting-record/profit-text';
import { RoundBetSummary } from '../components/betting-record/round-bet';
import { RoundDetailDialog } from '../components/betting-record/round-detail-dialog';
import { RoundStatus } from '../components/betting-record/round-status';
import { SportsBetSummary } from '../components/betting-record/sports-bet';

/**
 * personalHistoryCopy (betting record): the member's game rounds with time, game, vendor, bet, win,
 * profit and loss and status (a sports round also its bet type and legs with their results, open
 * bets included; a table, room or fight round its place, result and bets); filters by category,
 * status and period; a round opens its wallet calls and ledger movements in a dialog. A table from
 * small screens up, cards on phones.
 */
export const BettingRecordPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const { code } = useLanguage();
  const { period, pageNo, setPageNo, incomplete, choosePeriod } = usePeriod('past7');
  const [gameType, setGameType] = useState<GameCategory | ''>('');
  const [status, setStatus] = useState<BettingRoundStatus | ''>('');
  const [openRound, setOpenRound] = useState<string | null>(null);
  const record = useQuery({ ...bettingRecordQuery(token, code, { period, gameType, status, pageNo }), enabled: token !== null && !incomplete });
  const data = record.data;
  const money = useMoneyText(data?.currency ?? 'INR', data?.currencySymbol ?? '');
  const rows = data?.content ?? [];

  const detailsButton = (row: BettingRound) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => setOpenRound(row.id)}
      aria-label={t('cashier:betting.detailsOf', { game: row.gameName, time: formatRecordTime(row.openedAt, i18n.language) })}
      data-testid="betting-details"
    >
      {t('cashier:betting.details')}
    </Button>
  );

  return (
    <RecordsFrame
      testId="betting-record-page"
      filters={
        <>
          <PeriodFilterFields value={period} onChange={choosePeriod} testId="betting-period" />
          <Field label={t('cashier:betting.category')} className="sm:w-48">
            <Select
              value={gameType}
              placeholder={t('cashier:betting.allCategories')}
              options={gameCategories.map((type) => ({ value: type, label: categoryLabel(t, type) }))}
              onChange={(e) => {
                setGameType(e.target.value as GameCategory | '');
                setPageNo(1);
              }}
              data-testid="betting-category"
            />
          </Field>
          <Field label={t('cashier:betting.statusLabel')} className="sm:w-40">
            <Select
              value={status}
              placeholder={t('cashier:betting.allStatuses')}
              options={bettingRoundStatuses.map((s) => ({ value: s, label: t(`cashier:betting.status.${s}`) }))}
              onChange={(e) => {
                setStatus(e.target.value as BettingRoundStatus | '');
                setPageNo(1);
              }}
              data-testid="betting-status"
            />
          </Field>
        </>
      }
      error={record.error}
      loading={record.isPending && !incomplete}
    >
      {data && data.total > 0 ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="betting-totals" aria-label={t('cashier:betting.totals')}>
          {(['bet', 'win', 'refund'] as const).map((key) => (
            <div key={key} className="rounded-md bg-muted px-3 py-2">
              <dt className="text-xs text-fg-muted">{t(`cashier:betting.total.${key}`)}</dt>
              <dd className="font-semibold tabular-nums">{money(data.totals[key])}</dd>
            </div>
          ))}
          <div className="rounded-md border border-primary/40 px-3 py-2">
            <dt className="text-xs text-fg-muted">{t('cashier:betting.total.profit')}</dt>
            <dd>
              <ProfitText profit={data.totals.profit} money={money} testId="betting-total-profit" />
            </dd>
          </div>
        </dl>
      ) : null}
      {data && rows.length === 0 ? <EmptyRecords text={t('cashier:betting.empty')} testId="betting-empty" /> : null}
      {rows.length > 0 ? (
        <RecordList
          rows={rows}
          caption={t('cashier:betting.title')}
          testIds={{ table: 'betting-table', cards: 'betting-cards' }}
          busy={record.isFetching}
          columns={[
            { title: t('cashier:betting.time') },
            { title: t('cashier:betting.game') },
            { title: t('cashier:betting.bet'), end: true },
            { title: t('cashier:betting.win'), end: true },
            { title: t('cashier:betting.profit'), end: true },
            { title: t('cashier:betting.statusLabel') },
            { title: t('cashier:betting.details') },
          ]}
          row={(row) => (
            <TableRow key={row.id} data-testid="betting-row" data-round={row.roundId}>
              <TableCell className="whitespace-nowrap">{formatRecordTime(row.openedAt, i18n.language)}</TableCell>
              <TableCell>
                <span className="block font-medium">{row.gameName}</span>
                <span className="block text-xs text-fg-muted">{row.vendorName}</span>
                {row.sports ? <SportsBetSummary bet={row.sports} /> : null}
                {row.roundBet ? <RoundBetSummary bet={row.roundBet} /> : null}
              </TableCell>
              <TableCell className="whitespace-nowrap text-end tabular-nums">{money(row.bet)}</TableCell>
              <TableCell className="whitespace-nowrap text-end tabular-nums">{money(row.win)}</TableCell>
              <TableCell className="text-end">
                <ProfitText profit={row.profit} money={money} />
              </TableCell>
              <TableCell>
                <RoundStatus status={row.status} />
              </TableCell>
              <TableCell>{detailsButton(row)}</TableCell>
            </TableRow>
          )}
          card={(row) => (
            <li key={row.id} className="rounded-md border border-border p-3" data-testid="betting-card" data-round={row.roundId}>
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0">
                  <span className="block font-medium">{row.gameName}</span>
                  <span className="block text-xs text-fg-muted">{row.vendorName}</span>
                </span>
                <ProfitText profit={row.profit} money={money} />
              </div>
              {row.sports ? <SportsBetSummary bet={row.sports} /> : null}
              {row.roundBet ? <RoundBetSummary bet={row.roundBet} /> : null}
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
                <dt>{t('cashier:betting.time')}</dt>
                <dd>{formatRecordTime(row.openedAt, i18n.language)}</dd>
                <dt>{t('cashier:betting.bet')}</dt>
                <dd className="tabular-nums">{money(row.bet)}</dd>
                <dt>{t('cashier:betting.win')}</dt>
                <dd className="tabular-nums">{money(row.win)}</dd>
              </dl>
              <div className="mt-2 flex items-center justify-between gap-2">
                <RoundStatus status={row.status} />
                {detailsButton(row)}
              </div>
            </li>
          )}
        />
      ) : null}
      {data ? <Pager pageNum={data.pageNum} totalPages={data.totalPages} onPage={setPageNo} testId="betting-pager" /> : null}
      <RoundDetailDialog
        roundId={openRound}
        currency={{ code: data?.currency ?? 'INR', symbol: data?.currencySymbol ?? '' }}
        onClose={() => setOpenRound(null)}
      />
    </RecordsFrame>
  );
};
