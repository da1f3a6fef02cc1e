import { createElement } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { LoginModal } from '../../features/account/components/login/login-modal';
import { useLazyComponent } from '../../shared/use-lazy-component';

// Registration and the password screens are chunks of their own: a login never loads them.
const loadRegisterPopup = () => import('../../features/account/components/register/register-popup').then((m) => m.RegisterPopup);
const loadForgotPopup = () => import('../../features/account/components/forgot/forgot-popup').then((m) => m.ForgotPopup);
const loadSocialCallbackPopup = () => import('../../features/account/components/social/social-callback-popup').then((m) => m.SocialCallbackPopup);

/**
 * /login, /register, /forgotPassword, /resetPassword and /socialCallback open their popup over the home page (this
 * chunk loads only on those routes).
 */
export const AuthPopup = () => {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const RegisterPopup = useLazyComponent(loadRegisterPopup, pathname === '/register');
  const ForgotPopup = useLazyComponent(loadForgotPopup, pathname === '/forgotPassword' || pathname === '/resetPassword');
  const SocialCallbackPopup = useLazyComponent(loadSocialCallbackPopup, pathname === '/socialCallback');

  if (pathname === '/login') return <LoginModal open />;
  return (
    <>
      {RegisterPopup ? createElement(RegisterPopup) : null}
      {ForgotPopup ? createElement(ForgotPopup) : null}
      {/* Open only on its own route: it reads the provider's answer once, when it mounts. */}
      {SocialCallbackPopup && pathname === '/socialCallback' ? createElement(SocialCallbackPopup) : null}
    </>
  );
};
