import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSession } from '@gp/contracts';
import { signIn } from '../session/session-actions';
import { showToast } from '../session/toast-store';
import { formatLoginTime } from '../session/format-login-time';

/**
 * After a successful login: keep the token, run the first-login action (a
 * welcome), tell the previous login time, and close the modal. When the password must change, the
 * forced change-password modal opens from the stored flag (it survives a reload).
 */
export const useFinishLogin = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  return useCallback(
    (session: MemberSession, remember: boolean) => {
      signIn(queryClient, session, remember);
      if (session.firstTimeLogin) showToast(t('site:session.welcome', { name: session.member.nickname || session.member.account }), 'toast-welcome');
      if (session.previousLoginAt)
        showToast(t('site:session.previousLogin', { time: formatLoginTime(session.previousLoginAt, i18n.language) }), 'toast-previous-login');
      void navigate({ to: '/', replace: true });
    },
    [queryClient, navigate, t, i18n],
  );
};
