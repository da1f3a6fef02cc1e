import { useEffect } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Popup } from '@gp/ui';
import { keepReferralCode } from '../session/referral-code';

/**
 * /login and /register open their popup over the home page. The forms arrive with the accounts
 * issue; until then the popup says so plainly instead of offering fields that do nothing.
 */
export const AuthPopup = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const referralCode = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).referralCode });
  const mode = pathname === '/login' ? 'login' : pathname === '/register' ? 'register' : null;

  useEffect(() => {
    if (mode === 'register' && (typeof referralCode === 'string' || typeof referralCode === 'number')) keepReferralCode(String(referralCode));
  }, [mode, referralCode]);

  return (
    <Popup
      open={mode !== null}
      onClose={() => void navigate({ to: '/' })}
      title={mode === 'register' ? t('site:register') : t('site:login')}
      closeLabel={t('common:close')}
      data-testid={mode === 'register' ? 'register-popup' : 'login-popup'}
    >
      <p className="text-sm">{mode === 'register' ? t('site:registerUnavailable') : t('site:loginUnavailable')}</p>
    </Popup>
  );
};
