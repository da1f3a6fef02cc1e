import { useLocale } from '../../i18n/locale';

const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suits = [
  { symbol: '♠', red: false, key: 'spades' },
  { symbol: '♥', red: true, key: 'hearts' },
  { symbol: '♦', red: true, key: 'diamonds' },
  { symbol: '♣', red: false, key: 'clubs' },
];

/** A card as 0-51 (rank = card % 13 from the ace, suit = card / 13), dealt face up with a flip. */
export const PlayingCard = ({ card, small = false }: { card: number; small?: boolean }) => {
  const { t } = useLocale();
  const rank = ranks[card % 13]!;
  const suit = suits[Math.floor(card / 13) % 4]!;
  return (
    <span
      role="img"
      aria-label={t('live.card', { rank, suit: t(`live.suit.${suit.key}`) })}
      className={`inline-flex flex-col items-center justify-center rounded-md border border-neutral-300 bg-white font-bold shadow-md motion-safe:animate-[hall-deal_350ms_ease-out] ${small ? 'h-12 w-9 text-sm' : 'h-14 w-10 text-base sm:h-20 sm:w-14 sm:text-lg'} ${suit.red ? 'text-red-700' : 'text-neutral-900'}`}
      data-testid="card"
    >
      <span aria-hidden="true">{rank}</span>
      <span aria-hidden="true">{suit.symbol}</span>
    </span>
  );
};
