import { formatChip } from '../../format/numbers';
import { useLocale } from '../../i18n/locale';
import type { BetKind, Odds } from './frames';
import { formatOdds } from './odds-text';

const kinds: BetKind[] = ['meron', 'draw', 'wala'];
const picked: Record<BetKind, string> = {
  meron: 'bg-red-700 text-white border-red-700',
  draw: 'bg-emerald-700 text-white border-emerald-700',
  wala: 'bg-blue-700 text-white border-blue-700',
};
const chipColours = [
  'bg-slate-200 text-slate-900',
  'bg-red-600 text-white',
  'bg-blue-700 text-white',
  'bg-green-700 text-white',
  'bg-neutral-900 text-white',
  'bg-purple-700 text-white',
];

type Props = {
  open: boolean;
  kind: BetKind | null;
  amount: number;
  chips: number[];
  odds: Odds;
  drawReturn: number;
  preview: number | null;
  onKind: (kind: BetKind) => void;
  onChip: (value: number) => void;
  onClear: () => void;
  onConfirm: () => void;
};

/** The bet slip: a side, an amount built from chips, what it would return now, and "confirm". */
export const BetPanel = ({ open, kind, amount, chips, odds, drawReturn, preview, onKind, onChip, onClear, onConfirm }: Props) => {
  const { t, money, language, count } = useLocale();
  const payout = (k: BetKind) => {
    if (k === 'draw') return t('cockfight.drawShort', { odds: count(drawReturn - 1) });
    const value = odds[k];
    return value === null ? '–' : `×${formatOdds(value, language)}`;
  };
  return (
    <section aria-labelledby="cf-bet-h" className="space-y-3 rounded-lg border border-border bg-surface p-3" data-testid="bet-panel">
      <h2 id="cf-bet-h" className="text-sm font-semibold">
        {t('cockfight.betPanel')}
      </h2>
      <div role="radiogroup" aria-label={t('cockfight.side')} className="grid grid-cols-3 gap-2">
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            disabled={!open}
            onClick={() => onKind(k)}
            className={`flex min-h-14 flex-col items-center justify-center rounded-md border-2 px-1 font-bold disabled:opacity-50 ${kind === k ? picked[k] : 'border-border'}`}
            data-testid={`side-${k}`}
          >
            <span>{t(`cockfight.${k}`)}</span>
            <span className="text-xs font-normal tabular-nums">{payout(k)}</span>
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('cockfight.chips')} className="flex flex-wrap justify-center gap-2">
        {chips.map((value, i) => (
          <button
            key={value}
            type="button"
            disabled={!open}
            aria-label={t('cockfight.addChip', { amount: money(value) })}
            onClick={() => onChip(value)}
            className={`h-11 w-11 rounded-full border-4 border-dashed border-white/70 text-xs font-bold shadow disabled:opacity-50 ${chipColours[i % chipColours.length]}`}
            data-testid={`chip-${value}`}
          >
            {formatChip(value, language)}
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm">
          <span className="text-fg-muted">{t('cockfight.amount')} </span>
          <strong className="tabular-nums" data-testid="bet-amount">
            {money(amount)}
          </strong>
        </p>
        <button
          type="button"
          disabled={amount === 0}
          onClick={onClear}
          className="min-h-11 rounded-md border border-border px-4 font-semibold disabled:opacity-50"
          data-testid="bet-clear"
        >
          {t('cockfight.clear')}
        </button>
      </div>
      <p className="min-h-5 text-sm text-fg-muted" data-testid="bet-preview">
        {preview !== null && kind ? t('cockfight.preview', { amount: money(preview) }) : null}
      </p>
      <button
        type="button"
        disabled={!open || !kind || amount === 0}
        onClick={onConfirm}
        className="min-h-11 w-full rounded-md bg-primary px-5 font-semibold text-primary-fg disabled:opacity-50"
        data-testid="bet-confirm"
      >
        {kind && amount > 0 ? t('cockfight.confirm', { amount: money(amount), side: t(`cockfight.${kind}`) }) : t('cockfight.placeBet')}
      </button>
    </section>
  );
};
