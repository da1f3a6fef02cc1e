import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BettingRoundDetail } from '@gp/contracts';
import { Button, Dialog, cx } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { useMoneyText } from '../deposit/money-text';
import { formatRecordTime } from '../records/record-time';
import { bettingRoundQuery } from '../../api/betting-record-api';
import { ProfitText } from './profit-text';
import { RoundBetLines } from './round-bet';
import { RoundStatus } from './round-status';
import { SportsBetLegs } from './sports-bet';

type Money = (minor: number) => string;

/** The round's figures: ids, game, times, bet, win, refund and result. */
const RoundSummary = ({ detail, money }: { detail: BettingRoundDetail; money: Money }) => {
  const { t, i18n } = useTranslation();
  const { round } = detail;
  const items: { key: string; label: string; value: ReactNode }[] = [
    { key: 'game', label: t('cashier:betting.game'), value: `${round.gameName} · ${round.vendorName}` },
    { key: 'roundId', label: t('cashier:betting.detail.roundId'), value: <span className="break-all">{round.roundId}</span> },
    { key: 'opened', label: t('cashier:betting.time'), value: formatRecordTime(round.openedAt, i18n.language) },
    { key: 'status', label: t('cashier:betting.statusLabel'), value: <RoundStatus status={round.status} /> },
    { key: 'bet', label: t('cashier:betting.bet'), value: money(round.bet) },
    { key: 'win', label: t('cashier:betting.win'), value: money(round.win) },
    { key: 'refund', label: t('cashier:betting.detail.refund'), value: money(round.refund) },
    { key: 'profit', label: t('cashier:betting.profit'), value: <ProfitText profit={round.profit} money={money} testId="round-detail-profit" /> },
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {items.map((item) => (
        <div key={item.key} className="contents">
          <dt className="text-fg-muted">{item.label}</dt>
          <dd className="min-w-0 tabular-nums [overflow-wrap:anywhere]">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** Every wallet call the vendor made for the round, oldest first, with the answer it got. */
const WalletCalls = ({ detail, money }: { detail: BettingRoundDetail; money: Money }) => {
  const { t, i18n } = useTranslation();
  return (
    <section className="flex flex-col gap-2" aria-labelledby="round-calls-title">
      <h3 id="round-calls-title" className="font-semibold">
        {t('cashier:betting.detail.calls')}
      </h3>
      <ol className="flex flex-col gap-2" data-testid="round-calls">
        {detail.calls.map((call) => {
          const accepted = call.status === 'OK';
          return (
            <li key={call.platformTxId} className="rounded-md border border-border p-2 text-sm" data-testid="round-call" data-action={call.action}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">{t(`cashier:betting.detail.action.${call.action}`)}</span>
                <span className="tabular-nums">{money(call.amount)}</span>
              </div>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
                <dt>{t('cashier:betting.detail.answer')}</dt>
                <dd className={cx(!accepted && 'font-medium text-danger')}>
                  {accepted ? t('cashier:betting.detail.accepted') : t('cashier:betting.detail.refused', { status: call.status })}
                  {call.rolledBack ? ` · ${t('cashier:betting.detail.rolledBack')}` : ''}
                </dd>
                <dt>{t('cashier:betting.detail.txId')}</dt>
                <dd className="break-all">{call.txId}</dd>
                {call.refTxId ? (
                  <>
                    <dt>{t('cashier:betting.detail.refTxId')}</dt>
                    <dd className="break-all">{call.refTxId}</dd>
                  </>
                ) : null}
                <dt>{t('cashier:betting.time')}</dt>
                <dd>{formatRecordTime(call.createdAt, i18n.language)}</dd>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
};

/** The movements the round posted on the member's wallets (journal, kind, signed amount, balance after). */
const Movements = ({ detail, money }: { detail: BettingRoundDetail; money: Money }) => {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" aria-labelledby="round-movements-title">
      <h3 id="round-movements-title" className="font-semibold">
        {t('cashier:betting.detail.movements')}
      </h3>
      {detail.movements.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="round-no-movements">
          {t('cashier:betting.detail.noMovements')}
        </p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="round-movements">
          {detail.movements.map((m) => (
            <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-muted px-2 py-1 text-sm" data-testid="round-movement">
              <span>
                {t(`cashier:records.type.${m.kind}`, { defaultValue: m.kind })} · {t(`cashier:records.wallet.${m.wallet}`)}
                <span className="ms-1 text-xs text-fg-muted">{t('cashier:betting.detail.journal', { id: m.journalId })}</span>
              </span>
              <span className="flex flex-wrap items-baseline gap-x-2 tabular-nums">
                <span className={cx('font-semibold', m.amount < 0 ? 'text-danger' : 'text-success')}>
                  {m.amount > 0 ? `+${money(m.amount)}` : money(m.amount)}
                </span>
                <span className="text-xs text-fg-muted">{t('cashier:betting.detail.balanceAfter', { amount: money(m.balanceAfter) })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * A round's detail in a dialog: its figures, a sports bet's legs or a table, room or fight round's
 * bets, result and cards, every wallet call and the ledger movements on the member's wallets.
 */
export const RoundDetailDialog = ({
  roundId,
  currency,
  onClose,
}: {
  roundId: string | null;
  currency: { code: string; symbol: string };
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const { code } = useLanguage();
  const query = useQuery(bettingRoundQuery(token, code, roundId));
  const money = useMoneyText(currency.code, query.data?.currencySymbol ?? currency.symbol);
  const detail = query.data;
  return (
    <Dialog
      open={roundId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={detail ? t('cashier:betting.detail.title', { game: detail.round.gameName }) : t('cashier:betting.detail.loading')}
      actions={
        <Button variant="secondary" onClick={onClose} data-testid="round-detail-close">
          {t('cashier:betting.detail.close')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4" data-testid="round-detail">
        <ErrorBanner error={query.error} />
        {query.isPending && roundId !== null ? <div className="h-32 animate-pulse rounded-md bg-muted" aria-busy="true" /> : null}
        {detail ? (
          <>
            <RoundSummary detail={detail} money={money} />
            {detail.round.sports ? <SportsBetLegs bet={detail.round.sports} /> : null}
            {detail.round.roundBet ? <RoundBetLines bet={detail.round.roundBet} money={money} /> : null}
            <WalletCalls detail={detail} money={money} />
            <Movements detail={detail} money={money} />
          </>
        ) : null}
      </div>
    </Dialog>
  );
};
