import { useState } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Popup } from '@gp/ui';
import { usePermission } from '../../../system/queries/use-permission';
import { MethodTabs } from '../register/method-tabs';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotPhoneForm } from './forgot-phone-form';
import { ResetPasswordForm } from './reset-password-form';

type Mode = 'mobile' | 'email';

/**
 * Email or mobile; mobile first when CHNGPASSVERIF3 is on, and only then offered, since the server
 * sends reset codes only with that flag.
 */
const ForgotForms = () => {
  const { t } = useTranslation();
  const permission = usePermission();
  const phone = permission.data?.whitelabel.CHNGPASSVERIF3 ?? false;
  const [chosen, setChosen] = useState<Mode | null>(null);
  if (permission.isPending) return <p className="text-sm text-fg-muted">{t('common:loading')}</p>;
  const modes: Mode[] = phone ? ['mobile', 'email'] : ['email'];
  const mode = chosen && modes.includes(chosen) ? chosen : modes[0]!;
  return (
    <div className="flex flex-col gap-4" data-testid="forgot-forms" data-mode={mode}>
      {modes.length > 1 ? (
        <MethodTabs value={mode} methods={modes} onChange={setChosen} labelKey={(m) => `forgot.mode_${m}`} groupKey="forgot.modes" testId="forgot-mode" />
      ) : null}
      {mode === 'mobile' ? <ForgotPhoneForm /> : <ForgotEmailForm />}
      <p className="text-center text-sm text-fg-muted">
        <Link to="/login" className="font-medium text-primary underline underline-offset-2">
          {t('site:forgot.backToLogin')}
        </Link>
      </p>
    </div>
  );
};

/** /forgotPassword and /resetPassword?token=: popups over the home page, like login and register. */
export const ForgotPopup = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const token = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).token });
  const mode = pathname === '/forgotPassword' ? 'forgot' : pathname === '/resetPassword' ? 'reset' : null;
  return (
    <Popup
      open={mode !== null}
      onClose={() => void navigate({ to: '/' })}
      title={mode === 'reset' ? t('site:reset.title') : t('site:forgot.title')}
      closeLabel={t('common:close')}
      data-testid={mode === 'reset' ? 'reset-popup' : 'forgot-popup'}
    >
      {mode === 'forgot' ? <ForgotForms /> : null}
      {mode === 'reset' ? <ResetPasswordForm token={typeof token === 'string' ? token : ''} /> : null}
    </Popup>
  );
};
