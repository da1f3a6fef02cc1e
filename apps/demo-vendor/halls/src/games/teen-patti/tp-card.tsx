import { useLocale } from '../../i18n/locale';
import { cardName, rankOf, suitOf } from './labels';

const sizes = { small: 'h-9 w-6 text-[0.65rem]', medium: 'h-12 w-9 text-sm', large: 'h-20 w-14 text-lg' } as const;
export type CardSize = keyof typeof sizes;

/** A card face up (0-51), or face down when `card` is null: a hand not shown to this player. */
export const TpCard = ({ card, size = 'medium' }: { card: number | null; size?: CardSize }) => {
  const { t } = useLocale();
  if (card === null) {
    return (
      <span
        role="img"
        aria-label={t('tp.cardBack')}
        className={`inline-block rounded-md border border-white/70 bg-gradient-to-br from-rose-800 to-rose-950 shadow ${sizes[size]}`}
        data-testid="tp-card-back"
      />
    );
  }
  const suit = suitOf(card);
  return (
    <span
      role="img"
      aria-label={cardName(t, card)}
      className={`inline-flex flex-col items-center justify-center rounded-md border border-neutral-300 bg-white font-bold leading-none shadow motion-safe:animate-[hall-deal_350ms_ease-out] ${sizes[size]} ${suit.red ? 'text-red-700' : 'text-neutral-900'}`}
      data-testid="tp-card"
      data-card={card}
    >
      <span aria-hidden="true">{rankOf(card)}</span>
      <span aria-hidden="true">{suit.symbol}</span>
    </span>
  );
};

/** Three cards side by side; face down where the player may not see them. */
export const TpCards = ({ cards, dealt, size = 'medium', testId }: { cards: number[] | null; dealt: boolean; size?: CardSize; testId?: string }) => {
  if (!cards && !dealt) return null;
  return (
    <span className="inline-flex gap-0.5" data-testid={testId}>
      {(cards ?? [null, null, null]).map((card, i) => (
        <TpCard key={i} card={card} size={size} />
      ))}
    </span>
  );
};
