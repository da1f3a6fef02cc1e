import type { LiveGameKind } from '../../boot';
import { useLocale } from '../../i18n/locale';
import { DealerAvatar } from './dealer-avatar';
import type { RevealStep, RoundFrame, TableInfo } from './frames';
import { PlayingCard } from './playing-card';
import { RouletteWheel } from './roulette-wheel';
import { useNow } from './use-now';

/** Baccarat counts a card's rank modulo ten: aces one, tens and pictures nothing. */
const baccaratValue = (card: number) => Math.min((card % 13) + 1, 10) % 10;
export const handTotal = (cards: number[]) => cards.reduce((sum, c) => sum + baccaratValue(c), 0) % 10;

const handsOf: Record<Exclude<LiveGameKind, 'roulette'>, [string, string]> = { baccarat: ['player', 'banker'], 'dragon-tiger': ['dragon', 'tiger'] };

const Hand = ({ kind, hand, steps, winner }: { kind: LiveGameKind; hand: string; steps: RevealStep[]; winner: boolean }) => {
  const { t } = useLocale();
  const cards = steps.flatMap((s) => (s.kind === 'card' && s.hand === hand ? [s.card] : []));
  return (
    <section
      aria-label={t(`live.hand.${hand}`)}
      className={`flex min-w-0 flex-1 flex-col items-center gap-1 rounded-lg p-2 ${winner ? 'bg-white/15 ring-2 ring-amber-300' : ''}`}
      data-testid={`hand-${hand}`}
    >
      <p className="text-sm font-semibold">
        {t(`live.spot.${hand}`)}
        {kind === 'baccarat' && cards.length > 0 ? (
          <span className="ms-2 tabular-nums" data-testid={`total-${hand}`}>
            {handTotal(cards)}
          </span>
        ) : null}
      </p>
      <div className="flex min-h-14 flex-wrap justify-center gap-1 sm:min-h-20">
        {cards.map((card, i) => (
          <PlayingCard key={i} card={card} />
        ))}
      </div>
    </section>
  );
};

const outcomeOf = (round: RoundFrame | null): string | null => {
  const result = round?.result;
  if (!result) return null;
  if (typeof result.outcome === 'string') return result.outcome;
  return typeof result.pocket === 'number' ? String(result.pocket) : null;
};

/**
 * The studio: the dealer, the phase with its countdown, the cards or the wheel as they are dealt,
 * and the result. Everyone at the table sees the same frames, so the same stage.
 */
export const TableStage = ({
  table,
  round,
  offset,
  steps,
  viewers,
}: {
  table: TableInfo;
  round: RoundFrame | null;
  offset: number;
  steps: RevealStep[];
  viewers: number;
}) => {
  const { t, count } = useLocale();
  const now = useNow();
  const phase = round?.phase ?? 'closed';
  const seconds = round ? Math.max(0, Math.ceil((round.endsAt - (now + offset)) / 1000)) : 0;
  const outcome = outcomeOf(round);
  const ball = steps.find((s) => s.kind === 'ball');
  const phaseLabel = phase === 'dealing' && table.kind === 'roulette' ? t('live.phase.spinning') : t(`live.phase.${phase}`);
  const urgent = phase === 'betting' && seconds <= 5;
  return (
    <section aria-label={t('live.stage')} className="overflow-hidden rounded-xl bg-gradient-to-b from-emerald-900 to-emerald-950 p-3 text-white">
      <div className="flex items-center gap-3">
        <DealerAvatar dealer={table.dealer} dealing={phase === 'dealing'} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-emerald-100" data-testid="dealer-name">
            {t('live.dealer', { name: table.dealer.name })}
          </p>
          <p className="text-xs text-emerald-200">
            {round ? t('live.round', { number: count(round.roundNo) }) : null} · {t('live.viewers', { count: count(viewers) })}
          </p>
          <p className="mt-1 flex items-baseline gap-2 text-lg font-bold" aria-live="polite" data-testid="phase" data-phase={phase}>
            {phaseLabel}
            {phase === 'betting' ? (
              <span className={`tabular-nums ${urgent ? 'text-amber-300' : ''}`} data-testid="countdown" aria-hidden="true">
                {seconds}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      {phase === 'betting' && round ? (
        <div className="mt-2 h-1.5 overflow-hidden rounded bg-white/20" aria-hidden="true">
          <div
            className="h-full bg-amber-300 transition-[width] duration-300"
            style={{ width: `${Math.min(100, (seconds * 1000 * 100) / table.timing.bettingMs)}%` }}
          />
        </div>
      ) : null}
      <div className="mt-3">
        {table.kind === 'roulette' ? (
          <RouletteWheel pocket={ball?.kind === 'ball' ? ball.pocket : null} />
        ) : (
          <div className="flex gap-2">
            {handsOf[table.kind].map((hand) => (
              <Hand key={hand} kind={table.kind} hand={hand} steps={steps} winner={outcome === hand} />
            ))}
          </div>
        )}
      </div>
      {phase === 'result' && outcome !== null ? (
        <p className="mt-2 text-center text-lg font-bold text-amber-200" data-testid="result" data-outcome={outcome}>
          {table.kind === 'roulette' ? t('live.pocket', { number: outcome }) : t(`live.winner.${outcome}`)}
        </p>
      ) : null}
    </section>
  );
};
