import { Alert, Spinner } from '@gp/ui';
import { useId } from 'react';
import type { OutrightSummary } from '../../../src/sports/feed/types';
import { useOutrights } from '../api/feed';
import { useBoot } from '../app/boot-context';
import { OddsButton } from '../components/odds-button';
import { useLocale } from '../i18n/locale';
import { outrightLeg } from '../markets/legs';
import { useSlip } from '../slip/slip-context';

const OutrightCard = ({ outright }: { outright: OutrightSummary }) => {
  const { t, dynamic, count, kickOff } = useLocale();
  const slip = useSlip();
  const headingId = useId();
  const names = new Map(outright.standings.map((s) => [s.competitor.key, s.competitor.name]));
  const selections = [...outright.market.selections].sort((a, b) => a.odds - b.odds);
  const suspended = outright.market.status !== 'open';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3" data-testid={`outright-${outright.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {dynamic(`sports.league.${outright.league}`, outright.league)}
        </h2>
        <p className="text-xs text-fg-muted">
          {outright.status === 'open'
            ? t('sports.outrights.closes', { time: kickOff(outright.endsAt) })
            : t(outright.status === 'ended' ? 'sports.outrights.decided' : 'sports.outrights.closed')}
        </p>
      </div>
      {selections.length > 0 ? (
        <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2" role="group" aria-label={t('sports.market.outright')}>
          {selections.map((selection) => (
            <OddsButton
              key={selection.id}
              testId={`odds-${selection.id}`}
              label={names.get(selection.key) ?? selection.key}
              odds={selection.odds}
              suspended={suspended}
              selected={slip.has(selection.id)}
              onToggle={() => slip.dispatch({ type: 'toggle', leg: outrightLeg(outright, selection) })}
            />
          ))}
        </div>
      ) : null}
      <details>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold" data-testid={`outright-standings-${outright.id}`}>
          {t('sports.outrights.standings')}
        </summary>
        <table className="w-full text-sm tabular-nums">
          <thead>
            <tr className="text-fg-muted">
              <th scope="col" className="text-start font-normal">
                {t('sports.outrights.team')}
              </th>
              <th scope="col" className="px-1 text-end font-normal">
                {t('sports.outrights.played')}
              </th>
              <th scope="col" className="px-1 text-end font-normal">
                {t('sports.outrights.difference')}
              </th>
              <th scope="col" className="px-1 text-end font-normal">
                {t('sports.outrights.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {outright.standings.map((s) => (
              <tr key={s.competitor.key}>
                <th scope="row" className="text-start font-normal">
                  {s.competitor.name}
                </th>
                <td className="px-1 text-end">{count(s.played)}</td>
                <td className="px-1 text-end">
                  <bdi>{count(s.difference)}</bdi>
                </td>
                <td className="px-1 text-end font-semibold">{count(s.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
};

/** This week's winner markets of the vendor's sports' leagues. */
export const OutrightsPage = () => {
  const { boot } = useBoot();
  const { t } = useLocale();
  const { data, isPending, isError } = useOutrights();
  const outrights = (data?.outrights ?? []).filter((o) => boot.sports.includes(o.sport));
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('sports.outrights.title')}</h1>
      {isError ? <Alert tone="warning">{t('sports.app.loadFailed')}</Alert> : null}
      {isPending ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner /> {t('sports.app.loading')}
        </p>
      ) : outrights.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="outrights-empty">
          {t('sports.outrights.none')}
        </p>
      ) : (
        outrights.map((o) => <OutrightCard key={o.id} outright={o} />)
      )}
    </div>
  );
};
