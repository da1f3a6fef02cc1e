import { useLocale } from '../../i18n/locale';
import type { HandView, PlayerAction } from './frames';

/** The betting actions in the order a player reads them; "see" lives with the cards. */
const order: PlayerAction[] = ['pack', 'chaal', 'raise', 'show', 'side-show', 'accept-side-show', 'refuse-side-show'];
const primary = new Set<PlayerAction>(['chaal', 'accept-side-show']);

/**
 * The moves the table offers this player now, each with what it costs; a side show put to the
 * player comes first, with whoever asked.
 */
export const ActionBar = ({
  view,
  seat,
  busy,
  nameOf,
  onAct,
}: {
  view: HandView;
  seat: number;
  busy: boolean;
  nameOf: (seat: number) => string;
  onAct: (action: PlayerAction) => void;
}) => {
  const { t, money } = useLocale();
  const options = order.flatMap((action) => view.options.filter((o) => o.action === action));
  const asked = view.sideShow?.to === seat ? view.sideShow.from : null;
  if (options.length === 0) {
    const waiting = view.phase === 'betting' && view.turn !== null && view.turn !== seat;
    return waiting ? (
      <p className="text-center text-sm text-fg-muted" data-testid="tp-waiting-turn">
        {t('tp.table.waitingFor', { name: nameOf(view.turn!) })}
      </p>
    ) : null;
  }
  return (
    <section aria-label={t('tp.actions')} className="space-y-2" data-testid="tp-actions">
      {asked !== null ? (
        <p className="text-center font-semibold" role="alert" data-testid="tp-side-show-asked">
          {t('tp.sideShowAsked', { name: nameOf(asked) })}
        </p>
      ) : view.turn === seat ? (
        <p className="text-center font-semibold" data-testid="tp-your-turn">
          {t('tp.table.yourTurn')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {options.map(({ action, amount }) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            onClick={() => onAct(action as PlayerAction)}
            className={`min-h-11 min-w-20 rounded-md px-4 font-semibold disabled:opacity-50 ${primary.has(action as PlayerAction) ? 'bg-primary text-primary-fg' : action === 'pack' ? 'border border-danger text-danger' : 'border border-border'}`}
            data-testid={`tp-action-${action}`}
          >
            {t(`tp.action.${action}`)}
            {amount > 0 ? <span className="ms-1 tabular-nums">{money(amount)}</span> : null}
          </button>
        ))}
      </div>
    </section>
  );
};
