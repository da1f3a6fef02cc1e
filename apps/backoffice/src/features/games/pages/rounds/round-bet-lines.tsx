import { playingCardFace, type RoundBetDetails, type RoundBetHand, type RoundBetLine } from '@gp/contracts';
import { TableCell, TableRow, cx } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { Money } from '../../../../shared/ui/money';
import { gamesTestIds } from '../../games-test-ids';

const ids = gamesTestIds.rounds;

/** How a line settled: still open, lost (paid 0), or paid something. */
export const boLineState = (line: RoundBetLine): 'open' | 'lost' | 'paid' => (line.payout === undefined ? 'open' : line.payout === 0 ? 'lost' : 'paid');

/** A card as printed (rank and suit symbol), named in words for a screen reader. */
const CardFace = ({ card }: { card: number }) => {
  const { t } = useTranslation();
  const face = playingCardFace(card);
  const rank = face.rank === 'A' || face.rank === 'J' || face.rank === 'Q' || face.rank === 'K' ? t(`gamesAdmin.rounds.round.rank.${face.rank}`) : face.rank;
  return (
    <span
      role="img"
      aria-label={t('gamesAdmin.rounds.round.card', { rank, suit: t(`gamesAdmin.rounds.round.suit.${face.suit}`) })}
      className={cx(
        'inline-flex min-w-8 justify-center rounded border border-border-strong bg-surface-raised px-1 font-semibold tabular-nums',
        face.red ? 'text-danger' : 'text-fg',
      )}
      data-card={card}
    >
      {face.rank}
      {face.symbol}
    </span>
  );
};

const HandsTable = ({ hands }: { hands: readonly RoundBetHand[] }) => {
  const { t } = useTranslation();
  return (
    <HeadedTable
      caption={t('gamesAdmin.rounds.round.cards')}
      testId={ids.roundCards}
      columns={[t('gamesAdmin.rounds.round.hand'), t('gamesAdmin.rounds.round.handCards')]}
    >
      {hands.map((hand, i) => (
        <TableRow key={i}>
          <TableCell>{hand.hand}</TableCell>
          <TableCell>
            <span className="flex flex-wrap gap-1">
              {hand.cards.map((card, j) => (
                <CardFace key={j} card={card} />
              ))}
            </span>
          </TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
};

/**
 * A table, room or fight round as the vendor described it (details of kind `round`): the game, place,
 * round number and result, each bet with its stake and what it paid, and the cards dealt.
 */
export const RoundBetLines = ({ round, currency }: { round: RoundBetDetails; currency: string }) => {
  const { t } = useTranslation();
  const facts: [string, string][] = [[t('gamesAdmin.rounds.round.game'), t(`gamesAdmin.rounds.round.games.${round.game}`)]];
  if (round.place !== undefined) facts.push([t('gamesAdmin.rounds.round.place'), round.place]);
  if (round.roundNo !== undefined) facts.push([t('gamesAdmin.rounds.round.roundNo'), round.roundNo]);
  if (round.result !== undefined) facts.push([t('gamesAdmin.rounds.round.result'), round.result]);
  const columns = [t('gamesAdmin.rounds.round.label'), t('gamesAdmin.rounds.round.amount'), t('gamesAdmin.rounds.round.payout')];
  return (
    <div className="flex flex-col gap-2" data-game={round.game}>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-fg-muted">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <HeadedTable caption={t('gamesAdmin.rounds.round.lines')} testId={ids.roundLines} columns={columns}>
        {round.lines.map((line, i) => {
          const state = boLineState(line);
          return (
            <TableRow key={i} data-state={state}>
              <TableCell>
                {line.label}
                {line.note === undefined ? null : <span className="block text-xs text-fg-muted">{line.note}</span>}
              </TableCell>
              <TableCell>
                <Money minor={line.amount} currency={currency} />
              </TableCell>
              <TableCell>
                {line.payout === undefined ? (
                  <span className="text-fg-muted">{t('gamesAdmin.rounds.round.unsettled')}</span>
                ) : (
                  <Money minor={line.payout} currency={currency} className={cx(state === 'paid' && 'text-success')} />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </HeadedTable>
      {round.cards !== undefined && round.cards.length > 0 ? <HandsTable hands={round.cards} /> : null}
    </div>
  );
};
