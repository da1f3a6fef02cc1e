import type { ReactNode } from 'react';
import { cx } from '@gp/ui';

/**
 * The outcome of the last bet, announced politely to screen readers (the region stays mounted so a
 * change is read out, not only a first appearance).
 */
export const ResultBanner = ({ tone, children }: { tone: 'win' | 'loss' | 'idle'; children?: ReactNode }) => (
  <div
    aria-live="polite"
    aria-atomic="true"
    className={cx(
      'min-h-12 rounded-md px-3 py-2 text-center text-lg font-semibold',
      tone === 'win' && 'bg-success/15 text-success',
      tone === 'loss' && 'bg-danger/10 text-danger',
      tone === 'idle' && 'text-fg-muted',
    )}
    data-testid="bgs-result"
    data-tone={tone}
  >
    {children}
  </div>
);
