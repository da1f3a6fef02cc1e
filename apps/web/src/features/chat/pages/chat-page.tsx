import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Textarea } from '@gp/ui';
import { PageTitle } from '../../../shared/page-title';
import { TextField } from '../../../shared/form/text-field';
import { useSession } from '../../account/components/session/use-session';
import { chatStatus, holdChat, leaveOfflineMessage, openChat, readHeldChat, type HeldChat } from '../api/chat-api';
import { ChatConversation } from '../components/chat-conversation';
import { chatKeys } from '../queries/keys';

type Stage = { kind: 'loading' } | { kind: 'start' } | { kind: 'offline' } | { kind: 'offlineSent' } | { kind: 'chat'; held: HeldChat };

/** `?topic=model:<id>`: a live model's chat, opened from the model list's chatUrl. */
const topicOf = (search: string) => {
  const topic = new URLSearchParams(search).get('topic') ?? '';
  return /^model:[0-9]{1,9}$/.test(topic) ? topic : '';
};

/**
 * Live chat with support: the offline form when nobody is on duty, a short form to start, then the
 * conversation. Full screen on a phone; the member's open chat (or the tab's, for a visitor) resumes.
 */
export const ChatPage = () => {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const topic = topicOf(useRouterState({ select: (s) => s.location.searchStr }));
  const [override, setStage] = useState<Stage | null>(null);
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Where to begin: the member's open chat, the tab's chat for a visitor, the start form, or the offline form.
  const initial = useQuery({
    queryKey: chatKeys.stage(loggedIn, topic),
    queryFn: async (): Promise<Stage> => {
      const status = await chatStatus();
      const held = readHeldChat();
      if (status.openChat || (held && !loggedIn)) {
        if (held && (!status.openChat || status.openChat.id === held.chatId)) return { kind: 'chat', held };
        const opened = await openChat({ topic });
        const next = { chatId: opened.chat.id, token: opened.token };
        holdChat(next);
        return { kind: 'chat', held: next };
      }
      return { kind: status.online ? 'start' : 'offline' };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const stage: Stage = override ?? initial.data ?? (initial.isError ? { kind: 'start' } : { kind: 'loading' });
  const shownError = error ?? (initial.error ? initial.error.message : null);

  const start = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    openChat({ name: name.trim(), contact: contact.trim(), topic })
      .then((opened) => {
        const held = { chatId: opened.chat.id, token: opened.token };
        holdChat(held);
        setStage({ kind: 'chat', held });
      })
      .catch((e: unknown) => {
        const code = (e as { code?: string }).code;
        if (code === 'CHAT_NOBODY_ON_DUTY') setStage({ kind: 'offline' });
        else setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => setBusy(false));
  };

  const leave = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    leaveOfflineMessage({ name: name.trim(), contact: contact.trim(), message: message.trim(), topic })
      .then(() => setStage({ kind: 'offlineSent' }))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  return (
    <div className="mx-auto flex min-h-[calc(100dvh-8rem)] w-full max-w-2xl flex-col" data-testid="chat-page">
      <PageTitle>{topic ? t('site:chat.modelTitle') : t('site:chat.title')}</PageTitle>
      {shownError ? (
        <Alert tone="danger" className="mb-3">
          {shownError}
        </Alert>
      ) : null}
      {stage.kind === 'chat' ? (
        <ChatConversation key={stage.held.chatId} held={stage.held} onEnded={() => setStage({ kind: 'start' })} />
      ) : stage.kind === 'start' ? (
        <form className="flex flex-col gap-3" onSubmit={start} data-testid="chat-start-form">
          <p className="text-sm text-fg-muted">{t('site:chat.intro')}</p>
          {loggedIn ? null : (
            <TextField label={t('site:chat.name')} value={name} maxLength={64} required onChange={(e) => setName(e.target.value)} autoComplete="name" />
          )}
          {loggedIn ? null : (
            <TextField label={t('site:chat.contact')} value={contact} maxLength={120} onChange={(e) => setContact(e.target.value)} autoComplete="email" />
          )}
          <Button type="submit" loading={busy} data-testid="chat-start">
            {t('site:chat.start')}
          </Button>
        </form>
      ) : stage.kind === 'offline' ? (
        <form className="flex flex-col gap-3" onSubmit={leave} data-testid="chat-offline-form">
          <Alert tone="info">{t('site:chat.offlineIntro')}</Alert>
          <TextField label={t('site:chat.name')} value={name} maxLength={64} required onChange={(e) => setName(e.target.value)} autoComplete="name" />
          <TextField
            label={t('site:chat.contact')}
            value={contact}
            maxLength={120}
            required
            onChange={(e) => setContact(e.target.value)}
            autoComplete="email"
          />
          <Field label={t('site:chat.yourMessage')} required>
            <Textarea rows={4} maxLength={2000} value={message} required onChange={(e) => setMessage(e.target.value)} />
          </Field>
          <Button type="submit" loading={busy} data-testid="chat-offline-send">
            {t('site:chat.offlineSend')}
          </Button>
        </form>
      ) : stage.kind === 'offlineSent' ? (
        <Alert tone="success" data-testid="chat-offline-sent">
          {t('site:chat.offlineSent')}
        </Alert>
      ) : (
        <p role="status">{t('common:loading')}</p>
      )}
    </div>
  );
};
