import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@gp/ui';
import { openRealAccountDialog } from '../../account/components/session/real-account-gate';
import { useSessionFlags } from '../../account/components/session/use-session-flags';
import { useSessionToken } from '../../account/components/session/use-session-token';

/**
 * For a promotion's details when no status can be asked: a visitor is led to sign in, a trial member
 * gets the "needs a real account" dialog. A real member sees nothing here (their status shows instead).
 */
export const ClaimPrompt = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const { isTrial } = useSessionFlags();
  if (token === null)
    return (
      <Link to="/login" className={buttonClass('secondary', 'sm')} data-testid="promotion-login">
        {t('site:promotionLoginToClaim')}
      </Link>
    );
  if (!isTrial) return null;
  return (
    <Button size="sm" variant="secondary" onClick={openRealAccountDialog} data-testid="promotion-trial-claim">
      {t('site:promotionStatus.claim')}
    </Button>
  );
};
