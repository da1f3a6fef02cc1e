import type { LiveGameKind } from '../../boot';
import { useLocale } from '../../i18n/locale';
import type { Spots } from './live-state';
import { pocketColour } from './roulette-wheel';
import { spotLabelKey, spotPays } from './spot-labels';

type SpotProps = {
  spot: string;
  mine: Spots;
  pending: Spots;
  totals: Spots;
  open: boolean;
  onChip: (spot: string) => void;
  className?: string;
  winning: boolean;
};

const SpotButton = ({ spot, mine, pending, totals, open, onChip, className = '', winning }: SpotProps) => {
  const { t, money } = useLocale();
  const label = spotLabelKey(spot);
  const placed = (mine[spot] ?? 0) + (pending[spot] ?? 0);
  const everyone = totals[spot] ?? 0;
  return (
    <button
      type="button"
      disabled={!open}
      onClick={() => onChip(spot)}
      aria-label={t('live.spotAria', { spot: t(label.key, label.params), pays: spotPays(spot), mine: money(placed) })}
      className={`relative flex min-h-11 flex-col items-center justify-center rounded-md border px-1 py-1 text-sm font-semibold disabled:cursor-not-allowed ${winning ? 'border-amber-400 ring-2 ring-amber-400' : 'border-border'} ${className}`}
      data-testid={`spot-${spot}`}
    >
      <span>{t(label.key, label.params)}</span>
      <span className="text-xs font-normal opacity-80">{spotPays(spot)}</span>
      {everyone > 0 ? <span className="text-[0.7rem] font-normal opacity-80 tabular-nums">Σ {money(everyone)}</span> : null}
      {placed > 0 ? (
        <span
          className={`absolute -top-2 end-1 rounded-full px-1.5 text-[0.7rem] tabular-nums ${pending[spot] ? 'bg-amber-400 text-black' : 'bg-primary text-primary-fg'}`}
          data-testid={`mine-${spot}`}
        >
          {money(placed)}
        </span>
      ) : null}
    </button>
  );
};

const tone = { green: 'bg-green-700 text-white', red: 'bg-red-700 text-white', black: 'bg-neutral-900 text-white' };

/** The felt: the table's spots, each with the player's chips and everyone's total; disabled outside the betting window. */
export const BetLayout = ({
  kind,
  winners,
  ...rest
}: Omit<SpotProps, 'spot' | 'className' | 'winning'> & { kind: LiveGameKind; winners: ReadonlySet<string> }) => {
  const { t } = useLocale();
  const spot = (name: string, className = '') => <SpotButton key={name} spot={name} className={className} winning={winners.has(name)} {...rest} />;
  if (kind === 'baccarat')
    return (
      <div role="group" aria-label={t('live.layout')} className="grid grid-cols-3 gap-2">
        {spot('playerPair', 'bg-sky-900/20')}
        {spot('tie', 'bg-emerald-700/20')}
        {spot('bankerPair', 'bg-rose-900/20')}
        {spot('player', 'col-span-3 min-h-14 bg-sky-700/25 sm:col-span-1')}
        <span className="hidden sm:block" />
        {spot('banker', 'col-span-3 min-h-14 bg-rose-700/25 sm:col-span-1')}
      </div>
    );
  if (kind === 'dragon-tiger')
    return (
      <div role="group" aria-label={t('live.layout')} className="grid grid-cols-3 gap-2">
        {spot('dragon', 'min-h-14 bg-rose-700/25')}
        {spot('tie', 'min-h-14 bg-emerald-700/20')}
        {spot('tiger', 'min-h-14 bg-amber-600/25')}
        {spot('suitedTie', 'col-span-3 bg-emerald-900/20')}
      </div>
    );
  return (
    <div role="group" aria-label={t('live.layout')} className="space-y-2">
      {spot('straight:0', `w-full ${tone.green}`)}
      <div className="grid grid-cols-3 gap-1">
        {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => spot(`straight:${n}`, tone[pocketColour(n)]))}
        {spot('column:1')}
        {spot('column:2')}
        {spot('column:3')}
      </div>
      <div className="grid grid-cols-3 gap-1">
        {spot('dozen:1')}
        {spot('dozen:2')}
        {spot('dozen:3')}
      </div>
      <div className="grid grid-cols-3 gap-1 sm:grid-cols-6">
        {spot('low')}
        {spot('even')}
        {spot('red', tone.red)}
        {spot('black', tone.black)}
        {spot('odd')}
        {spot('high')}
      </div>
    </div>
  );
};
