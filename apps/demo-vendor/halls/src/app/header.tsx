import { useLocale } from '../i18n/locale';
import type { HallSocketState } from '../socket/use-hall-socket';
import { useBoot } from './boot-context';

/** The top bar: back to the lobby, the game's name, the balance, the rules, and the connection when it is not open. */
export const Header = ({ onHelp, connection }: { onHelp: () => void; connection: HallSocketState }) => {
  const { boot, balance } = useBoot();
  const { t, money } = useLocale();
  return (
    <header className="sticky top-0 z-20 border-b border-border bg-surface">
      {/* Phones: the game's name on a line of its own, the rest beneath; wider: one line. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-3 px-3 py-1 sm:flex sm:flex-wrap">
        <h1 className="col-span-2 min-w-0 truncate text-base font-bold sm:order-1 sm:col-span-1 sm:flex-1">{boot.title}</h1>
        <div className="flex min-w-0 items-center gap-3 sm:order-2">
          {boot.lobbyUrl ? (
            <a
              href={boot.lobbyUrl}
              target="_top"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline"
              data-testid="back-to-lobby"
            >
              {t('hall.backToLobby')}
            </a>
          ) : null}
          <p className="min-w-0 text-sm" data-testid="balance-box">
            <span className="text-fg-muted">{t('hall.balance')} </span>
            <strong className="tabular-nums" data-testid="balance">
              {money(balance)}
            </strong>{' '}
            <span className="text-fg-muted">{boot.currency}</span>
            {boot.mode === 'demo' ? <em className="ms-2 text-xs not-italic text-warning">{t('hall.funMoney')}</em> : null}
          </p>
        </div>
        <button
          type="button"
          onClick={onHelp}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-border px-3 text-sm font-semibold sm:order-3"
          data-testid="help-open"
        >
          {t('hall.rules')}
        </button>
      </div>
      {connection === 'open' ? null : (
        <p role="status" className="bg-warning/15 px-3 py-1 text-center text-sm" data-testid="connection">
          {t(`hall.connection.${connection}`)}
        </p>
      )}
    </header>
  );
};
