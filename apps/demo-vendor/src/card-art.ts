/**
 * The four suits as SVG symbols (100 x 100 view box), in the engine's suit order: a card c is rank
 * c % 13 (ace first) of suit floor(c / 13) % 4. The baccarat script draws each card face from these
 * (rank in the corners, the suit large in the middle) and a pattern for the back.
 */
export const suitPaths: readonly string[] = [
  // Spades
  'M50 6 C62 26 92 40 92 62 C92 76 82 84 70 84 C61 84 56 80 53 74 C54 83 58 89 66 94 L34 94 C42 89 46 83 47 74 C44 80 39 84 30 84 C18 84 8 76 8 62 C8 40 38 26 50 6Z',
  // Hearts
  'M50 92 C22 70 6 52 6 32 C6 17 18 7 31 7 C40 7 46 12 50 20 C54 12 60 7 69 7 C82 7 94 17 94 32 C94 52 78 70 50 92Z',
  // Diamonds
  'M50 4 L86 50 L50 96 L14 50 Z',
  // Clubs
  'M50 8 A19 19 0 0 1 66 38 A19 19 0 1 1 58 70 C59 80 62 88 68 94 L32 94 C38 88 41 80 42 70 A19 19 0 1 1 34 38 A19 19 0 0 1 50 8Z',
];

export const cardRanks: readonly string[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Hearts and diamonds are red. */
export const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;

export const cardSprite = (): string =>
  `<svg class="sprite" width="0" height="0" aria-hidden="true" focusable="false">${suitPaths
    .map((d, i) => `<symbol id="suit-${i}" viewBox="0 0 100 100"><path d="${d}" fill="${isRedSuit(i) ? '#c81e1e' : '#111827'}"/></symbol>`)
    .join('')}
<pattern id="card-back" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#7f1d1d"/><path d="M0 5 H10 M5 0 V10" stroke="#f5b301" stroke-width="1.2" opacity="0.55"/></pattern>
</svg>`;
