import { useLocale } from '../../i18n/locale';
import type { HistoryEntry } from './frames';
import { eventText } from './labels';
import { TpCards } from './tp-card';

/** The room's last hands, newest first: each opens to its every move and the hands shown. */
export const HistoryPanel = ({ history }: { history: HistoryEntry[] }) => {
  const { t, money, language } = useLocale();
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <section aria-labelledby="tp-history-title" className="rounded-xl border border-border bg-surface p-3" data-testid="tp-history">
      <h2 id="tp-history-title" className="mb-2 font-bold">
        {t('tp.history.title')}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('tp.history.empty')}</p>
      ) : (
        <ol className="space-y-1">
          {[...history].reverse().map((hand) => {
            const nameOf = (seat: number) => hand.names[seat] ?? '?';
            const end = hand.events.findLast((e) => e.type === 'end');
            const winners = (hand.winners ?? []).map(nameOf).join(', ');
            return (
              <li key={hand.id} data-testid="tp-history-hand">
                <details className="rounded-md border border-border">
                  <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 px-2 text-sm">
                    <span className="tabular-nums text-fg-muted">{end ? time.format(end.at) : ''}</span>
                    <span className="font-semibold">{t('tp.history.pot', { amount: money(hand.pot) })}</span>
                    <span className="truncate">{winners ? t('tp.history.winners', { names: winners }) : t('tp.result.reason.cancelled')}</span>
                  </summary>
                  <div className="space-y-1 px-2 pb-2 text-sm">
                    {hand.reveals.map((r) => (
                      <p key={r.seat} className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold">{nameOf(r.seat)}</span>
                        <TpCards cards={r.cards} dealt size="small" />
                        <span>{t(`tp.hand.${r.hand.category}`)}</span>
                      </p>
                    ))}
                    <ul className="list-disc ps-5 text-fg-muted">
                      {hand.events.map((event, i) => {
                        const text = eventText(t, money, event, nameOf);
                        return text ? <li key={i}>{text}</li> : null;
                      })}
                    </ul>
                    {hand.rake !== null ? (
                      <p className="text-xs text-fg-muted">{t('tp.result.pot', { pot: money(hand.pot), rake: money(hand.rake) })}</p>
                    ) : null}
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
};
