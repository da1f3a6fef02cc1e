import type { MatchDetail } from '../../../src/sports/feed/types';
import { useLocale } from '../i18n/locale';
import { MatchStatus } from './match-header';

/** The score, the clock and the score of each period (halves, quarters, sets' games, maps). */
export const Scoreboard = ({ match }: { match: MatchDetail }) => {
  const locale = useLocale();
  const { t, count } = locale;
  const score = match.score;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3" data-testid="scoreboard">
      <div className="flex items-center justify-between gap-3">
        <MatchStatus fixture={match} testId="match-clock" />
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        <p className="font-semibold">
          {match.home.name}
          {match.score?.server === 'home' ? <span className="ms-1 text-xs text-fg-muted">({t('sports.match.serving')})</span> : null}
        </p>
        <p className="text-2xl font-bold tabular-nums" data-testid="match-score" aria-label={t('sports.match.score')}>
          {score ? (
            <bdi>
              {count(score.home)} – {count(score.away)}
            </bdi>
          ) : (
            '–'
          )}
        </p>
        <p className="font-semibold">
          {match.away.name}
          {match.score?.server === 'away' ? <span className="ms-1 text-xs text-fg-muted">({t('sports.match.serving')})</span> : null}
        </p>
      </div>
      {score && score.periods.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-center text-sm tabular-nums" data-testid="match-periods">
            <caption className="sr-only">{t('sports.match.periods')}</caption>
            <thead>
              <tr className="text-fg-muted">
                <th scope="col" className="text-start font-normal">
                  <span className="sr-only">{t('sports.outrights.team')}</span>
                </th>
                {score.periods.map((_, i) => (
                  <th key={i} scope="col" className="px-1 font-normal">
                    {count(i + 1)}
                  </th>
                ))}
                <th scope="col" className="px-1 font-semibold">
                  {t('sports.match.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(['home', 'away'] as const).map((side) => (
                <tr key={side}>
                  <th scope="row" className="max-w-32 truncate text-start font-normal">
                    {match[side].name}
                  </th>
                  {score.periods.map((p, i) => (
                    <td key={i} className="px-1">
                      {count(p[side])}
                    </td>
                  ))}
                  <td className="px-1 font-semibold">{count(score[side])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
};
