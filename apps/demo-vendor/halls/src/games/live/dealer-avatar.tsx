import type { Dealer } from './frames';

/** The dealer drawn from the roster's palette: the studio's picture stands in for the video feed. */
export const DealerAvatar = ({ dealer, dealing }: { dealer: Dealer; dealing: boolean }) => (
  <svg viewBox="0 0 120 120" className="h-20 w-20 shrink-0 sm:h-24 sm:w-24" aria-hidden="true">
    <circle cx="60" cy="60" r="58" fill="#0b3d2e" />
    <path d="M22 120c4-26 18-38 38-38s34 12 38 38z" fill={dealer.palette.outfit} />
    <path d="M52 80h16v10l-8 6-8-6z" fill={dealer.palette.skin} />
    <ellipse cx="60" cy="52" rx="20" ry="24" fill={dealer.palette.skin} />
    <path d="M38 50c0-20 10-30 22-30s24 8 24 30c-4-10-12-14-24-14s-18 4-22 14z" fill={dealer.palette.hair} />
    <circle cx="52" cy="54" r="2.5" fill="#1f2937" />
    <circle cx="68" cy="54" r="2.5" fill="#1f2937" />
    <path d={dealing ? 'M53 66q7 4 14 0' : 'M52 65q8 7 16 0'} stroke="#7f1d1d" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    <path d="M48 92l12 8 12-8" stroke="#f8fafc" strokeWidth="3" fill="none" />
  </svg>
);
