import type { BoRoundSummary } from '@gp/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../../shared/ui/status-badge';

const tones: Record<BoRoundSummary['status'], StatusTone> = { open: 'waiting', closed: 'good', cancelled: 'neutral' };

/** A round's status in words, tinted. */
export const RoundStatus = ({ status }: { status: BoRoundSummary['status'] }) => {
  const { t } = useTranslation();
  return <StatusBadge tone={tones[status]} label={t(`gamesAdmin.rounds.status.${status}`)} />;
};

/** An identifier (code, round id, txId) kept left to right in monospace; `wrap` lets a long one break anywhere. */
export const Code = ({ children, title, wrap = false }: { children: string; title?: string; wrap?: boolean }) => (
  <span dir="ltr" className={wrap ? 'break-all font-mono text-xs' : 'whitespace-nowrap font-mono text-xs'} title={title}>
    {children}
  </span>
);
