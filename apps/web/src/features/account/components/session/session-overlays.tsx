import { useTranslation } from 'react-i18next';
import { RealityCheckDialog } from '../../../cashier/components/protection/reality-check-dialog';
import { ChangePasswordModal } from './change-password-modal';
import { RealAccountDialog } from './real-account-dialog';
import { dismissToast, useToasts } from './toast-store';
import { useSessionFlags } from './use-session-flags';

/** Short notices at the bottom of the screen, read out politely. */
const SessionToasts = () => {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:end-4">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className="pointer-events-auto flex max-w-sm items-start gap-2 rounded-md border border-border bg-surface p-3 text-sm text-fg shadow-lg"
          data-testid={toast.testId ?? 'toast'}
        >
          <p className="min-w-0 flex-1">{toast.text}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('common:close')}
            className="-me-1 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
};

/** What a signed-in member may see over any page: the trial dialog, the forced password change, notices. */
export const SessionOverlays = () => {
  const flags = useSessionFlags();
  return (
    <>
      <RealAccountDialog />
      <ChangePasswordModal open={flags.mustChangePassword} />
      <SessionToasts />
      {/* A trial plays no real money: no reality check, and its status call would answer 403. */}
      {flags.isTrial ? null : <RealityCheckDialog />}
    </>
  );
};
