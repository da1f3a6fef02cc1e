import { languages, type BoLiveChat, type LiveChatMessage } from '@gp/contracts';
import { Alert, Button, Field, Select, Textarea } from '@gp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { chatKeys, closeChat, fetchCanned, fetchOnDuty, fetchTranscript, sendImage, sendText, transferChat } from '../chat-api';
import { chatTestIds as ids } from '../chat-test-ids';
import { MemberPanel } from './member-panel';

/** One chat the staff member holds: messages, canned replies, the composer, transfer and close, the member beside it. */
export const ConversationPanel = ({ chat, staffTyping: playerTyping, onTyping }: { chat: BoLiveChat; staffTyping: boolean; onTyping: () => void }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [transferTo, setTransferTo] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const transcript = useQuery({ queryKey: chatKeys.transcript(chat.id), queryFn: ({ signal }) => fetchTranscript(chat.id, signal) });
  const canned = useQuery({ queryKey: chatKeys.canned(chat.language), queryFn: ({ signal }) => fetchCanned(chat.language, signal), staleTime: 60_000 });
  const onDuty = useQuery({ queryKey: chatKeys.staff, queryFn: ({ signal }) => fetchOnDuty(signal), staleTime: 10_000 });
  const messages: LiveChatMessage[] = transcript.data?.messages ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: chatKeys.all });
  const send = useMutation({
    mutationFn: (value: string) => sendText(chat.id, value),
    onSuccess: () => {
      setText('');
      void client.invalidateQueries({ queryKey: chatKeys.transcript(chat.id) });
    },
  });
  const image = useMutation({
    mutationFn: (file: File) => sendImage(chat.id, file),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.transcript(chat.id) }),
  });
  const transfer = useMutation({ mutationFn: (staffId: number) => transferChat(chat.id, staffId), onSuccess: refresh });
  const close = useMutation({ mutationFn: () => closeChat(chat.id), onSuccess: refresh });
  const error = send.error ?? image.error ?? transfer.error ?? close.error;

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) send.mutate(text.trim());
  };
  const languageName = languages.find((l) => l.code === chat.language)?.name ?? chat.language;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" data-testid={ids.conversation} data-chat-id={chat.id}>
      <section className="flex min-w-0 flex-col gap-3" aria-label={t('liveChat.conversation')}>
        <p className="text-sm text-fg-muted">
          {chat.memberAccount ?? `${chat.name} (${t('liveChat.visitor')})`} · {t('liveChat.language')}:{' '}
          <span lang={languages.find((l) => l.code === chat.language)?.tag}>{languageName}</span>
          {chat.topic ? ` · ${t('liveChat.topic')}: ${chat.topic}` : ''}
        </p>
        <ol
          ref={listRef}
          className="flex max-h-[28rem] min-h-48 flex-col gap-2 overflow-y-auto rounded-md border border-border bg-surface p-3"
          aria-live="polite"
          aria-label={t('liveChat.messages')}
        >
          {messages.map((m) => {
            const mine = m.sender === 'staff';
            return (
              <li
                key={m.id}
                className={
                  mine ? 'max-w-[85%] self-end rounded-lg bg-primary px-3 py-2 text-primary-fg' : 'max-w-[85%] self-start rounded-lg bg-muted px-3 py-2 text-fg'
                }
                data-testid={ids.message}
                data-sender={m.sender}
              >
                <span className="block text-xs opacity-80">
                  {mine ? (m.staffName ?? t('liveChat.staff')) : (chat.memberAccount ?? chat.name)} · {formatDateTime(m.createdAt, i18n.language)}
                </span>
                {m.imageUrl ? (
                  <img src={m.imageUrl} alt={t('liveChat.image')} className="max-h-60 max-w-full rounded" />
                ) : (
                  <span className="whitespace-pre-wrap break-words">{m.text}</span>
                )}
              </li>
            );
          })}
        </ol>
        {playerTyping ? (
          <p className="text-sm text-fg-muted" data-testid={ids.typing}>
            {t('liveChat.playerTyping')}
          </p>
        ) : null}
        {error ? <Alert tone="danger">{error.message}</Alert> : null}
        <form className="flex flex-col gap-2" onSubmit={submit}>
          <Field label={t('liveChat.cannedReplies')}>
            <Select
              value=""
              placeholder={t('liveChat.pickCanned')}
              options={(canned.data?.list ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
              onChange={(e) => setText(canned.data?.list.find((c) => String(c.id) === e.target.value)?.body ?? text)}
              data-testid={ids.canned}
            />
          </Field>
          <Field label={t('liveChat.reply')}>
            <Textarea
              rows={3}
              maxLength={2000}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                onTyping();
              }}
              data-testid={ids.input}
            />
          </Field>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" loading={send.isPending} disabled={!text.trim()} data-testid={ids.send}>
              {t('liveChat.send')}
            </Button>
            <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-border px-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2">
              {t('liveChat.attachImage')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) image.mutate(file);
                  e.target.value = '';
                }}
              />
            </label>
            <Button variant="secondary" className="ms-auto" loading={close.isPending} onClick={() => close.mutate()} data-testid={ids.close}>
              {t('liveChat.close')}
            </Button>
          </div>
        </form>
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t('liveChat.transferTo')}>
            <Select
              value={transferTo}
              placeholder={t('liveChat.chooseStaff')}
              options={(onDuty.data?.list ?? [])
                .filter((s) => s.id !== chat.staffId)
                .map((s) => ({ value: String(s.id), label: `${s.name} (${s.active}/${s.capacity})` }))}
              onChange={(e) => setTransferTo(e.target.value)}
              data-testid={ids.transferTo}
            />
          </Field>
          <Button
            variant="secondary"
            disabled={transferTo === ''}
            loading={transfer.isPending}
            onClick={() => transfer.mutate(Number(transferTo))}
            data-testid={ids.transfer}
          >
            {t('liveChat.transfer')}
          </Button>
        </div>
      </section>
      <MemberPanel chatId={chat.id} contact={chat.contact} />
    </div>
  );
};
