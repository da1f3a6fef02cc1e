import { roundBetDetails, sportsBetDetails, type BoRoundBetDetails, type SportsBetLeg } from '@gp/contracts';
import { TableCell, TableRow } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { gamesTestIds } from '../../games-test-ids';
import { RoundBetLines } from './round-bet-lines';

const ids = gamesTestIds.rounds;

/** Decimal odds from integer thousandths (1950 is 1.95). */
const oddsText = (thousandths: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(thousandths / 1_000);

const SportsLegs = ({ legs }: { legs: readonly SportsBetLeg[] }) => {
  const { t, i18n } = useTranslation();
  const columns = [
    t('gamesAdmin.rounds.leg.event'),
    t('gamesAdmin.rounds.leg.market'),
    t('gamesAdmin.rounds.leg.selection'),
    t('gamesAdmin.rounds.leg.odds'),
    t('gamesAdmin.rounds.leg.outcome'),
  ];
  return (
    <HeadedTable caption={t('gamesAdmin.rounds.legs')} testId={ids.legs} columns={columns}>
      {legs.map((leg, i) => (
        <TableRow key={i} data-outcome={leg.outcome ?? 'open'}>
          <TableCell>
            {leg.eventName}
            {leg.startsAt ? (
              <time dateTime={leg.startsAt} className="block text-xs text-fg-muted">
                {formatDateTime(leg.startsAt, i18n.language)}
              </time>
            ) : null}
            {leg.inPlay ? <span className="block text-xs text-fg-muted">{t('gamesAdmin.rounds.leg.inPlay')}</span> : null}
          </TableCell>
          <TableCell>{leg.market}</TableCell>
          <TableCell>
            {leg.selection}
            {leg.line === undefined ? null : (
              <span className="block text-xs text-fg-muted tabular-nums">{t('gamesAdmin.rounds.leg.line', { line: leg.line })}</span>
            )}
          </TableCell>
          <TableCell className="tabular-nums">{oddsText(leg.odds, i18n.language)}</TableCell>
          <TableCell>
            {t(`gamesAdmin.rounds.leg.result.${leg.outcome ?? 'open'}`)}
            {leg.score ? <span className="block text-xs text-fg-muted tabular-nums">{leg.score}</span> : null}
          </TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
};

/**
 * What the vendor last said the round's bet is (wallet API v1.1 details): a sports bet's type and legs
 * as a table, a table, room or fight round's bets, result and cards, and the stored object as sent,
 * for any kind. `currency` is the round's, for the stakes and payouts.
 */
export const RoundBetDetails = ({ betDetails, currency }: { betDetails: BoRoundBetDetails; currency: string }) => {
  const { t, i18n } = useTranslation();
  const sports = sportsBetDetails.safeParse(betDetails.details);
  const round = roundBetDetails.safeParse(betDetails.details);
  return (
    <section className="flex flex-col gap-2" aria-labelledby="round-bet-details-heading" data-testid={ids.betDetails}>
      <h3 id="round-bet-details-heading" className="font-semibold">
        {t('gamesAdmin.rounds.betDetails')}
      </h3>
      <p className="text-sm text-fg-muted">
        {t('gamesAdmin.rounds.betDetailsFrom', { id: betDetails.platformTxId, at: formatDateTime(betDetails.updatedAt, i18n.language) })}
      </p>
      {sports.success ? (
        <>
          <p className="text-sm">
            {t(`gamesAdmin.rounds.betType.${sports.data.betType}`)}
            {sports.data.cashOut ? ` · ${t('gamesAdmin.rounds.cashOut')}` : ''}
          </p>
          <SportsLegs legs={sports.data.legs} />
        </>
      ) : null}
      {round.success ? <RoundBetLines round={round.data} currency={currency} /> : null}
      <details>
        <summary className="cursor-pointer text-sm text-primary">{t('gamesAdmin.rounds.showResponse')}</summary>
        <pre dir="ltr" className="mt-1 overflow-x-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono text-xs">
          {JSON.stringify(betDetails.details, null, 2)}
        </pre>
      </details>
    </section>
  );
};
