import { useTranslation } from 'react-i18next';
import { sheetOfResult, type SheetLayout } from '../lottery-sheet';

/** A result as its official sheet prints it: one row per prize with its numbers; an e-lottery draw as its balls. */
export const SheetView = ({ layout, result }: { layout: SheetLayout | null; result: Record<string, unknown> }) => {
  const { t } = useTranslation();
  if (!layout) {
    const numbers = Array.isArray(result.numbers) ? result.numbers.map(String) : [];
    return (
      <p dir="ltr" className="flex flex-wrap gap-2 font-mono">
        {numbers.map((n, i) => (
          <span key={`${n}-${i}`} className="rounded-md border border-border px-2 py-0.5">
            {n}
          </span>
        ))}
      </p>
    );
  }
  const sheet = sheetOfResult(layout, result);
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {layout.slots.map((slot) => (
        <div key={slot.key} className="contents">
          <dt className="text-fg-muted">{t(`lottery.prize.${slot.key}`)}</dt>
          <dd dir="ltr" className="flex flex-wrap gap-x-3 font-mono text-start">
            {(sheet[slot.key] ?? []).map((n, i) => (
              <span key={`${slot.key}-${i}`}>{n || '—'}</span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
};
