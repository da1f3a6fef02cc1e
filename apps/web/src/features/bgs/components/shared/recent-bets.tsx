import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import type { BetView, BgsGame } from '@gp/contracts';
import { QueryState } from '../../../../shared/query-state';
import { useRealMemberToken } from '../../../account/components/session/use-real-member-token';
import { myBetsQuery } from '../../api/bgs-api';
import { useDemoBets } from '../demo/demo-bets';
import { useDemoSeeds } from '../demo/demo-seeds';
import { formatAmount, formatMultiplier } from './format';
import type { PlayMode } from './play-mode';
import { verifySearchFor } from './verify-link';

const BetRow = ({ bet, demo }: { bet: BetView; demo: boolean }) => {
  const { t, i18n } = useTranslation('bgs');
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(new Date(bet.createdAt));
  return (
    <li
      className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 border-b border-border py-2 text-sm last:border-b-0 sm:grid-cols-[6rem_1fr_1fr_1fr_auto]"
      data-testid="bgs-bet-row"
    >
      <span className="text-fg-muted tabular-nums">{time}</span>
      <span className="tabular-nums sm:order-none">{t('betLine', { amount: formatAmount(bet.amount), currency: bet.currency })}</span>
      <span className="tabular-nums">{bet.multiplierHundredths === null ? '—' : formatMultiplier(bet.multiplierHundredths)}</span>
      <span className={cx('font-semibold tabular-nums', bet.status === 'won' && 'text-success', bet.status === 'lost' && 'text-danger')}>
        {bet.status === 'open' ? t('statusOpen') : `${bet.status === 'won' ? '+' : ''}${formatAmount(bet.payout ?? 0)}`}
      </span>
      {bet.status === 'open' ? (
        <span />
      ) : (
        <Link to="/bgs/verify" search={verifySearchFor(bet, demo)} className="text-primary underline" data-testid="bgs-verify-link">
          {t('verify')}
        </Link>
      )}
    </li>
  );
};

const DemoList = ({ game }: { game: BgsGame }) => {
  const { t } = useTranslation('bgs');
  const bets = useDemoBets(game);
  // Re-render on rotation: a demo bet's link then carries its revealed server seed.
  useDemoSeeds();
  if (bets.length === 0) return <p className="py-3 text-sm text-fg-muted">{t('noBets')}</p>;
  return (
    <ul>
      {bets.map((bet) => (
        <BetRow key={bet.betId} bet={bet} demo />
      ))}
    </ul>
  );
};

const RealList = ({ game }: { game: BgsGame }) => {
  const { t } = useTranslation('bgs');
  // A trial member has no real bets (the call would answer 403): shown like a visitor.
  const token = useRealMemberToken();
  const bets = useQuery(myBetsQuery(token, game));
  if (token === null) return <p className="py-3 text-sm text-fg-muted">{t('loginForBets')}</p>;
  const list = bets.data?.content ?? [];
  if (bets.isPending || bets.isError || list.length === 0)
    return <QueryState isPending={bets.isPending} error={bets.error} isEmpty={list.length === 0} onRetry={() => void bets.refetch()} emptyText={t('noBets')} />;
  return (
    <ul>
      {list.map((bet) => (
        <BetRow key={bet.betId} bet={bet} demo={false} />
      ))}
    </ul>
  );
};

/** My latest bets of this game, each with a link to the verifier. */
export const RecentBets = ({ game, mode }: { game: BgsGame; mode: PlayMode }) => {
  const { t } = useTranslation('bgs');
  return (
    <section className="rounded-lg border border-border bg-surface p-3" aria-labelledby="bgs-recent-title" data-testid="bgs-recent-bets">
      <h2 id="bgs-recent-title" className="mb-2 text-lg font-semibold">
        {t('myBets')}
      </h2>
      {mode === 'demo' ? <DemoList game={game} /> : <RealList game={game} />}
    </section>
  );
};
