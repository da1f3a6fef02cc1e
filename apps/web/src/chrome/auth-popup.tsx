import { createElement } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { LoginModal } from '../account/login/login-modal';
import { useLazyComponent } from '../shared/use-lazy-component';

// Registration and the password screens are chunks of their own: a login never loads them.
const loadRegisterPopup = () => import('../account/register/register-popup').then((m) => m.RegisterPopup);
const loadForgotPopup = () => import('../account/forgot/forgot-popup').then((m) => m.ForgotPopup);

/**
 * /login, /register, /forgotPassword and /resetPassword open their popup over the home page (this
 * chunk loads only on those routes).
 */
export const AuthPopup = () => {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const RegisterPopup = useLazyComponent(loadRegisterPopup, pathname === '/register');
  const ForgotPopup = useLazyComponent(loadForgotPopup, pathname === '/forgotPassword' || pathname === '/resetPassword');

  if (pathname === '/login') return <LoginModal open />;
  return (
    <>
      {RegisterPopup ? createElement(RegisterPopup) : null}
      {ForgotPopup ? createElement(ForgotPopup) : null}
    </>
  );
};
