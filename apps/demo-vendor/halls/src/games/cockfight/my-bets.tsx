import { useLocale } from '../../i18n/locale';
import type { BetKind, BetsByKind, Pools } from './frames';
import { potentialReturns } from './returns';

const kinds: BetKind[] = ['meron', 'wala', 'draw'];

/** The player's bets on this fight and what each returns if it wins, at the odds of the moment. */
export const MyBets = ({ mine, pools, commissionBp, drawReturn }: { mine: BetsByKind; pools: Pools; commissionBp: number; drawReturn: number }) => {
  const { t, money } = useLocale();
  const returns = potentialReturns(mine, pools, commissionBp, drawReturn);
  const placed = kinds.filter((k) => mine[k] > 0);
  const total = mine.meron + mine.wala + mine.draw;
  return (
    <section aria-labelledby="cf-mine-h" className="rounded-lg border border-border bg-surface p-3" data-testid="my-bets">
      <h2 id="cf-mine-h" className="text-sm font-semibold">
        {t('cockfight.myBets')}
      </h2>
      {placed.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">{t('cockfight.myBets.none')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {placed.map((k) => {
            const back = returns[k];
            return (
              <li key={k} className="flex flex-wrap justify-between gap-x-2" data-testid={`my-bet-${k}`}>
                <span>
                  <strong>{t(`cockfight.${k}`)}</strong> <span className="tabular-nums">{money(mine[k])}</span>
                </span>
                <span className="text-fg-muted tabular-nums" data-testid={`my-return-${k}`}>
                  {back === null ? t('cockfight.returnOpen') : t('cockfight.returns', { amount: money(back) })}
                </span>
              </li>
            );
          })}
          <li className="border-t border-border pt-1 font-semibold tabular-nums" data-testid="my-total">
            {t('cockfight.myTotal', { amount: money(total) })}
          </li>
        </ul>
      )}
    </section>
  );
};
