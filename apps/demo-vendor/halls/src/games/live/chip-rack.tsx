import { formatChip } from '../../format/numbers';
import { useLocale } from '../../i18n/locale';

const colours = [
  'bg-slate-200 text-slate-900',
  'bg-red-600 text-white',
  'bg-blue-700 text-white',
  'bg-green-700 text-white',
  'bg-neutral-900 text-white',
  'bg-purple-700 text-white',
];

/** The chips of a table's limits: from its minimum up, each pick adds one to the spot tapped next. */
export const ChipRack = ({ values, selected, onSelect }: { values: number[]; selected: number; onSelect: (value: number) => void }) => {
  const { t, language, money } = useLocale();
  return (
    <div role="radiogroup" aria-label={t('live.chips')} className="flex flex-wrap justify-center gap-2">
      {values.map((value, i) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={value === selected}
          aria-label={money(value)}
          onClick={() => onSelect(value)}
          className={`h-11 w-11 rounded-full border-4 border-dashed border-white/70 text-xs font-bold shadow ${colours[i % colours.length]} ${value === selected ? 'ring-4 ring-amber-400' : ''}`}
          data-testid={`chip-${value}`}
        >
          {formatChip(value, language)}
        </button>
      ))}
    </div>
  );
};
