import type { BoLiveChat, LiveChatServerFrame } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, SwitchField, useChatSocket } from '@gp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { readToken } from '../../../shared/http/token-store';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { chatKeys, fetchConsole, fetchTranscript, setDuty, takeChat } from '../chat-api';
import { canUseChat } from '../chat-permissions';
import { chatTestIds as ids } from '../chat-test-ids';
import { CannedReplies, ChatHistory, OfflineMessages } from './chat-records';
import { ConversationPanel } from './conversation-panel';

/** A closed chat from the history, read only. */
const Transcript = ({ chatId, onClose }: { chatId: number; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const transcript = useQuery({ queryKey: chatKeys.transcript(chatId), queryFn: ({ signal }) => fetchTranscript(chatId, signal) });
  return (
    <Card data-testid="bo-chat-transcript">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('liveChat.transcript', { id: chatId })}</h2>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('liveChat.hide')}
        </Button>
      </div>
      <ol className="flex flex-col gap-1 text-sm">
        {(transcript.data?.messages ?? []).map((m) => (
          <li key={m.id}>
            <span className="text-fg-muted">
              {formatDateTime(m.createdAt, i18n.language)} · {m.sender === 'staff' ? (m.staffName ?? t('liveChat.staff')) : t(`liveChat.sender.${m.sender}`)}:
            </span>{' '}
            {m.imageUrl ? <a href={m.imageUrl}>{t('liveChat.image')}</a> : m.text}
          </li>
        ))}
      </ol>
    </Card>
  );
};

/**
 * Back office, the live chat console: go on duty, take chats from the queue, answer several at once
 * (a tab each) with canned replies and the member beside the conversation, transfer or close them;
 * messages left offline, the history and the canned replies below. Updates come over the socket.
 */
export const ChatConsolePage = () => {
  const { t, i18n } = useTranslation();
  const roles = useStaffRoles();
  const client = useQueryClient();
  const allowed = canUseChat(roles);
  const [selected, setSelected] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [capacity, setCapacity] = useState('3');
  const [typing, setTyping] = useState<Record<number, boolean>>({});
  const timers = useRef<Record<number, ReturnType<typeof setTimeout>>>({});
  const consoleQuery = useQuery({ queryKey: chatKeys.console, queryFn: ({ signal }) => fetchConsole(signal), enabled: allowed });
  const duty = useMutation({
    mutationFn: (onDuty: boolean) => setDuty(onDuty, Math.min(20, Math.max(1, Number(capacity) || 3))),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.all }),
  });
  const take = useMutation({
    mutationFn: takeChat,
    onSuccess: (chat) => {
      setSelected(chat.id);
      void client.invalidateQueries({ queryKey: chatKeys.console });
    },
  });

  const onFrame = (frame: LiveChatServerFrame) => {
    if (frame.type === 'queue' || frame.type === 'chat') void client.invalidateQueries({ queryKey: chatKeys.console });
    if (frame.type === 'chat') void client.invalidateQueries({ queryKey: chatKeys.transcript(frame.chat.id) });
    if (frame.type === 'message') {
      void client.invalidateQueries({ queryKey: chatKeys.transcript(frame.message.chatId) });
      if (frame.message.sender !== 'staff') setTyping((all) => ({ ...all, [frame.message.chatId]: false }));
    }
    if (frame.type === 'typing') {
      const chatId = frame.chatId;
      setTyping((all) => ({ ...all, [chatId]: true }));
      clearTimeout(timers.current[chatId]);
      timers.current[chatId] = setTimeout(() => setTyping((all) => ({ ...all, [chatId]: false })), 4000);
    }
  };
  const token = readToken();
  const { sendTyping } = useChatSocket(
    allowed && token ? { staffToken: token } : null,
    onFrame,
    () => void client.invalidateQueries({ queryKey: chatKeys.all }),
  );

  if (!allowed) return <NoAccess />;
  const data = consoleQuery.data;
  const mine: BoLiveChat[] = data?.mine ?? [];
  const active = mine.find((c) => c.id === selected) ?? mine[0] ?? null;

  return (
    <div className="flex flex-col gap-4" data-testid={ids.page}>
      <PageHeader title={t('liveChat.title')} description={t('liveChat.intro')} />
      <Card className="flex flex-wrap items-end gap-4">
        <SwitchField
          className="min-w-56"
          checked={data?.duty.onDuty ?? false}
          onCheckedChange={(checked) => duty.mutate(checked)}
          label={t('liveChat.onDuty')}
          description={t('liveChat.onDutyHint')}
          data-testid={ids.duty}
        />
        <Field label={t('liveChat.capacity')}>
          <Input type="number" min={1} max={20} value={capacity} onChange={(e) => setCapacity(e.target.value)} className="w-24" data-testid={ids.capacity} />
        </Field>
        {data && data.offlineOpen > 0 ? <span className="text-sm">{t('liveChat.offlineWaiting', { count: data.offlineOpen })}</span> : null}
        {duty.error ? <Alert tone="danger">{duty.error.message}</Alert> : null}
      </Card>

      <Card data-testid={ids.queue}>
        <h2 className="mb-3 text-lg font-semibold">{t('liveChat.queue')}</h2>
        <ListState query={consoleQuery} empty={(data?.queue.length ?? 0) === 0} emptyText={t('liveChat.queueEmpty')} emptyTestId="bo-chat-queue-empty" />
        <ul className="flex flex-col gap-2">
          {(data?.queue ?? []).map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2"
              data-testid={ids.queueRow}
              data-chat-id={c.id}
            >
              <span>
                <span className="font-medium">{c.memberAccount ?? `${c.name} (${t('liveChat.visitor')})`}</span>
                <span className="ms-2 text-xs text-fg-muted">
                  #{c.queuePosition} · {c.language} · {formatDateTime(c.createdAt, i18n.language)}
                </span>
              </span>
              <Button size="sm" loading={take.isPending && take.variables === c.id} onClick={() => take.mutate(c.id)} data-testid={ids.take}>
                {t('liveChat.take')}
              </Button>
            </li>
          ))}
        </ul>
        {take.error ? <Alert tone="danger">{take.error.message}</Alert> : null}
      </Card>

      <Card>
        <h2 className="mb-3 text-lg font-semibold">{t('liveChat.myChats')}</h2>
        {mine.length === 0 ? <p className="text-sm text-fg-muted">{t('liveChat.noChats')}</p> : null}
        {mine.length > 0 ? (
          <div role="tablist" aria-label={t('liveChat.myChats')} className="mb-3 flex flex-wrap gap-2">
            {mine.map((c) => (
              <button
                key={c.id}
                type="button"
                role="tab"
                aria-selected={active?.id === c.id}
                className={`min-h-11 rounded-md border px-3 text-sm ${active?.id === c.id ? 'border-primary bg-primary/10 font-semibold' : 'border-border'}`}
                onClick={() => setSelected(c.id)}
                data-testid={ids.tab}
                data-chat-id={c.id}
              >
                {c.memberAccount ?? c.name}
                {typing[c.id] ? ' …' : ''}
              </button>
            ))}
          </div>
        ) : null}
        {active ? <ConversationPanel key={active.id} chat={active} staffTyping={Boolean(typing[active.id])} onTyping={() => sendTyping(active.id)} /> : null}
      </Card>

      <OfflineMessages />
      <ChatHistory onOpen={setViewing} />
      {viewing !== null ? <Transcript chatId={viewing} onClose={() => setViewing(null)} /> : null}
      <CannedReplies />
    </div>
  );
};
