import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import type { LotteryBetView } from '@gp/contracts';
import { QueryState } from '../../../../shared/query-state';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { Pager } from '../../../cashier/components/records/pager';
import { lotteryMyBetsQuery } from '../../api/lottery-api';
import { formatMinor } from '../money';
import { formatDrawTime, gameName } from './names';

const selectionNumbers = (bet: LotteryBetView): string => {
  const s = bet.selection;
  if (Array.isArray(s.numbers)) return s.numbers.map(String).join(' ');
  for (const key of ['number', 'total', 'face']) if (typeof s[key] === 'string' || typeof s[key] === 'number') return String(s[key]);
  return '';
};

/** A bet's outcome in words: open, won (and whether the draw has paid it), lost or void. */
const Outcome = ({ bet, money }: { bet: LotteryBetView; money: (n: number) => string }) => {
  const { t } = useTranslation('lottery');
  const tone = bet.status === 'won' ? 'text-success' : bet.status === 'lost' ? 'text-fg-muted' : bet.status === 'void' ? 'text-warning' : 'text-info';
  return (
    <span className="flex flex-col items-end text-end">
      <span className={cx('font-semibold', tone)} data-testid="lottery-bet-status" data-status={bet.status}>
        {bet.status === 'won' ? t('status.wonAmount', { amount: money(bet.payout ?? 0) }) : t(`status.${bet.status}`)}
      </span>
      {bet.status === 'won' ? <span className="text-xs text-fg-muted">{bet.drawStatus === 'paid' ? t('paid') : t('notPaidYet')}</span> : null}
    </span>
  );
};

/** My lottery bets, newest first, ten a page; under the money records, so a slip refreshes them. */
export const MyLotteryBets = ({ gameCode = null }: { gameCode?: string | null }) => {
  const { t, i18n } = useTranslation('lottery');
  const token = useSessionToken();
  const [pageNum, setPageNum] = useState(1);
  const bets = useQuery(lotteryMyBetsQuery(token, gameCode, pageNum));
  const money = (n: number) => formatMinor(n, i18n.language);
  const rows = bets.data?.content ?? [];
  return (
    <section aria-labelledby="lottery-my-bets-title" id="my-bets" className="flex flex-col gap-2" data-testid="lottery-my-bets">
      <h2 id="lottery-my-bets-title" className="text-lg font-semibold">
        {t('myBets')}
      </h2>
      <QueryState
        isPending={bets.isPending && token !== null}
        error={bets.error}
        isEmpty={bets.data !== undefined && rows.length === 0}
        emptyText={t('noBets')}
        onRetry={() => void bets.refetch()}
      />
      {rows.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface" aria-busy={bets.isFetching || undefined}>
          {rows.map((bet) => (
            <li key={bet.betId} className="flex items-start justify-between gap-3 p-3 text-sm" data-testid="lottery-bet-row">
              <span className="min-w-0">
                <span className="block font-medium">
                  {gameName(t, bet.gameCode)} · {t(`type.${bet.betType}`, { defaultValue: bet.betType })}{' '}
                  <span className="font-mono">{selectionNumbers(bet)}</span>
                </span>
                <span className="block text-xs text-fg-muted">
                  {bet.drawKey} · {formatDrawTime(bet.drawAt, i18n.language)}
                </span>
                <span className="block text-xs text-fg-muted">
                  {t('staked')}: <span className="tabular-nums">{money(bet.amount)}</span>
                </span>
              </span>
              <Outcome bet={bet} money={money} />
            </li>
          ))}
        </ul>
      ) : null}
      {bets.data ? <Pager pageNum={bets.data.pageNum} totalPages={bets.data.totalPages} onPage={setPageNum} testId="lottery-bets-pager" /> : null}
    </section>
  );
};
