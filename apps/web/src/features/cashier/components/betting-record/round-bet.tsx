import { useTranslation } from 'react-i18next';
import { playingCardFace, type BettingRoundBet, type BettingRoundBetHand, type BettingRoundBetLine } from '@gp/contracts';
import { cx } from '@gp/ui';

type Money = (minor: number) => string;

/** Where and which round, as one line: "Aurora Live Baccarat 1 · Round 48-1207"; empty when the vendor said neither. */
export const useRoundPlace = (bet: BettingRoundBet): string => {
  const { t } = useTranslation();
  const parts = [bet.place, bet.roundNo === null ? null : t('cashier:betting.round.roundNo', { no: bet.roundNo })];
  return parts.filter((part): part is string => part !== null).join(' · ');
};

/** How a line settled: still open, lost (paid 0), or paid something. */
export const lineState = (line: BettingRoundBetLine): 'open' | 'lost' | 'paid' => (line.payout === null ? 'open' : line.payout === 0 ? 'lost' : 'paid');

/** A card as printed (rank and suit symbol), named in words for a screen reader. */
const PlayingCard = ({ card }: { card: number }) => {
  const { t } = useTranslation();
  const face = playingCardFace(card);
  const rank = face.rank === 'A' || face.rank === 'J' || face.rank === 'Q' || face.rank === 'K' ? t(`cashier:betting.round.rank.${face.rank}`) : face.rank;
  return (
    <span
      role="img"
      aria-label={t('cashier:betting.round.card', { rank, suit: t(`cashier:betting.round.suit.${face.suit}`) })}
      className={cx(
        'inline-flex min-w-9 justify-center rounded border border-border-strong bg-surface-raised px-1 py-0.5 text-sm font-semibold tabular-nums',
        face.red ? 'text-danger' : 'text-fg',
      )}
      data-testid="round-bet-card"
      data-card={card}
    >
      {face.rank}
      {face.symbol}
    </span>
  );
};

/** Each hand's cards in dealing order. */
const DealtCards = ({ hands }: { hands: readonly BettingRoundBetHand[] }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1" data-testid="round-bet-cards">
      <h4 className="text-sm font-medium">{t('cashier:betting.round.cards')}</h4>
      <ul className="flex flex-col gap-1 text-sm">
        {hands.map((hand, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2" data-testid="round-bet-hand">
            <span className="min-w-16 text-fg-muted [overflow-wrap:anywhere]">{hand.hand}</span>
            <span className="flex flex-wrap gap-1">
              {hand.cards.map((card, j) => (
                <PlayingCard key={j} card={card} />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};

/**
 * A table, room or fight round in the record's list: where and which round, the result, and what
 * the bets were on, wrapping on a phone.
 */
export const RoundBetSummary = ({ bet }: { bet: BettingRoundBet }) => {
  const place = useRoundPlace(bet);
  return (
    <div className="mt-1 flex flex-col gap-0.5 text-xs" data-testid="round-bet-summary" data-game={bet.game}>
      {place ? <span className="text-fg-muted [overflow-wrap:anywhere]">{place}</span> : null}
      {bet.result ? (
        <span className="font-medium text-fg [overflow-wrap:anywhere]" data-testid="round-bet-result">
          {bet.result}
        </span>
      ) : null}
      <span className="line-clamp-2 text-fg-muted [overflow-wrap:anywhere]">{bet.lines.map((line) => line.label).join(', ')}</span>
    </div>
  );
};

/**
 * A table, room or fight round in full, for the round's detail: each bet with its stake and what it
 * paid (or that it is not settled yet), the result in the vendor's words and the cards dealt.
 */
export const RoundBetLines = ({ bet, money }: { bet: BettingRoundBet; money: Money }) => {
  const { t } = useTranslation();
  const place = useRoundPlace(bet);
  return (
    <section className="flex flex-col gap-2" aria-labelledby="round-bets-title" data-testid="round-bet-lines" data-game={bet.game}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id="round-bets-title" className="font-semibold">
          {t('cashier:betting.round.bets')}
        </h3>
        {place ? <span className="text-sm text-fg-muted [overflow-wrap:anywhere]">{place}</span> : null}
      </div>
      <ol className="flex flex-col gap-2">
        {bet.lines.map((line, i) => {
          const state = lineState(line);
          return (
            <li key={i} className="rounded-md border border-border p-2 text-sm" data-testid="round-bet-line" data-state={state}>
              <span className="block font-medium [overflow-wrap:anywhere]">{line.label}</span>
              {line.note ? <span className="block text-xs text-fg-muted [overflow-wrap:anywhere]">{line.note}</span> : null}
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
                <dt>{t('cashier:betting.round.stake')}</dt>
                <dd className="tabular-nums">{money(line.amount)}</dd>
                <dt>{t('cashier:betting.round.payout')}</dt>
                <dd className={cx('tabular-nums', state === 'paid' && 'font-semibold text-success', state === 'lost' && 'text-danger')}>
                  {line.payout === null ? t('cashier:betting.round.unsettled') : money(line.payout)}
                </dd>
              </dl>
            </li>
          );
        })}
      </ol>
      {bet.result ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-fg-muted">{t('cashier:betting.round.result')}</dt>
          <dd className="font-medium [overflow-wrap:anywhere]" data-testid="round-bet-result">
            {bet.result}
          </dd>
        </dl>
      ) : null}
      {bet.cards.length > 0 ? <DealtCards hands={bet.cards} /> : null}
    </section>
  );
};
