import { useLocale } from '../../i18n/locale';
import type { HandView, SeatInfo } from './frames';
import { lastActionKey, seatStatusKey } from './labels';
import { TpCards } from './tp-card';
import { TurnRing } from './turn-ring';

type SeatBoxProps = {
  seat: number;
  info: SeatInfo | null;
  view: HandView | null;
  mine: boolean;
  dealer: boolean;
  /** Ms left of this seat's turn, null when it is not on turn. */
  turnLeft: number | null;
  /** Offered when the viewer holds no seat and this one is free. */
  onSit: (() => void) | null;
};

/** One place at the table: the player's masked name, what they are doing, their bet and their cards. */
export const SeatBox = ({ seat, info, view, mine, dealer, turnLeft, onSit }: SeatBoxProps) => {
  const { t, money } = useLocale();
  if (!info) {
    return onSit ? (
      <button
        type="button"
        onClick={onSit}
        className="min-h-11 w-24 rounded-lg border-2 border-dashed border-white/70 bg-emerald-950/85 px-2 text-xs font-semibold text-white hover:bg-emerald-950"
        data-testid={`tp-seat-${seat}-sit`}
      >
        {t('tp.table.sitHere')}
      </button>
    ) : (
      <div
        className="flex min-h-11 w-24 items-center justify-center rounded-lg border border-dashed border-white/60 bg-emerald-950/85 text-xs text-white"
        data-testid={`tp-seat-${seat}`}
      >
        {t('tp.table.emptySeat')}
      </div>
    );
  }
  const inHand = view?.seats.find((s) => s.seat === seat) ?? null;
  const status = seatStatusKey(view, info);
  const last = lastActionKey(view, seat);
  const packed = inHand?.status === 'packed' || inHand?.status === 'sitting-out';
  const onTurn = turnLeft !== null;
  return (
    <section
      aria-label={mine ? t('tp.table.youSeat', { name: info.name }) : info.name}
      className={`relative w-24 rounded-lg border bg-surface p-1 text-center text-fg shadow-md ${onTurn ? 'border-amber-400 ring-2 ring-amber-400' : 'border-border'}`}
      data-testid={`tp-seat-${seat}`}
      data-status={inHand?.status ?? 'waiting'}
    >
      {dealer ? (
        <span
          className="absolute -top-2 -start-2 inline-flex h-6 w-6 items-center justify-center rounded-full border border-neutral-400 bg-white text-xs font-bold text-neutral-900"
          title={t('tp.table.dealer')}
          data-testid="tp-dealer"
        >
          <span aria-hidden="true">D</span>
          <span className="sr-only">{t('tp.table.dealer')}</span>
        </span>
      ) : null}
      {onTurn && view ? (
        <span className="absolute -top-3 -end-3">
          <TurnRing left={turnLeft} total={view.config.turnMs} />
        </span>
      ) : null}
      <p className="truncate text-xs font-bold" data-testid={`tp-seat-name-${seat}`}>
        {mine ? t('tp.table.you') : info.name}
      </p>
      <p className="truncate text-[0.7rem] text-fg-muted" data-testid={`tp-seat-status-${seat}`}>
        {status ? t(status) : '\u00a0'}
      </p>
      {/* A packed hand still face down is greyed; cards face up stay readable. */}
      <div className={`flex min-h-9 items-center justify-center ${packed && !inHand?.cards ? 'opacity-40 grayscale' : ''}`}>
        {inHand && inHand.status !== 'sitting-out' && view?.phase !== 'boot' ? (
          <TpCards cards={inHand.cards} dealt={inHand.status !== 'boot-pending'} size="small" testId={`tp-seat-cards-${seat}`} />
        ) : null}
      </div>
      <p className="truncate text-[0.7rem]" data-testid={`tp-seat-action-${seat}`}>
        {last ? t(last) : '\u00a0'}
      </p>
      <p className="truncate text-[0.7rem] font-semibold tabular-nums" data-testid={`tp-seat-bet-${seat}`}>
        {inHand && inHand.contributed > 0 ? (
          <>
            <span aria-hidden="true">
              <span className="text-amber-600">●</span> {money(inHand.contributed)}
            </span>
            <span className="sr-only">{t('tp.seat.bet', { amount: money(inHand.contributed) })}</span>
          </>
        ) : (
          '\u00a0'
        )}
      </p>
    </section>
  );
};
