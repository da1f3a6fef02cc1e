import { useQueries } from '@tanstack/react-query';
import { Alert, cx, Spinner } from '@gp/ui';
import type { FixtureSummary, SportKey } from '../../../src/sports/feed/types';
import { pollMs } from '../api/feed';
import { requestJson } from '../api/http';
import { useBoot } from '../app/boot-context';
import { hrefOf } from '../app/router';
import { MatchRow } from '../components/match-row';
import { useLocale } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages';

/** How many upcoming matches each sport lists. */
const upcomingPerSport = 12;

type Status = 'live' | 'upcoming';

/** One list per sport shown, in parallel, polled at the status's pace. */
const useFixtureLists = (sports: readonly SportKey[], status: Status) => {
  const results = useQueries({
    queries: sports.map((sport) => ({
      queryKey: ['fixtures', { sport, status }],
      queryFn: () =>
        requestJson<{ fixtures: FixtureSummary[] }>(`/sports/api/fixtures?sport=${sport}&status=${status}&limit=${status === 'live' ? 100 : upcomingPerSport}`),
      refetchInterval: status === 'live' ? pollMs.live : pollMs.upcoming,
    })),
  });
  return {
    fixtures: results.flatMap((r) => r.data?.fixtures ?? []),
    loading: results.some((r) => r.isPending),
    failed: results.some((r) => r.isError),
  };
};

/** Fixtures by sport, then league, in feed order. */
const bySportAndLeague = (fixtures: readonly FixtureSummary[], sports: readonly SportKey[]) =>
  sports
    .map((sport) => {
      const ofSport = fixtures.filter((f) => f.sport === sport);
      const leagues = [...new Set(ofSport.map((f) => f.league))].map((league) => ({ league, fixtures: ofSport.filter((f) => f.league === league) }));
      return { sport, leagues };
    })
    .filter((s) => s.leagues.length > 0);

const FixtureSection = ({ status, sports, headingId }: { status: Status; sports: readonly SportKey[]; headingId: string }) => {
  const locale = useLocale();
  const { t, dynamic } = locale;
  const { fixtures, loading, failed } = useFixtureLists(sports, status);
  const groups = bySportAndLeague(fixtures, sports);
  // One sport: its leagues sit right under the section's heading.
  const LeagueHeading = sports.length > 1 ? 'h4' : 'h3';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid={`home-${status}`}>
      <h2 id={headingId} className="text-lg font-bold">
        {t(status === 'live' ? 'sports.home.liveNow' : 'sports.home.startingSoon')}
      </h2>
      {failed ? <Alert tone="warning">{t('sports.app.loadFailed')}</Alert> : null}
      {loading && fixtures.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner /> {t('sports.app.loading')}
        </p>
      ) : groups.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid={`home-${status}-empty`}>
          {t(status === 'live' ? 'sports.home.noLive' : 'sports.home.noUpcoming')}
        </p>
      ) : (
        groups.map(({ sport, leagues }) => (
          <div key={sport} className="flex flex-col gap-2">
            {sports.length > 1 ? <h3 className="text-base font-semibold">{dynamic(`sports.sport.${sport}`, sport)}</h3> : null}
            {leagues.map(({ league, fixtures: list }) => (
              <div key={league} className="overflow-hidden rounded-lg border border-border bg-surface">
                <LeagueHeading className="border-b border-border bg-muted px-3 py-1.5 text-sm font-semibold text-fg-muted">
                  {dynamic(`sports.league.${league}`, league)}
                </LeagueHeading>
                <ul>
                  {list.map((fixture) => (
                    <MatchRow key={fixture.id} fixture={fixture} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))
      )}
    </section>
  );
};

/** Live now and starting soon, for the vendor's sports or the one chosen. */
export const HomePage = ({ sport }: { sport: string | null }) => {
  const { boot } = useBoot();
  const { t } = useLocale();
  const chosen = boot.sports.find((s) => s === sport);
  const shown = chosen ? [chosen] : boot.sports;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="sr-only">{boot.title}</h1>
      {boot.sports.length > 1 ? (
        <nav aria-label={t('sports.home.sportFilter')}>
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {[null, ...boot.sports].map((key) => (
              <li key={key ?? 'all'} className="shrink-0">
                <a
                  href={hrefOf({ page: 'home', sport: key })}
                  aria-current={(chosen ?? null) === key ? 'page' : undefined}
                  data-testid={`sport-tab-${key ?? 'all'}`}
                  className={cx(
                    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
                    (chosen ?? null) === key ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-muted',
                  )}
                >
                  {key ? t(`sports.sport.${key}` as MessageKey) : t('sports.home.allSports')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <FixtureSection status="live" sports={shown} headingId="home-live-heading" />
      <FixtureSection status="upcoming" sports={shown} headingId="home-upcoming-heading" />
    </div>
  );
};
