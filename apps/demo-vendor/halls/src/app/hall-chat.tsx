import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../i18n/locale';
/** A chat line as the halls send it (apps/demo-vendor/src/halls/live/table-chat.ts). */
export type ChatMessage = { id: number; name: string; text: string; at: number };

/**
 * A hall's chat (a table's, a cockpit's): the last messages, newest at the bottom, and a line to
 * write one. Its labels are the game's: `<prefix>.chat`, `.chat.empty`, `.chat.placeholder`, `.chat.send`.
 */
export const HallChat = ({ messages, onSend, prefix }: { messages: ChatMessage[]; onSend: (text: string) => boolean; prefix: string }) => {
  const { t } = useLocale();
  const [text, setText] = useState('');
  const inputId = useId();
  const log = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length]);
  return (
    <section aria-labelledby={`${inputId}-h`} className="rounded-lg border border-border bg-surface p-2">
      <h2 id={`${inputId}-h`} className="mb-1 text-sm font-semibold">
        {t(`${prefix}.chat`)}
      </h2>
      <ol ref={log} className="mb-2 h-32 space-y-0.5 overflow-y-auto text-sm" aria-live="polite" data-testid="chat-log" tabIndex={0}>
        {messages.length === 0 ? <li className="text-fg-muted">{t(`${prefix}.chat.empty`)}</li> : null}
        {messages.map((m) => (
          <li key={m.id} className="break-words">
            <bdi className="font-semibold">{m.name}</bdi>: <bdi>{m.text}</bdi>
          </li>
        ))}
      </ol>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() && onSend(text)) setText('');
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t(`${prefix}.chat.placeholder`)}
        </label>
        <input
          id={inputId}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          placeholder={t(`${prefix}.chat.placeholder`)}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-border bg-bg px-2"
          data-testid="chat-input"
        />
        <button type="submit" className="min-h-11 rounded-md bg-primary px-3 font-semibold text-primary-fg" data-testid="chat-send">
          {t(`${prefix}.chat.send`)}
        </button>
      </form>
    </section>
  );
};
