import { useLocale } from '../../i18n/locale';
import { fightOfDay } from './fight-of-day';
import type { CockpitInfo, Outcome, Phase, PhaseFrame, Rooster, Side } from './frames';
import { formatOdds } from './odds-text';
import { Pit } from './pit';
import { useClock } from './use-clock';

const cornerStyle: Record<Side, { badge: string; ring: string }> = {
  meron: { badge: 'bg-red-700 text-white', ring: 'border-red-500' },
  wala: { badge: 'bg-blue-700 text-white', ring: 'border-blue-500' },
};

const Corner = ({ side, rooster, winner }: { side: Side; rooster: Rooster; winner: boolean }) => {
  const { t, count } = useLocale();
  const style = cornerStyle[side];
  return (
    <section
      aria-label={t(`cockfight.corner.${side}`)}
      className={`min-w-0 rounded-lg border-2 ${style.ring} bg-white/5 p-2 ${winner ? 'ring-2 ring-amber-300' : ''}`}
      data-testid={`corner-${side}`}
    >
      <p className="flex flex-wrap items-center gap-1 text-xs">
        <span className={`rounded px-1.5 py-0.5 font-bold uppercase ${style.badge}`}>{t(`cockfight.${side}`)}</span>
        <span className="text-stone-200">{t(`cockfight.corner.${side}`)}</span>
      </p>
      <p className="mt-1 truncate text-base font-bold" data-testid={`rooster-${side}`}>
        <bdi>{rooster.name}</bdi>
      </p>
      <p className="text-xs text-stone-200 tabular-nums" data-testid={`rating-${side}`}>
        {t('cockfight.rating', { rating: count(rooster.rating) })}
      </p>
    </section>
  );
};

const phaseText = (t: (key: string) => string, phase: Phase, outcome: Outcome | null) =>
  phase === 'result' && outcome ? t(`cockfight.outcome.${outcome}`) : t(`cockfight.phase.${phase}`);

/** How far the phase has gone, for its bar: the betting window counts down, the fight fills up. */
const progressOf = (fight: PhaseFrame, now: number): number | null => {
  const { times } = fight;
  if (fight.phase === 'betting' || fight.phase === 'last-call') return (times.closesAt - now) / (times.closesAt - times.opensAt);
  if (fight.phase === 'fighting') return (now - times.startsAt) / (times.endsAt - times.startsAt);
  return null;
};

/**
 * The fight everyone watches: its number, the phase with its countdown, the two corners, the pit
 * and the result. The clock follows the cockpit's (`offset`), not this device's.
 */
export const FightStage = ({ fight, offset, viewers, schedule }: { fight: PhaseFrame; offset: number; viewers: number; schedule: CockpitInfo['schedule'] }) => {
  const { t, count, language } = useLocale();
  const now = useClock() + offset;
  const seconds = Math.max(0, Math.ceil((fight.endsAt - now) / 1000));
  const result = fight.phase === 'result' || fight.phase === 'pause' ? fight.result : null;
  const outcome = result?.outcome ?? null;
  const progress = progressOf(fight, now);
  const urgent = fight.phase === 'last-call';
  const paid = outcome === 'meron' || outcome === 'wala' ? result?.odds[outcome] : null;
  return (
    <section aria-label={t('cockfight.stage')} className="overflow-hidden rounded-xl bg-gradient-to-b from-stone-800 to-stone-950 p-3 text-white">
      <div className="flex items-center justify-between gap-2 text-xs text-stone-200">
        <span data-testid="fight-number" data-fight={fight.fightNumber}>
          {t('cockfight.fight', { number: count(fightOfDay(fight.fightNumber, schedule)) })}
        </span>
        <span data-testid="viewers">{t('cockfight.viewers', { count: count(viewers) })}</span>
      </div>
      <p className="mt-1 flex items-baseline gap-2 text-lg font-bold" aria-live="polite" data-testid="phase" data-phase={fight.phase}>
        <span>{phaseText(t, fight.phase, outcome)}</span>
        {fight.phase === 'result' ? null : (
          <span className={`tabular-nums ${urgent ? 'text-amber-300' : 'text-stone-200'}`} data-testid="countdown" aria-hidden="true">
            {seconds}
          </span>
        )}
      </p>
      {progress !== null ? (
        <div className="mt-2 h-1.5 overflow-hidden rounded bg-white/20" aria-hidden="true">
          <div
            className={`h-full transition-[width] duration-300 ${fight.phase === 'fighting' ? 'bg-red-400' : urgent ? 'bg-amber-300' : 'bg-emerald-400'}`}
            style={{ width: `${Math.max(0, Math.min(100, progress * 100))}%` }}
          />
        </div>
      ) : null}
      <div className="mt-3 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
        <Corner side="meron" rooster={fight.card.meron} winner={outcome === 'meron'} />
        <span className="text-sm font-bold text-stone-300" aria-hidden="true">
          {t('cockfight.versus')}
        </span>
        <Corner side="wala" rooster={fight.card.wala} winner={outcome === 'wala'} />
      </div>
      <div className="mt-2">
        <Pit phase={fight.phase} outcome={outcome} meron={fight.card.meron} wala={fight.card.wala} />
      </div>
      {result ? (
        <p className="mt-1 text-center font-bold text-amber-200" data-testid="result" data-outcome={result.outcome}>
          {fight.phase === 'pause' ? <span className="me-2">{t(`cockfight.outcome.${result.outcome}`)}</span> : null}
          {paid ? <span>{t('cockfight.paid', { odds: formatOdds(paid, language) })}</span> : null}
          {result.poolRefunded && result.outcome !== 'cancelled' ? <span className="block text-sm font-normal">{t('cockfight.sidesRefunded')}</span> : null}
          {result.outcome === 'cancelled' ? <span className="block text-sm font-normal">{t('cockfight.allRefunded')}</span> : null}
        </p>
      ) : null}
    </section>
  );
};
