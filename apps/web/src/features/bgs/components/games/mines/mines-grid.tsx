import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { minesTiles } from '@gp/contracts';

const side = 5;

export type TileState = 'hidden' | 'safe' | 'mine' | 'mineUnseen';

/**
 * The 5 x 5 board. One tab stop (roving tabindex); arrow keys move between tiles, Home/End to the
 * row's ends, Enter or Space reveals. Physical order mirrors in RTL, so arrows follow what is seen.
 */
export const MinesGrid = ({
  tiles,
  canReveal,
  busyTile,
  onReveal,
}: {
  tiles: readonly TileState[];
  canReveal: boolean;
  busyTile: number | null;
  onReveal: (tile: number) => void;
}) => {
  const { t } = useTranslation('bgs');
  const [focus, setFocus] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (to: number) => {
    const next = Math.min(minesTiles - 1, Math.max(0, to));
    setFocus(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const col = index % side;
    const steps: Record<string, number | undefined> = {
      ArrowRight: col === (rtl ? 0 : side - 1) ? undefined : rtl ? -1 : 1,
      ArrowLeft: col === (rtl ? side - 1 : 0) ? undefined : rtl ? 1 : -1,
      ArrowDown: index + side < minesTiles ? side : undefined,
      ArrowUp: index - side >= 0 ? -side : undefined,
    };
    if (event.key === 'Home') return void (event.preventDefault(), move(index - col));
    if (event.key === 'End') return void (event.preventDefault(), move(index - col + side - 1));
    const step = steps[event.key];
    if (event.key in steps) event.preventDefault();
    if (step !== undefined) move(index + step);
  };

  return (
    <div role="group" aria-label={t('mines.board')} className="mx-auto grid w-full max-w-sm grid-cols-5 gap-2" data-testid="bgs-mines-grid">
      {tiles.map((state, index) => {
        const row = Math.floor(index / side) + 1;
        const col = (index % side) + 1;
        const label = t(`mines.tile.${state}`, { row, col });
        return (
          <button
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            tabIndex={index === focus ? 0 : -1}
            onFocus={() => setFocus(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => {
              if (canReveal && state === 'hidden') onReveal(index);
            }}
            aria-label={label}
            aria-disabled={!canReveal || state !== 'hidden' || undefined}
            aria-busy={busyTile === index || undefined}
            className={cx(
              'flex aspect-square items-center justify-center rounded-md text-2xl font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              state === 'hidden' && 'bg-muted hover:bg-border-strong',
              state === 'hidden' && canReveal && 'cursor-pointer',
              state === 'safe' && 'bg-success/25 text-success',
              state === 'mine' && 'bg-danger text-danger-fg',
              state === 'mineUnseen' && 'bg-danger/20 text-danger',
              busyTile === index && 'motion-safe:animate-pulse',
            )}
            data-testid="bgs-mines-tile"
            data-state={state}
          >
            <span aria-hidden="true">{state === 'safe' ? '◆' : state === 'mine' || state === 'mineUnseen' ? '✹' : ''}</span>
          </button>
        );
      })}
    </div>
  );
};
