import { useLocale } from '../../i18n/locale';
import type { HandView, PlayerAction } from './frames';
import { TpCards } from './tp-card';

/** The viewer's three cards: face down until they choose to see them, then with the hand's name. */
export const MyHand = ({ view, seat, busy, onAct }: { view: HandView; seat: number; busy: boolean; onAct: (action: PlayerAction) => void }) => {
  const { t } = useLocale();
  const mine = view.seats.find((s) => s.seat === seat);
  if (!mine || mine.status === 'sitting-out' || mine.status === 'boot-pending') return null;
  const canSee = view.options.some((o) => o.action === 'see');
  return (
    <section
      aria-label={t('tp.myCards')}
      className="flex flex-wrap items-center justify-center gap-3 rounded-xl border border-border bg-surface p-2"
      data-testid="tp-my-cards"
    >
      <TpCards cards={mine.cards} dealt size="large" />
      <div className="flex flex-col items-center gap-1">
        {mine.hand ? (
          <p className="font-semibold" data-testid="tp-my-hand-name">
            {t(`tp.hand.${mine.hand.category}`)}
          </p>
        ) : null}
        {canSee ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAct('see')}
            className="min-h-11 rounded-md border border-border px-4 font-semibold disabled:opacity-50"
            data-testid="tp-action-see"
          >
            {t('tp.action.see')}
          </button>
        ) : null}
      </div>
    </section>
  );
};
