import { useLocale } from '../../i18n/locale';
import { fightOfDay } from './fight-of-day';
import type { CockpitInfo, FightRecord, Outcome } from './frames';

const tone: Record<Outcome, string> = {
  meron: 'bg-red-700 text-white',
  wala: 'bg-blue-700 text-white',
  draw: 'bg-emerald-700 text-white',
  cancelled: 'bg-neutral-600 text-white',
};

/** The last fights' results, oldest first, as a cockpit's board shows them. */
export const RecentResults = ({ history, schedule }: { history: FightRecord[]; schedule: CockpitInfo['schedule'] }) => {
  const { t, count } = useLocale();
  return (
    <section aria-labelledby="cf-recent-h" className="rounded-lg border border-border bg-surface p-3">
      <h2 id="cf-recent-h" className="mb-2 text-sm font-semibold">
        {t('cockfight.recent')}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('cockfight.recent.none')}</p>
      ) : (
        <ol className="flex flex-wrap gap-1" data-testid="recent-results">
          {history.map((r) => (
            <li
              key={r.fightNumber}
              className={`flex h-8 min-w-8 items-center justify-center rounded-full px-2 text-sm font-bold ${tone[r.outcome]}`}
              data-outcome={r.outcome}
            >
              <span aria-hidden="true">{t(`cockfight.short.${r.outcome}`)}</span>
              <span className="sr-only">
                {t('cockfight.recentItem', { number: count(fightOfDay(r.fightNumber, schedule)), outcome: t(`cockfight.outcome.${r.outcome}`) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
