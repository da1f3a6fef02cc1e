import type { FixtureSummary } from '../../../src/sports/feed/types';
import { hrefOf } from '../app/router';
import { useLocale } from '../i18n/locale';
import { matchLeg } from '../markets/legs';
import { selectionLabel } from '../markets/labels';
import { useSlip } from '../slip/slip-context';
import { MatchStatus } from './match-header';
import { OddsButton } from './odds-button';

/** The result market's columns as books head them: 1 home, X draw, 2 away. */
const shortLabels: Record<string, string> = { home: '1', draw: 'X', away: '2' };

/** A fixture in a list: teams, live score or kick-off, the result market's prices, and a link to every market. */
export const MatchRow = ({ fixture }: { fixture: FixtureSummary }) => {
  const locale = useLocale();
  const { t } = locale;
  const slip = useSlip();
  const result = fixture.markets.find((m) => (m.kind === '1x2' || m.kind === 'match-winner') && m.status !== 'closed');
  const names = { home: fixture.home.name, away: fixture.away.name };
  const score = fixture.status === 'live' || fixture.status === 'ended' ? fixture.score : null;
  return (
    <li className="flex flex-col gap-2 border-b border-border px-3 py-2.5 last:border-b-0" data-testid={`match-row-${fixture.id}`}>
      <div className="flex items-start justify-between gap-3">
        <a
          href={hrefOf({ page: 'match', id: fixture.id })}
          className="min-w-0 flex-1 rounded-sm hover:underline"
          data-testid={`match-link-${fixture.id}`}
          aria-label={t('sports.match.allMarketsOf', names)}
        >
          <span className="flex justify-between gap-2 font-semibold">
            <span className="truncate">{fixture.home.name}</span>
            {score ? <span className="tabular-nums">{locale.count(score.home)}</span> : null}
          </span>
          <span className="flex justify-between gap-2 font-semibold">
            <span className="truncate">{fixture.away.name}</span>
            {score ? <span className="tabular-nums">{locale.count(score.away)}</span> : null}
          </span>
        </a>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <MatchStatus fixture={fixture} />
      </div>
      {result ? (
        <div className="flex gap-1.5" role="group" aria-label={t(`sports.market.${result.kind}`)}>
          {result.selections.map((selection) => (
            <OddsButton
              key={selection.id}
              testId={`odds-${selection.id}`}
              label={selectionLabel(locale, { marketKind: result.kind, unit: result.unit, selectionKey: selection.key, ...names })}
              shortLabel={shortLabels[selection.key]}
              odds={selection.odds}
              suspended={result.status !== 'open'}
              selected={slip.has(selection.id)}
              onToggle={() => slip.dispatch({ type: 'toggle', leg: matchLeg(fixture, result, selection) })}
            />
          ))}
        </div>
      ) : null}
    </li>
  );
};
