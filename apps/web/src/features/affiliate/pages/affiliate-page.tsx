import type { AffiliateApplication } from '@gp/contracts';
import { Alert, Card, Field, Textarea } from '@gp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { SubmitButton } from '../../../shared/form/submit-button';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { readFlags, writeFlags } from '../../account/components/session/session-store';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { affiliateStateQuery, applyForAgent } from '../api/affiliate-api';
import { affiliateKeys } from '../queries/keys';

const noteMax = 200;
const linkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline';

const ApplicationStatus = ({ application }: { application: AffiliateApplication }) => {
  const { t, i18n } = useTranslation();
  const tone = application.status === 'rejected' ? 'warning' : 'info';
  return (
    <Alert tone={tone} title={t(`site:affiliateStatus.${application.status}`)} data-testid="affiliate-status" data-status={application.status}>
      <p>{t('site:affiliateAppliedAt', { time: formatRecordTime(application.createdAt, i18n.language) })}</p>
      {application.status === 'rejected' && application.reason ? (
        <p data-testid="affiliate-reason">
          {t('site:affiliateReason')} {application.reason}
        </p>
      ) : null}
    </Alert>
  );
};

const ApplyForm = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const apply = useMutation({
    mutationFn: applyForAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate(note.trim() ? { note: note.trim() } : {});
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="affiliate-form">
      <Field label={t('site:affiliateNoteLabel')} hint={t('site:affiliateNoteHint', { max: noteMax })}>
        <Textarea name="note" value={note} rows={4} maxLength={noteMax} onChange={(event) => setNote(event.target.value)} data-testid="affiliate-note" />
      </Field>
      <ErrorBanner error={apply.error} />
      <SubmitButton busy={apply.isPending} className="sm:w-auto sm:self-start" data-testid="affiliate-apply">
        {t('site:affiliateApply')}
      </SubmitButton>
    </form>
  );
};

/**
 * /affiliate: a member applies to become an agent and follows the application. Once approved the
 * member is an agent: the session learns it, and the page leads to the agent centre.
 */
export const AffiliatePage = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const state = useQuery(affiliateStateQuery(token));
  const isAgent = state.data?.isAgent ?? false;
  const application = state.data?.application ?? null;

  // The agent centre admits by the session's flags: an approval since sign-in opens it now.
  useEffect(() => {
    const flags = readFlags();
    if (isAgent && !flags.isAgent) writeFlags({ ...flags, isAgent: true });
  }, [isAgent]);

  return (
    <div className="flex flex-col gap-4" data-testid="affiliate-page">
      <PageTitle>{t('site:affiliateTitle')}</PageTitle>
      <p className="text-fg-muted">{t('site:affiliateIntro')}</p>
      <QueryState isPending={state.isPending} error={state.error} isEmpty={false} onRetry={() => void state.refetch()} />
      {state.data ? (
        <Card className="flex flex-col gap-4">
          {isAgent ? (
            <div className="flex flex-col gap-2" data-testid="affiliate-agent">
              <Alert tone="success" title={t('site:affiliateIsAgent')}>
                {application?.inviteCode ? (
                  <p>
                    {t('site:affiliateInviteCode')}{' '}
                    <bdi className="font-mono font-semibold" data-testid="affiliate-invite-code">
                      {application.inviteCode}
                    </bdi>
                  </p>
                ) : null}
              </Alert>
              <Link to="/agentHome" className={linkClass} data-testid="affiliate-agent-centre">
                {t('site:affiliateOpenAgentCentre')}
              </Link>
            </div>
          ) : (
            <>
              {application ? <ApplicationStatus application={application} /> : null}
              {application?.status === 'pending' ? null : <ApplyForm />}
            </>
          )}
        </Card>
      ) : null}
    </div>
  );
};
