import type { LiveDealer } from '@gp/contracts';
import { dealerLook } from './dealer-look';

const ink = '#2a1a12';

/**
 * A dealer drawn from their palette: shoulders in the outfit, the face, the hair in one of three
 * styles. Decoration beside the dealer's name, so hidden from assistive technology.
 */
export const DealerPortrait = ({ dealer, size = 72 }: { dealer: Pick<LiveDealer, 'id' | 'palette'>; size?: number }) => {
  const look = dealerLook(dealer);
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="rounded-full bg-muted"
      data-testid="live-dealer-portrait"
      data-style={look.style}
    >
      {look.style === 'long' ? <path d="M14 30c0-14 8-22 18-22s18 8 18 22v18H14z" fill={look.hair} /> : null}
      <path d="M6 64c0-12 11-19 26-19s26 7 26 19z" fill={look.outfit} />
      <path d="M27 45l5 7 5-7" fill="none" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="1.6" strokeLinejoin="round" />
      <rect x="27" y="35" width="10" height="10" rx="4" fill={look.skin} />
      <ellipse cx="32" cy="28" rx="12" ry="13.5" fill={look.skin} />
      {look.style === 'bun' ? <circle cx="32" cy="10" r="6.5" fill={look.hair} /> : null}
      <path
        d={
          look.style === 'bob'
            ? 'M18 33c-2-15 5-22 14-22s16 7 14 22c-2-8-4-12-6-14-6 4-14 4-20 1-1 3-2 8-2 13z'
            : 'M19.5 26c0-10 6-15 12.5-15s12.5 5 12.5 15c-5-6-12-8-25 0z'
        }
        fill={look.hair}
      />
      <circle cx="27.5" cy="29" r="1.5" fill={ink} />
      <circle cx="36.5" cy="29" r="1.5" fill={ink} />
      <path d="M28.5 35c2 1.8 5 1.8 7 0" fill="none" stroke={ink} strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
};
