import type { Side } from './frames';

/** Plumage by corner: a red (meron) and a white-and-blue (wala) bird, so the two tell apart without names. */
const plumage: Record<Side, { body: string; neck: string; wing: string; tail: string; tail2: string; band: string }> = {
  meron: { body: '#9a3412', neck: '#ea580c', wing: '#7c2d12', tail: '#1f2937', tail2: '#065f46', band: '#dc2626' },
  wala: { body: '#e2e8f0', neck: '#cbd5e1', wing: '#94a3b8', tail: '#334155', tail2: '#1e3a8a', band: '#2563eb' },
};

/** One rooster facing right, standing on the origin (its feet), about 90 units tall. */
export const Rooster = ({ side }: { side: Side }) => {
  const p = plumage[side];
  return (
    <g className="cf-rooster">
      <ellipse cx="0" cy="0" rx="30" ry="5" fill={p.band} opacity="0.55" />
      <path d="M-20 -40 C-50 -74 -58 -30 -44 -14 C-40 -32 -34 -40 -20 -36Z" fill={p.tail} />
      <path d="M-22 -34 C-60 -52 -54 -8 -36 -4 C-38 -20 -32 -28 -18 -28Z" fill={p.tail2} />
      <path d="M-6 -18 L-8 -2 M6 -18 L8 -2 M-15 -1 L-1 -1 M1 -1 L15 -1" stroke="#d97706" strokeWidth="3" strokeLinecap="round" fill="none" />
      <rect x="-11" y="-12" width="6" height="4" rx="1" fill={p.band} />
      <ellipse cx="0" cy="-32" rx="26" ry="18" fill={p.body} />
      <path d="M-14 -36 C-4 -48 14 -42 12 -28 C4 -22 -8 -24 -14 -36Z" fill={p.wing} />
      <path d="M10 -40 C14 -56 20 -66 28 -66 C36 -62 32 -48 24 -34Z" fill={p.neck} />
      <circle cx="28" cy="-64" r="8" fill={p.neck} />
      <path d="M21 -70 C21 -79 25 -79 26 -73 C27 -81 32 -81 32 -73 C34 -79 39 -77 35 -68Z" fill="#dc2626" />
      <path d="M35 -66 L45 -62 L35 -59Z" fill="#f59e0b" />
      <ellipse cx="34" cy="-55" rx="3" ry="4.5" fill="#dc2626" />
      <circle cx="30" cy="-66" r="1.7" fill="#111827" />
    </g>
  );
};
