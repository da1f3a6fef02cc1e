import type { ReactNode } from 'react';
import { Button } from '@gp/ui';

/** The big action button of a game form. */
export const BetButton = ({ busy, disabled, children, testId = 'bgs-bet' }: { busy: boolean; disabled?: boolean; children: ReactNode; testId?: string }) => (
  <Button type="submit" loading={busy} disabled={disabled} className="w-full text-lg" data-testid={testId}>
    {children}
  </Button>
);
