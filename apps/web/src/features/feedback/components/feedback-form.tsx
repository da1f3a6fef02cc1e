import { feedbackContentMax, feedbackContentMin, feedbackQuestionTypes, type FeedbackQuestionType, type FeedbackRequest } from '@gp/contracts';
import { Alert, Field, Select, Textarea } from '@gp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { SubmitButton } from '../../../shared/form/submit-button';
import { TextField } from '../../../shared/form/text-field';
import { useSession } from '../../account/components/session/use-session';
import { affiliateKeys } from '../../affiliate/queries/keys';
import { sendFeedback } from '../api/feedback-api';

/** The question type a member picks to apply to become an agent. */
const applyType = 6;

type Sent = { applicationId: number | null };

/**
 * The feedback form of the footer: a question type, a description of 20 to 200 characters (counted
 * trimmed, as the server counts) and a contact for visitors. The bot check is a proof of work the
 * browser solves while sending, as registration does: nobody types a code. A member choosing
 * "apply for agent" also files an agent application.
 */
export const FeedbackForm = () => {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  const [type, setType] = useState<FeedbackQuestionType | null>(null);
  const [content, setContent] = useState('');
  const [sender, setSender] = useState('');
  const [errors, setErrors] = useState<{ type?: string; content?: string; sender?: string }>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const length = content.trim().length;

  const send = useMutation({
    mutationFn: async (body: Omit<FeedbackRequest, 'captcha'>) => {
      // Loaded on send: the solver and its worker are not needed until then.
      const { solveAltcha } = await import('../../bot-check/components/solve-altcha');
      return sendFeedback({ ...body, captcha: await solveAltcha() });
    },
    onSuccess: (value) => {
      setSent({ applicationId: value.applicationId });
      if (value.applicationId !== null) void queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (type === null) found.type = t('site:feedbackTypeRequired');
    if (length === 0) found.content = t('site:feedbackContentRequired');
    else if (length < feedbackContentMin || length > feedbackContentMax)
      found.content = t('site:feedbackContentLength', { min: feedbackContentMin, max: feedbackContentMax });
    if (!loggedIn && sender.trim() === '') found.sender = t('site:feedbackSenderRequired');
    setErrors(found);
    if (type === null || Object.keys(found).length > 0) return;
    send.mutate({ type, content: content.trim(), ...(sender.trim() ? { sender: sender.trim() } : {}) });
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-3" data-testid="feedback-sent">
        <Alert tone="success">{t('site:feedbackSent')}</Alert>
        {sent.applicationId !== null ? (
          <Link to="/affiliate" className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline">
            {t('site:affiliateSeeApplication')}
          </Link>
        ) : null}
      </div>
    );
  }

  const typeOptions = feedbackQuestionTypes.map((value) => ({ value: String(value), label: t(`site:feedbackType${value}`) }));

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="feedback-form">
      <Field label={t('site:feedbackTypeLabel')} required error={errors.type}>
        <Select
          name="type"
          value={type === null ? '' : String(type)}
          placeholder={t('site:feedbackTypeChoose')}
          options={typeOptions}
          onChange={(event) => setType(event.target.value === '' ? null : (Number(event.target.value) as FeedbackQuestionType))}
          data-testid="feedback-type"
        />
      </Field>
      {type === applyType && !loggedIn ? <p className="text-sm text-fg-muted">{t('site:feedbackApplySignIn')}</p> : null}
      <Field
        label={t('site:feedbackContentLabel')}
        required
        error={errors.content}
        hint={t('site:feedbackContentCount', { used: length, max: feedbackContentMax })}
      >
        <Textarea
          name="content"
          value={content}
          rows={5}
          maxLength={feedbackContentMax + 50}
          onChange={(event) => setContent(event.target.value)}
          data-testid="feedback-content"
        />
      </Field>
      <TextField
        label={loggedIn ? t('site:feedbackSenderOptional') : t('site:feedbackSenderLabel')}
        name="sender"
        value={sender}
        maxLength={100}
        required={!loggedIn}
        error={errors.sender}
        autoComplete="email"
        onChange={(event) => setSender(event.target.value)}
        data-testid="feedback-sender"
      />
      <ErrorBanner error={send.error} />
      <SubmitButton busy={send.isPending} data-testid="feedback-submit">
        {t('site:feedbackSubmit')}
      </SubmitButton>
    </form>
  );
};
