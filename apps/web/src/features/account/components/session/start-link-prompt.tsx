import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@gp/ui';
import { exchangeLinkCode } from '../../api/session-api';
import { linkFailureMessage, settleStartLink, useStartLink } from './start-link';
import { useSessionToken } from './use-session-token';
import { memberInfoQuery } from '../../queries/member-queries';
import { signIn, signOut } from './session-actions';

/**
 * A link's one-time code met a session already here (start-link.ts): the player is asked, and only
 * "switch" trades the code and replaces the session; a link never silently signs someone else in.
 * Also says why a code was not used (spent, expired), which changes nothing.
 */
export const StartLinkPrompt = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const { asking, failure } = useStartLink();
  const [busy, setBusy] = useState(false);
  const member = useQuery({ ...memberInfoQuery(token), enabled: token !== null && asking !== null });

  const switchAccount = async (code: string) => {
    setBusy(true);
    try {
      const session = await exchangeLinkCode(code);
      // The session this tab had ends on the server too: switching is signing out and in again.
      await signOut(queryClient);
      signIn(queryClient, session, false);
      settleStartLink();
    } catch (error) {
      settleStartLink(linkFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const keep = () => {
    if (!busy) settleStartLink();
  };

  if (failure !== null) {
    return (
      <Dialog
        open
        onOpenChange={() => settleStartLink()}
        title={t('site:session.linkFailedTitle')}
        description={failure}
        actions={
          <Button onClick={() => settleStartLink()} data-testid="start-link-failed-close">
            {t('common:close')}
          </Button>
        }
      />
    );
  }
  if (asking === null) return null;
  return (
    <Dialog
      open
      onOpenChange={keep}
      title={t('site:session.linkTitle')}
      description={t('site:session.linkQuestion')}
      actions={
        <>
          <Button variant="secondary" onClick={keep} disabled={busy} data-testid="start-link-keep">
            {t('site:session.linkKeep')}
          </Button>
          <Button onClick={() => void switchAccount(asking)} loading={busy} data-testid="start-link-switch">
            {t('site:session.linkSwitch')}
          </Button>
        </>
      }
    >
      {member.data ? (
        <p className="break-words text-sm" data-testid="start-link-current">
          {t('site:session.linkCurrent', { account: member.data.account })}
        </p>
      ) : null}
    </Dialog>
  );
};
