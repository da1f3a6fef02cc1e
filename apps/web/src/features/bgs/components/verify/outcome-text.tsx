import { useTranslation } from 'react-i18next';
import type { BetOutcome, BgsOutcome } from '@gp/contracts';
import { formatMultiplier } from '../shared/format';

/** An outcome in words, the same for the browser's and the server's answer so they compare at a glance. */
export const OutcomeText = ({ outcome }: { outcome: BgsOutcome | BetOutcome }) => {
  const { t } = useTranslation('bgs');
  switch (outcome.game) {
    case 'dice':
      return <>{t('verify.diceOutcome', { roll: (outcome.rollHundredths / 100).toFixed(2), result: outcome.win ? t('verify.win') : t('verify.loss') })}</>;
    case 'limbo':
      return <>{t('verify.limboOutcome', { result: formatMultiplier(outcome.resultHundredths), verdict: outcome.win ? t('verify.win') : t('verify.loss') })}</>;
    case 'mines':
      return <>{t('verify.minesOutcome', { tiles: (outcome.mineTiles ?? []).map((tile) => tile + 1).join(', ') })}</>;
    case 'plinko':
      return (
        <>
          {t('verify.plinkoOutcome', {
            path: outcome.path.map((s) => (s === 0 ? 'L' : 'R')).join(''),
            slot: outcome.slot,
            multiplier: formatMultiplier(outcome.multiplierHundredths),
          })}
        </>
      );
    case 'crash':
      return <>{t('verify.crashOutcome', { multiplier: outcome.crashPointHundredths === null ? '—' : formatMultiplier(outcome.crashPointHundredths) })}</>;
  }
};
