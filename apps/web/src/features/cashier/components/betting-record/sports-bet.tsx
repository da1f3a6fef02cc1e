import { useTranslation } from 'react-i18next';
import type { BettingSportsBet, BettingSportsLeg, SportsLegOutcome } from '@gp/contracts';
import { cx } from '@gp/ui';
import { formatRecordTime } from '../records/record-time';

/** A leg's result key: its outcome, or `open` while it has none. */
export const legResult = (leg: BettingSportsLeg): SportsLegOutcome | 'open' => leg.outcome ?? 'open';

/** Decimal odds from integer thousandths, in the reader's digits: 1950 is 1.95, 1875 is 1.875. */
export const formatOdds = (thousandths: number, language: string): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(thousandths / 1_000);

/**
 * A handicap or total line in the reader's digits (-0.75, 2.5): no plus sign is added, since the same
 * number is a total's line too and the vendor's selection text already says which side it is.
 */
export const formatLine = (line: number, language: string): string => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(line);

const resultTone: Record<SportsLegOutcome | 'open', string> = {
  open: 'border border-warning/50 bg-warning/10 text-fg',
  win: 'bg-success/15 text-success',
  'half-win': 'bg-success/10 text-success',
  push: 'bg-muted text-fg-muted',
  void: 'bg-muted text-fg-muted',
  'half-loss': 'bg-danger/10 text-danger',
  loss: 'bg-danger/15 text-danger',
};

/** A leg's result as a word in a badge (the colour only repeats it). */
const LegResult = ({ leg }: { leg: BettingSportsLeg }) => {
  const { t } = useTranslation();
  const result = legResult(leg);
  return (
    <span
      className={cx('inline-block shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium', resultTone[result])}
      data-testid="sports-leg-result"
      data-result={result}
    >
      {t(`cashier:betting.sports.outcome.${result}`)}
    </span>
  );
};

/** Single or parlay, and a cash-out, as small labels. */
const BetTypeLabels = ({ bet }: { bet: BettingSportsBet }) => {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      <span className="rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-fg" data-testid="sports-bet-type" data-type={bet.betType}>
        {t(`cashier:betting.sports.type.${bet.betType}`)}
      </span>
      {bet.cashOut ? <span className="rounded bg-muted px-1.5 py-0.5 text-xs text-fg-muted">{t('cashier:betting.sports.cashOut')}</span> : null}
    </span>
  );
};

/**
 * A sports round in the record's list: its bet type and each leg's pick, event and result, one line
 * a leg, wrapping on a phone.
 */
export const SportsBetSummary = ({ bet }: { bet: BettingSportsBet }) => {
  const { i18n } = useTranslation();
  return (
    <div className="mt-1 flex flex-col gap-1" data-testid="sports-bet-summary">
      <BetTypeLabels bet={bet} />
      <ul className="flex flex-col gap-1 text-xs">
        {bet.legs.map((leg, i) => (
          <li key={i} className="flex items-start justify-between gap-2" data-testid="sports-leg">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium text-fg">{leg.selection}</span>
              <span className="text-fg-muted">
                {' '}
                @ <span className="tabular-nums">{formatOdds(leg.odds, i18n.language)}</span> · {leg.eventName}
              </span>
            </span>
            <LegResult leg={leg} />
          </li>
        ))}
      </ul>
    </div>
  );
};

/** A sports round's legs in full, for the round's detail: event, start, market, pick, line, odds, score and result. */
export const SportsBetLegs = ({ bet }: { bet: BettingSportsBet }) => {
  const { t, i18n } = useTranslation();
  return (
    <section className="flex flex-col gap-2" aria-labelledby="round-legs-title" data-testid="sports-bet-legs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="round-legs-title" className="font-semibold">
          {t('cashier:betting.sports.legs')}
        </h3>
        <BetTypeLabels bet={bet} />
      </div>
      <ol className="flex flex-col gap-2">
        {bet.legs.map((leg, i) => (
          <li key={i} className="rounded-md border border-border p-2 text-sm" data-testid="sports-leg-detail">
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
                {leg.eventName}
                {leg.inPlay ? (
                  <span className="ms-1 whitespace-nowrap rounded bg-muted px-1 text-xs font-normal text-fg-muted">{t('cashier:betting.sports.inPlay')}</span>
                ) : null}
              </span>
              <LegResult leg={leg} />
            </div>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
              {leg.startsAt ? (
                <>
                  <dt>{t('cashier:betting.sports.starts')}</dt>
                  <dd>{formatRecordTime(leg.startsAt, i18n.language)}</dd>
                </>
              ) : null}
              <dt>{t('cashier:betting.sports.market')}</dt>
              <dd className="[overflow-wrap:anywhere]">{leg.market}</dd>
              <dt>{t('cashier:betting.sports.pick')}</dt>
              <dd className="font-medium text-fg [overflow-wrap:anywhere]">
                {leg.selection}
                {leg.line === null ? '' : ` (${formatLine(leg.line, i18n.language)})`}
              </dd>
              <dt>{t('cashier:betting.sports.odds')}</dt>
              <dd className="tabular-nums">{formatOdds(leg.odds, i18n.language)}</dd>
              {leg.score ? (
                <>
                  <dt>{t('cashier:betting.sports.score')}</dt>
                  <dd className="tabular-nums">{leg.score}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
};
