import { oddsFormats, type OddsFormat } from '@gp/contracts';
import { Select } from '@gp/ui';
import { useId } from 'react';
import { useBalance } from '../api/book';
import { useLocale } from '../i18n/locale';
import { useBoot } from './boot-context';
import { usePrefs } from './prefs';
import { hrefOf, type Route } from './router';

const sections = [
  { key: 'home', route: { page: 'home', sport: null }, label: 'sports.nav.home' },
  { key: 'outrights', route: { page: 'outrights' }, label: 'sports.nav.outrights' },
  { key: 'bets', route: { page: 'bets', group: 'open' }, label: 'sports.nav.myBets' },
] as const satisfies readonly { key: string; route: Route; label: string }[];

/** The top bar: back to the lobby, the balance, the odds format, and the sections. */
export const Header = ({ route }: { route: Route }) => {
  const { boot, api } = useBoot();
  const { t, money } = useLocale();
  const { oddsFormat, setOddsFormat } = usePrefs();
  const balance = useBalance(api, boot.mode === 'real');
  const formatId = useId();
  const amount = balance.data?.balance ?? boot.balance;
  return (
    <header className="sticky top-0 z-20 border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
        {boot.lobbyUrl ? (
          <a
            href={boot.lobbyUrl}
            target="_top"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline"
            data-testid="back-to-lobby"
          >
            {t('sports.app.backToLobby')}
          </a>
        ) : null}
        <p className="min-w-0 flex-1 truncate font-bold">{boot.title}</p>
        <p className="text-sm" data-testid="balance-box">
          <span className="text-fg-muted">{t('sports.app.balance')} </span>
          <strong className="tabular-nums" data-testid="balance">
            {money(amount)}
          </strong>{' '}
          <span className="text-fg-muted">{boot.currency}</span>
          {boot.mode === 'demo' ? <em className="ms-2 text-xs not-italic text-warning">{t('sports.app.funMoney')}</em> : null}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={formatId} className="text-sm text-fg-muted">
            {t('sports.app.oddsFormat')}
          </label>
          <Select
            id={formatId}
            data-testid="odds-format"
            value={oddsFormat}
            onChange={(event) => setOddsFormat(event.target.value as OddsFormat)}
            options={oddsFormats.map((f) => ({ value: f, label: t(`sports.oddsFormat.${f}`) }))}
            className="min-h-9 py-1 text-sm"
          />
        </div>
      </div>
      <nav aria-label={t('sports.app.sections')} className="mx-auto max-w-6xl px-3">
        <ul className="flex gap-1">
          {sections.map((s) => {
            const current = route.page === s.key;
            return (
              <li key={s.key}>
                <a
                  href={hrefOf(s.route)}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`nav-${s.key}`}
                  className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${current ? 'border-primary text-fg' : 'border-transparent text-fg-muted hover:text-fg'}`}
                >
                  {t(s.label)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
};
