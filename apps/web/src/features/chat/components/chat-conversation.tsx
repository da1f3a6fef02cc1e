import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveChatMessage, LiveChatServerFrame, LiveChatView } from '@gp/contracts';
import { Alert, Button, Field, Textarea, useChatSocket } from '@gp/ui';
import { ApiError } from '../../../api/api-error';
import { chatTranscript, closeChat, holdChat, rateChat, sendChatImage, sendChatText, type HeldChat } from '../api/chat-api';
import { chatKeys } from '../queries/keys';

const maxImageBytes = 5 * 1024 * 1024;

const merge = (list: LiveChatMessage[], more: LiveChatMessage[]) => {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

const Stars = ({ value, onChange }: { value: number; onChange: (v: number) => void }) => {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('site:chat.rateLegend')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex size-11 cursor-pointer items-center justify-center rounded-md border border-border has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name="chat-rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              data-testid={`chat-rate-${n}`}
            />
            <span aria-hidden="true" className={n <= value ? 'text-fg' : 'text-fg-muted'}>
              ★
            </span>
            <span className="sr-only">{t('site:chat.stars', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};

/** One conversation: the messages, what the other side is typing, the composer, and the rating at the end. */
export const ChatConversation = ({ held, onEnded }: { held: HeldChat; onEnded: () => void }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = chatKeys.transcript(held.chatId);
  const transcript = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return await chatTranscript(held.chatId);
      } catch (e) {
        // The chat is gone for this browser (another member signed in, a stale token): start afresh.
        if (e instanceof ApiError && e.code === 'NOT_FOUND') {
          holdChat(null);
          onEnded();
        }
        throw e;
      }
    },
    staleTime: Infinity,
  });
  const chat = transcript.data?.chat ?? null;
  const messages = transcript.data?.messages ?? [];
  type Transcript = { chat: LiveChatView; messages: LiveChatMessage[] };
  const update = (change: (old: Transcript) => Transcript) => queryClient.setQueryData<Transcript>(key, (old) => (old ? change(old) : old));
  const setChat = (next: LiveChatView) => update((old) => ({ ...old, chat: next }));
  const addMessages = (more: LiveChatMessage[]) => update((old) => ({ ...old, messages: merge(old.messages, more) }));
  const reload = () => void queryClient.invalidateQueries({ queryKey: key });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [staffTyping, setStaffTyping] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listRef = useRef<HTMLOListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const onFrame = (frame: LiveChatServerFrame) => {
    if (frame.type === 'message') {
      addMessages([frame.message]);
      if (frame.message.sender === 'staff') setStaffTyping(false);
    } else if (frame.type === 'chat') {
      setChat(frame.chat);
      reload();
    } else if (frame.type === 'typing' && frame.who === 'staff') {
      setStaffTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setStaffTyping(false), 4000);
    }
  };
  const { state, sendTyping } = useChatSocket({ chatToken: held.token }, onFrame, reload);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    void run(async () => {
      const sent = await sendChatText(held.chatId, value);
      addMessages([sent]);
      setText('');
    });
  };

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    if (file.size >= maxImageBytes) return setError(t('site:chat.imageTooLarge'));
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setError(t('site:chat.imageType'));
    void run(async () => {
      const sent = await sendChatImage(held.chatId, file);
      addMessages([sent]);
    });
    if (fileRef.current) fileRef.current.value = '';
  };

  const closed = chat?.status === 'closed';
  const time = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <section className="flex min-h-0 flex-1 flex-col gap-3" data-testid="chat-conversation" data-status={chat?.status ?? 'loading'}>
      <p className="text-sm text-fg-muted" role="status" data-testid="chat-state">
        {chat?.status === 'waiting'
          ? t('site:chat.waiting', { position: chat.queuePosition })
          : chat?.status === 'active'
            ? t('site:chat.talkingTo', { name: chat.staffName ?? '' })
            : closed
              ? t('site:chat.closed')
              : t('common:loading')}
        {state === 'reconnecting' ? ` · ${t('site:chat.reconnecting')}` : ''}
      </p>
      <ol
        ref={listRef}
        className="flex min-h-48 flex-1 flex-col gap-2 overflow-y-auto rounded-md border border-border bg-surface p-3"
        aria-label={t('site:chat.messages')}
        aria-live="polite"
        data-testid="chat-messages"
      >
        {messages.map((m) => {
          const mine = m.sender === 'member' || m.sender === 'visitor';
          return (
            <li
              key={m.id}
              className={
                mine ? 'max-w-[85%] self-end rounded-lg bg-primary px-3 py-2 text-primary-fg' : 'max-w-[85%] self-start rounded-lg bg-muted px-3 py-2 text-fg'
              }
              data-testid="chat-message"
              data-sender={m.sender}
            >
              <span className="sr-only">{mine ? t('site:chat.you') : (m.staffName ?? t('site:chat.support'))}: </span>
              {m.imageUrl ? (
                <img src={m.imageUrl} alt={t('site:chat.image')} className="max-h-60 max-w-full rounded" />
              ) : (
                <span className="whitespace-pre-wrap break-words">{m.text}</span>
              )}
              <span className="ms-2 text-xs opacity-80">{time(m.createdAt)}</span>
            </li>
          );
        })}
      </ol>
      {staffTyping ? (
        <p className="text-sm text-fg-muted" data-testid="chat-typing">
          {t('site:chat.staffTyping')}
        </p>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {closed ? (
        chat.rating === null ? (
          <form
            className="flex flex-col gap-3"
            data-testid="chat-rating"
            onSubmit={(e) => {
              e.preventDefault();
              if (rating > 0) void run(async () => setChat(await rateChat(held.chatId, rating, comment.trim())));
            }}
          >
            <Stars value={rating} onChange={setRating} />
            <Field label={t('site:chat.rateComment')}>
              <Textarea rows={2} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
            </Field>
            <Button type="submit" disabled={rating === 0} loading={busy} data-testid="chat-rate-submit">
              {t('site:chat.rateSend')}
            </Button>
          </form>
        ) : (
          <div className="flex flex-col gap-3">
            <p data-testid="chat-thanks">{t('site:chat.thanks')}</p>
            <Button
              variant="secondary"
              onClick={() => {
                holdChat(null);
                onEnded();
              }}
            >
              {t('site:chat.newChat')}
            </Button>
          </div>
        )
      ) : (
        <form className="flex flex-col gap-2" onSubmit={submit}>
          <Field label={t('site:chat.yourMessage')}>
            <Textarea
              rows={2}
              maxLength={2000}
              value={text}
              data-testid="chat-input"
              onChange={(e) => {
                setText(e.target.value);
                sendTyping(held.chatId);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) submit(e);
              }}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy} disabled={!text.trim()} data-testid="chat-send">
              {t('site:chat.send')}
            </Button>
            <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-border px-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2">
              {t('site:chat.attachImage')}
              <input
                ref={fileRef}
                type="file"
                accept="image/png,image/jpeg"
                className="sr-only"
                onChange={(e) => pickImage(e.target.files?.[0])}
                data-testid="chat-image"
              />
            </label>
            <Button variant="secondary" className="ms-auto" onClick={() => void run(async () => setChat(await closeChat(held.chatId)))} data-testid="chat-end">
              {t('site:chat.end')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
};
