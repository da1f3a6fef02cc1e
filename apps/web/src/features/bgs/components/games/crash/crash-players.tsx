import { useTranslation } from 'react-i18next';
import type { CrashState } from '@gp/contracts';
import { formatAmount, formatMultiplier } from '../../shared/format';

/** Who is in the round: masked names, stakes and cash-outs. */
export const CrashPlayers = ({ bets }: { bets: CrashState['bets'] }) => {
  const { t } = useTranslation('bgs');
  return (
    <section aria-labelledby="bgs-crash-players">
      <h2 id="bgs-crash-players" className="mb-1 text-sm font-semibold">
        {t('crash.players', { count: bets.length })}
      </h2>
      {bets.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('crash.noPlayers')}</p>
      ) : (
        <ul className="flex max-h-56 flex-col overflow-y-auto text-sm" data-testid="bgs-crash-players">
          {bets.map((bet, index) => (
            <li key={`${bet.player}-${index}`} className="grid grid-cols-3 gap-2 border-b border-border py-1 last:border-b-0">
              <span className="truncate">{bet.player}</span>
              <span className="tabular-nums">{formatAmount(bet.amount)}</span>
              <span className="text-end tabular-nums">
                {bet.cashedOutAtHundredths === null ? '—' : `${formatMultiplier(bet.cashedOutAtHundredths)} · ${formatAmount(bet.payout ?? 0)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
