import { useEffect } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Popup } from '@gp/ui';
import { countReferralClick } from '../../../referral/api/referral-click';
import { keepReferralCode, readReferralCode } from '../session/referral-code';
import { affiliateCodeOfSearch } from './affiliate';
import { RegisterForm } from './register-form';

const referralOf = (search: Record<string, unknown>): string | null => {
  const value = search.referralCode;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** /register: the registration popup over the home page. */
export const RegisterPopup = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const open = pathname === '/register';
  const linkReferral = referralOf(search);
  const linkAffiliate = affiliateCodeOfSearch(search);

  useEffect(() => {
    if (!open || !linkReferral) return;
    keepReferralCode(linkReferral);
    // The link's owner sees how many people opened it.
    countReferralClick(linkReferral);
  }, [open, linkReferral]);

  return (
    <Popup open={open} onClose={() => void navigate({ to: '/' })} title={t('site:register')} closeLabel={t('common:close')} data-testid="register-popup">
      {open ? <RegisterForm linkAffiliateCode={linkAffiliate} referralCode={linkReferral ?? readReferralCode()} /> : null}
    </Popup>
  );
};
