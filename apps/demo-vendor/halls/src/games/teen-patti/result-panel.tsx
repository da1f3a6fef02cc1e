import { useLocale } from '../../i18n/locale';
import type { ResultFrame } from './frames';
import { TpCards } from './tp-card';

/** A hand's end: why it ended, the hands shown with their names, who won what, and the rake. */
export const ResultPanel = ({ result, mine }: { result: ResultFrame; mine: number | null }) => {
  const { t, money } = useLocale();
  const nameOf = (seat: number) => (seat === mine ? t('tp.table.you') : (result.payouts.find((p) => p.seat === seat)?.name ?? '?'));
  return (
    <section aria-label={t('tp.result.title')} className="space-y-2 rounded-xl border border-border bg-surface p-3" data-testid="tp-result">
      <h2 className="font-bold">{t(`tp.result.reason.${result.reason}`)}</h2>
      {result.reveals.length > 0 ? (
        <ul className="space-y-1">
          {result.reveals.map((hand) => (
            <li key={hand.seat} className="flex flex-wrap items-center gap-2" data-testid={`tp-result-hand-${hand.seat}`}>
              <span className="min-w-16 truncate text-sm font-semibold">{nameOf(hand.seat)}</span>
              <TpCards cards={hand.cards} dealt size="medium" />
              <span className="text-sm" data-testid={`tp-result-hand-name-${hand.seat}`}>
                {t(`tp.hand.${hand.hand.category}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="space-y-0.5 text-sm" data-testid="tp-result-payouts">
        {result.payouts
          .filter((p) => p.won > 0)
          .map((p) => (
            <li key={p.seat} className="font-semibold text-success" data-testid={`tp-result-won-${p.seat}`}>
              {t('tp.result.won', { name: nameOf(p.seat), amount: money(p.won) })}
            </li>
          ))}
      </ul>
      <p className="text-xs text-fg-muted" data-testid="tp-result-rake">
        {t('tp.result.pot', { pot: money(result.pot), rake: money(result.rake) })}
      </p>
    </section>
  );
};
