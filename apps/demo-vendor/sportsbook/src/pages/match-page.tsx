import { Alert, cx, Spinner } from '@gp/ui';
import { useId } from 'react';
import type { MatchDetail, MarketView } from '../../../src/sports/feed/types';
import { useMatch } from '../api/feed';
import { VendorError } from '../api/http';
import { hrefOf } from '../app/router';
import { BackIcon, LockIcon } from '../components/icons';
import { OddsButton } from '../components/odds-button';
import { Scoreboard } from '../components/scoreboard';
import { useLocale } from '../i18n/locale';
import { groupMarkets, handicapText, marketTitle, selectionLabel, totalText, type MarketGroup } from '../markets/labels';
import { matchLeg } from '../markets/legs';
import { useSlip } from '../slip/slip-context';

const SuspendedBadge = () => {
  const { t } = useLocale();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-fg-muted">
      <LockIcon />
      {t('sports.match.suspended')}
    </span>
  );
};

/** One market's prices in a row (a line's two sides, the three results) or a wrapped grid (correct score). */
const MarketRow = ({ match, market, grid }: { match: MatchDetail; market: MarketView; grid?: boolean }) => {
  const locale = useLocale();
  const slip = useSlip();
  const suspended = market.status !== 'open';
  const names = { home: match.home.name, away: match.away.name };
  return (
    <div
      className={cx(grid ? 'grid grid-cols-2 gap-1.5 sm:grid-cols-3' : 'flex gap-1.5', suspended && 'opacity-80')}
      data-testid={`market-${market.key}`}
      data-status={market.status}
    >
      {market.selections.map((selection) => (
        <OddsButton
          key={selection.id}
          testId={`odds-${selection.id}`}
          stacked
          label={selectionLabel(locale, {
            marketKind: market.kind,
            unit: market.unit,
            selectionKey: selection.key,
            lineQuarters: selection.lineQuarters,
            ...names,
          })}
          odds={selection.odds}
          suspended={suspended}
          selected={slip.has(selection.id)}
          onToggle={() => slip.dispatch({ type: 'toggle', leg: matchLeg(match, market, selection) })}
        />
      ))}
    </div>
  );
};

/** A kind of market: its title, then one row per line (handicaps and totals) or its one market. */
const MarketSection = ({ match, group }: { match: MatchDetail; group: MarketGroup }) => {
  const locale = useLocale();
  const headingId = useId();
  const allSuspended = group.markets.every((m) => m.status !== 'open');
  const lined = group.kind === 'asian-handicap' || group.kind === 'total';
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
      data-testid={`market-group-${group.kind}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {marketTitle(locale, group.kind, group.unit)}
        </h2>
        {allSuspended ? <SuspendedBadge /> : null}
      </div>
      {group.markets.map((market) =>
        lined ? (
          <div key={market.key} className="flex flex-col gap-1">
            <p className={cx('text-xs text-fg-muted', market.main && 'font-semibold text-fg')}>
              <bdi>{group.kind === 'asian-handicap' ? handicapText(market.lineQuarters ?? 0) : totalText(market.lineQuarters ?? 0)}</bdi>
              {market.status !== 'open' && !allSuspended ? <span className="ms-2">· {locale.t('sports.match.suspended')}</span> : null}
            </p>
            <MarketRow match={match} market={market} />
          </div>
        ) : (
          <MarketRow key={market.key} match={match} market={market} grid={group.kind === 'correct-score'} />
        ),
      )}
    </section>
  );
};

/** A match with every market it offers, its live score and clock, polled every 2 s while it runs. */
export const MatchPage = ({ id }: { id: string }) => {
  const locale = useLocale();
  const { t, dynamic } = locale;
  const { data, isPending, error } = useMatch(id);
  const back = (
    <a
      href={hrefOf({ page: 'home', sport: null })}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline"
      data-testid="match-back"
    >
      <BackIcon />
      {t('sports.match.back')}
    </a>
  );
  if (isPending)
    return (
      <div className="flex flex-col gap-3">
        {back}
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner /> {t('sports.app.loading')}
        </p>
      </div>
    );
  if (!data) {
    const gone = error instanceof VendorError && error.code === 'NOT_FOUND';
    return (
      <div className="flex flex-col gap-3">
        {back}
        <h1 className="text-xl font-bold">{t('sports.app.title')}</h1>
        <Alert tone={gone ? 'info' : 'warning'} data-testid="match-error">
          {t(gone ? 'sports.match.notFound' : 'sports.app.loadFailed')}
        </Alert>
      </div>
    );
  }
  const { match } = data;
  const groups = groupMarkets(match.markets);
  return (
    <div className="flex flex-col gap-3">
      {back}
      <header className="flex flex-col gap-0.5">
        <p className="text-sm text-fg-muted">
          {dynamic(`sports.sport.${match.sport}`, match.sport)} · {dynamic(`sports.league.${match.league}`, match.league)}
        </p>
        <h1 className="text-xl font-bold" data-testid="match-title">
          {t('sports.match.versus', { home: match.home.name, away: match.away.name })}
        </h1>
      </header>
      <Scoreboard match={match} />
      {error ? <Alert tone="warning">{t('sports.app.loadFailed')}</Alert> : null}
      {groups.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="match-no-markets">
          {t('sports.match.noMarkets')}
        </p>
      ) : (
        groups.map((group) => <MarketSection key={group.kind} match={match} group={group} />)
      )}
    </div>
  );
};
