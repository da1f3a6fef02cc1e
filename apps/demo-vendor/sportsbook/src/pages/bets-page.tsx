import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, cx, Dialog, Spinner } from '@gp/ui';
import { useState } from 'react';
import type { FeedMarketKind, MatchDetail, OutrightSummary, ScoreUnit } from '../../../src/sports/feed/types';
import { useBets, useCashOutQuote, type BetView, type LegView } from '../api/book';
import { requestJson, VendorError } from '../api/http';
import { useBoot } from '../app/boot-context';
import { hrefOf } from '../app/router';
import { refusalMessage, refusalOf, type Refusal } from '../bets/refusal';
import { legOutcomeStatus, statusTone } from '../bets/status';
import { OddsValue } from '../components/odds-button';
import { useLocale } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages';
import { marketTitle, selectionLabel } from '../markets/labels';

/** The event a leg is on, for its names; matches and outrights are read once and kept a while. */
const useEvent = (eventId: string) =>
  useQuery({
    queryKey: ['event', eventId],
    queryFn: async (): Promise<{ home?: string; away?: string; league: string; unit: ScoreUnit; competitors: Map<string, string> }> => {
      if (eventId.startsWith('o-')) {
        const { outright } = await requestJson<{ outright: OutrightSummary }>(`/sports/api/outrights/${encodeURIComponent(eventId)}`);
        return {
          league: outright.league,
          unit: outright.market.unit,
          competitors: new Map(outright.standings.map((s) => [s.competitor.key, s.competitor.name])),
        };
      }
      const { match } = await requestJson<{ match: MatchDetail }>(`/sports/api/matches/${encodeURIComponent(eventId)}`);
      return { home: match.home.name, away: match.away.name, league: match.league, unit: match.score?.unit ?? 'goals', competitors: new Map() };
    },
    staleTime: 10 * 60_000,
  });

const StatusBadge = ({ status, testId }: { status: string; testId?: string }) => {
  const { dynamic } = useLocale();
  return (
    <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', statusTone(status))} data-testid={testId} data-status={status}>
      {dynamic(`sports.status.${status}`, status)}
    </span>
  );
};

const LegLine = ({ bet, leg }: { bet: BetView; leg: LegView }) => {
  const locale = useLocale();
  const { t } = locale;
  const event = useEvent(leg.eventId).data;
  const kind = leg.marketKind as FeedMarketKind;
  const unit = event?.unit ?? 'goals';
  const label = selectionLabel(locale, {
    marketKind: kind,
    unit,
    selectionKey: leg.selectionKey,
    lineQuarters: leg.lineQuarters ?? undefined,
    home: event?.home,
    away: event?.away,
    competitor: event?.competitors.get(leg.selectionKey),
  });
  return (
    <li
      className="flex items-start justify-between gap-2 border-t border-border pt-2 first:border-t-0 first:pt-0"
      data-testid={`bet-leg-${bet.id}-${leg.legNo}`}
    >
      <div className="min-w-0">
        <p className="font-semibold">{label}</p>
        <p className="text-xs text-fg-muted">
          {marketTitle(locale, kind, unit)}
          {event?.home ? (
            <>
              {' · '}
              <a href={hrefOf({ page: 'match', id: leg.eventId })} className="underline">
                {t('sports.match.versus', { home: event.home, away: event.away ?? '' })}
              </a>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <OddsValue odds={leg.odds} />
        {leg.outcome ? (
          <StatusBadge status={legOutcomeStatus(leg.outcome)} testId={`bet-leg-result-${bet.id}-${leg.legNo}`} />
        ) : bet.status === 'open' ? (
          <span className="text-xs text-fg-muted">{t('sports.status.unsettled')}</span>
        ) : null}
      </div>
    </li>
  );
};

type CashOutNotice = { betId: string; ok: true; amount: number } | { betId: string; ok: false; refusal: Refusal };

/** An open bet's cash-out: the live price on the button, a confirmation, and the book's answer (shown by the page: a cashed-out bet leaves the open list). */
const CashOut = ({ bet, onAnswer }: { bet: BetView; onAnswer: (notice: CashOutNotice) => void }) => {
  const { api } = useBoot();
  const { t, money } = useLocale();
  const queryClient = useQueryClient();
  const quote = useCashOutQuote(api, bet.id, bet.status === 'open');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const price = quote.data?.price ?? null;
  const accept = async (seen: number) => {
    setBusy(true);
    try {
      const done = await api.cashOut(bet.id, seen);
      onAnswer({ betId: bet.id, ok: true, amount: done.amount });
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    } catch (error) {
      onAnswer({ betId: bet.id, ok: false, refusal: error instanceof VendorError ? refusalOf(error) : { code: 'ERROR' } });
      void quote.refetch();
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        disabled={price === null || busy}
        onClick={() => price !== null && setConfirming(price)}
        data-testid={`cash-out-${bet.id}`}
        className="w-full"
      >
        {price === null ? t('sports.refusal.CASH_OUT_UNAVAILABLE') : t('sports.bets.cashOut', { amount: money(price) })}
      </Button>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('sports.bets.cashOutFor', { amount: money(confirming ?? 0) })}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} data-testid={`cash-out-cancel-${bet.id}`}>
              {t('sports.bets.cancel')}
            </Button>
            <Button onClick={() => confirming !== null && void accept(confirming)} loading={busy} data-testid={`cash-out-confirm-${bet.id}`}>
              {t('sports.bets.confirm')}
            </Button>
          </>
        }
      />
    </>
  );
};

const BetCard = ({ bet, onCashOut }: { bet: BetView; onCashOut: (notice: CashOutNotice) => void }) => {
  const { t, money, count, dateTime } = useLocale();
  const settled = bet.returned !== null || bet.cashOut !== null;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3" data-testid={`bet-${bet.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{bet.kind === 'single' ? t('sports.bets.single') : t('sports.bets.parlay', { count: count(bet.legs.length) })}</p>
        <StatusBadge status={bet.status} testId={`bet-status-${bet.id}`} />
      </div>
      <ul className="flex flex-col gap-2">
        {bet.legs.map((leg) => (
          <LegLine key={leg.legNo} bet={bet} leg={leg} />
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('sports.bets.stake')}</dt>
        <dd className="text-end tabular-nums">
          {money(bet.stake)} {bet.currency}
        </dd>
        <dt className="text-fg-muted">{settled ? t('sports.bets.returned') : t('sports.bets.potentialReturn')}</dt>
        <dd className="text-end font-semibold tabular-nums" data-testid={`bet-return-${bet.id}`}>
          {money(bet.cashOut?.amount ?? bet.returned ?? bet.potentialReturn)} {bet.currency}
        </dd>
      </dl>
      {bet.cashOut ? <p className="text-xs text-fg-muted">{t('sports.bets.cashedOut', { amount: money(bet.cashOut.amount) })}</p> : null}
      {bet.status === 'refused' || bet.status === 'failed' ? <RefusedNote bet={bet} /> : null}
      <p className="text-xs text-fg-muted">{t('sports.bets.placedAt', { time: dateTime(new Date(bet.placedAt).getTime()) })}</p>
      {bet.status === 'open' ? <CashOut bet={bet} onAnswer={onCashOut} /> : null}
    </li>
  );
};

const RefusedNote = ({ bet }: { bet: BetView }) => {
  const locale = useLocale();
  const stored = (bet.refusal ?? {}) as Record<string, unknown>;
  const { code, ...details } = stored;
  return <p className="text-xs text-danger">{refusalMessage(locale, locale.money, { code: typeof code === 'string' ? code : 'ERROR', details })}</p>;
};

/** The player's bets: open ones with their cash-out, settled ones with each leg's result. */
export const BetsPage = ({ group }: { group: 'open' | 'settled' }) => {
  const { api } = useBoot();
  const locale = useLocale();
  const { t } = locale;
  const { data, isPending, error } = useBets(api, group);
  const [notice, setNotice] = useState<CashOutNotice | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('sports.bets.title')}</h1>
      <nav aria-label={t('sports.bets.title')}>
        <ul className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
          {(['open', 'settled'] as const).map((g) => (
            <li key={g}>
              <a
                href={hrefOf({ page: 'bets', group: g })}
                aria-current={group === g ? 'page' : undefined}
                data-testid={`bets-tab-${g}`}
                className={cx(
                  'flex min-h-11 items-center justify-center rounded-md text-sm font-semibold',
                  group === g ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
                )}
              >
                {t(`sports.bets.${g}` as MessageKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div role="status" aria-live="polite">
        {notice?.ok ? (
          <Alert tone="success" data-testid={`cash-out-done-${notice.betId}`}>
            {t('sports.bets.cashOutDone', { amount: locale.money(notice.amount) })}
          </Alert>
        ) : notice ? (
          <Alert tone="danger" data-testid={`cash-out-refusal-${notice.betId}`}>
            {refusalMessage(locale, locale.money, notice.refusal)}
          </Alert>
        ) : null}
      </div>
      {error ? (
        <Alert tone="warning" data-testid="bets-error">
          {error instanceof VendorError && error.code !== 'NETWORK' ? refusalMessage(locale, locale.money, refusalOf(error)) : t('sports.app.loadFailed')}
        </Alert>
      ) : null}
      {isPending ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner /> {t('sports.app.loading')}
        </p>
      ) : (data?.bets.length ?? 0) === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="bets-empty">
          {t('sports.bets.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid={`bets-${group}`}>
          {data?.bets.map((bet) => (
            <BetCard key={bet.id} bet={bet} onCashOut={setNotice} />
          ))}
        </ul>
      )}
    </div>
  );
};
