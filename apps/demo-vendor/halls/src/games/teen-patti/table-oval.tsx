import { useLocale } from '../../i18n/locale';
import type { HandView, TableFrame } from './frames';
import { SeatBox } from './seat-box';

/**
 * Where each seat sits round the oval, from the viewer's own seat at the bottom, then clockwise
 * (the order of the deal and of play). The places are the table's geometry, the same in every
 * script direction, so the seat after you is always on your left as at a real table.
 */
const places = [
  { left: '50%', top: '85%' },
  { left: '15%', top: '60%' },
  { left: '25%', top: '15%' },
  { left: '75%', top: '15%' },
  { left: '85%', top: '60%' },
];

type TableOvalProps = {
  table: TableFrame;
  view: HandView | null;
  /** The viewer's clock, corrected to the vendor's. */
  now: number;
  onSit: ((seat: number) => void) | null;
};

/** The felt with five seats round it, the dealer button, the turn timer, and the pot and stake in the middle. */
export const TableOval = ({ table, view, now, onSit }: TableOvalProps) => {
  const { t, money, count } = useLocale();
  const mine = table.you.seat;
  const from = mine ?? 0;
  const live = view && view.phase !== 'ended' ? view : null;
  const turnLeft = live && live.deadline !== null ? Math.max(0, live.deadline - now) : null;
  const nextIn = table.nextHandAt !== null && !live ? Math.max(0, Math.ceil((table.nextHandAt - now) / 1000)) : null;
  const dealer = view?.dealer ?? table.dealer;
  return (
    <section aria-label={t('tp.table.label')} className="relative mx-auto h-[24rem] w-full max-w-xl" data-testid="tp-table">
      <div className="absolute inset-x-4 inset-y-12 rounded-[50%] border-8 border-amber-900 bg-gradient-to-b from-emerald-700 to-emerald-900 shadow-inner" />
      <div className="absolute inset-x-[30%] top-[31%] flex flex-col items-center gap-0.5 text-center text-white" aria-live="polite">
        {view ? (
          <>
            <p className="text-sm font-bold tabular-nums" data-testid="tp-pot">
              {t('tp.table.pot', { amount: money(view.pot) })}
            </p>
            <p className="text-xs tabular-nums" data-testid="tp-stake">
              {t('tp.table.stake', { amount: money(view.stake) })}
            </p>
          </>
        ) : null}
        {nextIn !== null ? (
          <p className="text-xs" data-testid="tp-next-hand">
            {t('tp.table.nextHand', { seconds: count(nextIn) })}
          </p>
        ) : !live && !view ? (
          <p className="text-xs" data-testid="tp-waiting">
            {t('tp.table.waiting')}
          </p>
        ) : null}
      </div>
      {table.seats.map((info, seat) => {
        const place = places[(seat - from + places.length) % places.length]!;
        return (
          <div key={seat} className="absolute -translate-x-1/2 -translate-y-1/2" style={{ left: place.left, top: place.top }}>
            <SeatBox
              seat={seat}
              info={info}
              view={view}
              mine={seat === mine}
              dealer={dealer === seat && info !== null}
              turnLeft={live?.turn === seat ? turnLeft : null}
              onSit={onSit && mine === null && !info ? () => onSit(seat) : null}
            />
          </div>
        );
      })}
    </section>
  );
};
