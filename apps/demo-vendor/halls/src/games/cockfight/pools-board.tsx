import { useLocale } from '../../i18n/locale';
import type { Odds, Pools, Side } from './frames';
import { formatOdds } from './odds-text';

const tone: Record<Side, { badge: string; bar: string }> = {
  meron: { badge: 'bg-red-700 text-white', bar: 'bg-red-600' },
  wala: { badge: 'bg-blue-700 text-white', bar: 'bg-blue-600' },
};

/** Everyone's money on the fight: each side's pool and what a unit on it returns now, moving as bets come in. */
export const PoolsBoard = ({ pools, odds, bettors, drawReturn }: { pools: Pools; odds: Odds; bettors: number; drawReturn: number }) => {
  const { t, money, count, language } = useLocale();
  const total = pools.meron + pools.wala;
  const share = total > 0 ? (pools.meron * 100) / total : 50;
  const side = (s: Side) => {
    const value = odds[s];
    return (
      <div className="min-w-0 flex-1" data-testid={`pool-${s}`}>
        <p className="flex items-center gap-1 text-sm">
          <span className={`rounded px-1.5 py-0.5 text-xs font-bold uppercase ${tone[s].badge}`}>{t(`cockfight.${s}`)}</span>
          <span className="tabular-nums text-fg-muted" data-testid={`pool-amount-${s}`}>
            {money(pools[s])}
          </span>
        </p>
        <p className="text-2xl font-bold tabular-nums" data-testid={`odds-${s}`}>
          {value === null ? <span className="text-fg-muted">–</span> : `×${formatOdds(value, language)}`}
        </p>
      </div>
    );
  };
  return (
    <section aria-labelledby="cf-pools-h" className="rounded-lg border border-border bg-surface p-3" data-testid="pools">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="cf-pools-h" className="text-sm font-semibold">
          {t('cockfight.pools')}
        </h2>
        <span className="text-xs text-fg-muted" data-testid="bettors">
          {t('cockfight.bettors', { count: count(bettors) })}
        </span>
      </div>
      <div className="mt-1 flex gap-3">
        {side('meron')}
        <div className="text-end">{side('wala')}</div>
      </div>
      <div className="mt-2 flex h-2 overflow-hidden rounded bg-border" aria-hidden="true">
        <div className={`${tone.meron.bar} transition-[width] duration-500`} style={{ width: `${share}%` }} />
        <div className={`${tone.wala.bar} flex-1`} />
      </div>
      {odds.meron === null ? (
        <p className="mt-2 text-xs text-fg-muted" data-testid="odds-waiting">
          {t('cockfight.oddsWaiting')}
        </p>
      ) : null}
      <p className="mt-2 text-sm" data-testid="draw-pays">
        {t('cockfight.drawPays', { odds: count(drawReturn - 1) })}
      </p>
    </section>
  );
};
