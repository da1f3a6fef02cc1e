import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealityCheckStatus } from '@gp/contracts';
import { Button, Dialog } from '@gp/ui';
import { signOut } from '../../../account/components/session/session-actions';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { nextReminderAt, splitMinutes } from './protection-format';
import { realityCheckQuery } from '../../api/protection-api';
import { useProtectionFormat } from './use-protection-format';

/** The reminder itself: fresh numbers from the server, continue or log out, and the account record. */
const RealityCheckBody = ({ status, onContinue }: { status: RealityCheckStatus; onContinue: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const format = useProtectionFormat(status.currency, status.currencySymbol);
  const { hours, minutes } = splitMinutes(status.elapsedMinutes);
  const logOut = async () => {
    setBusy(true);
    try {
      await signOut(queryClient);
    } finally {
      setBusy(false);
      void navigate({ to: '/' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onContinue();
      }}
      title={t('cashier:protection.dialog.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => void logOut()} loading={busy} data-testid="reality-check-logout">
            {t('cashier:protection.dialog.logout')}
          </Button>
          <Button onClick={onContinue} disabled={busy} data-testid="reality-check-continue">
            {t('cashier:protection.dialog.continue')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2 text-sm" data-testid="reality-check-dialog">
        <p data-testid="reality-check-elapsed">
          {t('cashier:protection.dialog.elapsed', { duration: t('cashier:protection.dialog.duration', { hours, minutes }) })}
        </p>
        <p data-testid="reality-check-net">
          {t('cashier:protection.dialog.net')}{' '}
          <strong className={status.netResult < 0 ? 'text-danger' : 'text-success'}>{format.money(status.netResult)}</strong>
        </p>
        <Link
          to="/member"
          search={{ page: 'transactionHistory' }}
          onClick={onContinue}
          className="self-start text-primary underline"
          data-testid="reality-check-records"
        >
          {t('cashier:protection.dialog.records')}
        </Link>
      </div>
    </Dialog>
  );
};

/**
 * Mounted app-wide for signed-in members. When the player chose an interval, it wakes at each whole
 * interval after the session began, fetches the elapsed time and net result, and asks to continue
 * or log out.
 */
export const RealityCheckDialog = () => {
  const token = useSessionToken();
  const query = useQuery({ ...realityCheckQuery(token), staleTime: Infinity });
  const [shown, setShown] = useState<RealityCheckStatus | null>(null);
  const minutes = query.data?.minutes ?? null;
  const startedAt = query.data?.sessionStartedAt ?? null;

  useEffect(() => {
    if (minutes === null || startedAt === null || shown !== null) return;
    const delay = Math.max(1000, nextReminderAt(Date.parse(startedAt), minutes, Date.now()) - Date.now());
    const timer = window.setTimeout(() => {
      void query.refetch().then((result) => {
        // The interval may have been switched off meanwhile; a failed call waits for the next turn.
        if (result.data?.minutes) setShown(result.data);
      });
    }, delay);
    return () => window.clearTimeout(timer);
    // query.refetch is stable; the schedule depends only on the interval, the session and the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [minutes, startedAt, shown]);

  if (shown === null) return null;
  return <RealityCheckBody status={shown} onContinue={() => setShown(null)} />;
};
