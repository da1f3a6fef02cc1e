import type { PhoneNavId } from './phone-nav';

const paths: Record<PhoneNavId, string[]> = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5'],
  // A game pad.
  games: ['M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6L14 14h-4l-1 1.6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4Z', 'M7 11v3', 'M5.5 12.5h3', 'M15.5 12h.01', 'M18 11h.01'],
  deposit: ['M12 5v14', 'M5 12h14'],
  // A gift box.
  promotions: [
    'M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-9Z',
    'M3 7h18v4H3z',
    'M12 7v14',
    'M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z',
  ],
  account: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4 21a8 8 0 0 1 16 0'],
};

/** The bar's line icons, drawn in the text colour. */
export const PhoneNavIcon = ({ id, className }: { id: PhoneNavId; className: string }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className={className}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {paths[id].map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
);
