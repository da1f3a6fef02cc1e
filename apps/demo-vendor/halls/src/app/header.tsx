import { useLocale } from '../i18n/locale';
import type { HallSocketState } from '../socket/use-hall-socket';
import { useBoot } from './boot-context';

/** The top bar: back to the lobby, the game's name, the balance, the rules, and the connection when it is not open. */
export const Header = ({ onHelp, connection }: { onHelp: () => void; connection: HallSocketState }) => {
  const { boot, balance } = useBoot();
  const { t, money } = useLocale();
  return (
    <header className="sticky top-0 z-20 border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1">
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
        <h1 className="min-w-0 flex-1 truncate text-base font-bold">{boot.title}</h1>
        <p className="text-sm" data-testid="balance-box">
          <span className="text-fg-muted">{t('hall.balance')} </span>
          <strong className="tabular-nums" data-testid="balance">
            {money(balance)}
          </strong>{' '}
          <span className="text-fg-muted">{boot.currency}</span>
          {boot.mode === 'demo' ? <em className="ms-2 text-xs not-italic text-warning">{t('hall.funMoney')}</em> : null}
        </p>
        <button
          type="button"
          onClick={onHelp}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-border px-3 text-sm font-semibold"
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
