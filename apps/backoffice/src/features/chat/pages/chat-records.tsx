import { languageCodes, type LanguageCode } from '@gp/contracts';
import { Button, Card, Field, Input, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Textarea } from '@gp/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { ListState } from '../../../shared/ui/list-state';
import { Pager } from '../../../shared/ui/pager';
import { chatKeys, createCanned, deleteCanned, fetchCanned, fetchOffline, markOfflineHandled, searchChats, updateCanned, type ChatSearch } from '../chat-api';
import { chatTestIds as ids } from '../chat-test-ids';

/** Messages left while nobody was on duty: open ones first, marked handled once answered. */
export const OfflineMessages = () => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery({ queryKey: chatKeys.offline(pageNo), queryFn: ({ signal }) => fetchOffline(pageNo, signal), placeholderData: keepPreviousData });
  const handle = useMutation({ mutationFn: markOfflineHandled, onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.all }) });
  const rows = page.data?.list ?? [];
  return (
    <Card data-testid={ids.offline}>
      <h2 className="mb-3 text-lg font-semibold">{t('liveChat.offlineTitle')}</h2>
      <ListState query={page} empty={rows.length === 0} emptyText={t('liveChat.offlineEmpty')} emptyTestId="bo-chat-offline-empty" />
      {rows.length > 0 ? (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('liveChat.from')}</TableHeaderCell>
              <TableHeaderCell>{t('liveChat.message')}</TableHeaderCell>
              <TableHeaderCell>{t('liveChat.actions')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <div>{row.memberAccount ?? row.name}</div>
                  <div className="text-xs text-fg-muted">{row.contact}</div>
                  <div className="text-xs text-fg-muted">{formatDateTime(row.createdAt, i18n.language)}</div>
                </TableCell>
                <TableCell>
                  <div className="max-w-md whitespace-pre-wrap break-words">{row.message}</div>
                </TableCell>
                <TableCell>
                  {row.handledAt ? (
                    <span className="text-sm text-fg-muted">{t('liveChat.handledBy', { name: row.handledBy ?? '' })}</span>
                  ) : (
                    <Button size="sm" variant="secondary" loading={handle.isPending} onClick={() => handle.mutate(row.id)}>
                      {t('liveChat.markHandled')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {page.data ? <Pager pageNo={pageNo} totalPages={page.data.totalPages} total={page.data.total} onPage={setPageNo} /> : null}
    </Card>
  );
};

/** Chat history by member, words said and days; each row opens its transcript below. */
export const ChatHistory = ({ onOpen }: { onOpen: (chatId: number) => void }) => {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ChatSearch>({ pageNo: 1, member: '', text: '', from: '', to: '' });
  const page = useQuery({ queryKey: chatKeys.search(filter), queryFn: ({ signal }) => searchChats(filter, signal), placeholderData: keepPreviousData });
  const rows = page.data?.list ?? [];
  const set = (change: Partial<ChatSearch>) => setFilter({ ...filter, pageNo: 1, ...change });
  return (
    <Card data-testid={ids.history}>
      <h2 className="mb-3 text-lg font-semibold">{t('liveChat.historyTitle')}</h2>
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <Field label={t('liveChat.member')}>
          <Input value={filter.member} onChange={(e) => set({ member: e.target.value })} />
        </Field>
        <Field label={t('liveChat.words')}>
          <Input value={filter.text} onChange={(e) => set({ text: e.target.value })} data-testid="bo-chat-history-text" />
        </Field>
        <Field label={t('liveChat.fromDate')}>
          <Input type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        </Field>
        <Field label={t('liveChat.toDate')}>
          <Input type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
        </Field>
      </div>
      <ListState query={page} empty={rows.length === 0} emptyText={t('liveChat.historyEmpty')} emptyTestId="bo-chat-history-empty" />
      {rows.length > 0 ? (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('liveChat.from')}</TableHeaderCell>
              <TableHeaderCell>{t('liveChat.status')}</TableHeaderCell>
              <TableHeaderCell>{t('liveChat.rating')}</TableHeaderCell>
              <TableHeaderCell>{t('liveChat.actions')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="bo-chat-history-row">
                <TableCell>
                  <div>{row.memberAccount ?? row.name}</div>
                  <div className="text-xs text-fg-muted">{formatDateTime(row.createdAt, i18n.language)}</div>
                </TableCell>
                <TableCell>{t(`liveChat.statusName.${row.status}`)}</TableCell>
                <TableCell>
                  {row.rating === null ? '—' : `${row.rating}/5`}
                  {row.ratingComment ? <div className="text-xs text-fg-muted">{row.ratingComment}</div> : null}
                </TableCell>
                <TableCell>
                  <Button size="sm" variant="secondary" onClick={() => onOpen(row.id)}>
                    {t('liveChat.view')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {page.data ? (
        <Pager pageNo={filter.pageNo} totalPages={page.data.totalPages} total={page.data.total} onPage={(pageNo) => setFilter({ ...filter, pageNo })} />
      ) : null}
    </Card>
  );
};

/** Canned replies per language: staff add, change and remove them; the console offers those of the chat's language. */
export const CannedReplies = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  // The reply being changed, or null while the form adds a new one.
  const [editing, setEditing] = useState<{ id: number; sortOrder: number } | null>(null);
  const list = useQuery({ queryKey: chatKeys.canned(language), queryFn: ({ signal }) => fetchCanned(language, signal) });
  const refresh = () => client.invalidateQueries({ queryKey: chatKeys.all });
  const clearForm = () => {
    setTitle('');
    setBody('');
    setEditing(null);
  };
  const save = useMutation({
    mutationFn: () => {
      const input = { language, title: title.trim(), body: body.trim(), sortOrder: editing?.sortOrder ?? 0 };
      return editing ? updateCanned(editing.id, input) : createCanned(input);
    },
    onSuccess: () => {
      clearForm();
      void refresh();
    },
  });
  const remove = useMutation({ mutationFn: deleteCanned, onSuccess: refresh });
  const rows = list.data?.list ?? [];
  return (
    <Card data-testid={ids.cannedEditor}>
      <h2 className="mb-3 text-lg font-semibold">{t('liveChat.cannedReplies')}</h2>
      <form
        className="mb-4 grid gap-3 sm:grid-cols-[10rem_1fr]"
        onSubmit={(e) => {
          e.preventDefault();
          if (title.trim() && body.trim()) save.mutate();
        }}
      >
        <Field label={t('liveChat.language')}>
          <Select
            value={language}
            options={languageCodes.map((c) => ({ value: c, label: c }))}
            onChange={(e) => {
              setLanguage(e.target.value as LanguageCode);
              clearForm();
            }}
          />
        </Field>
        <Field label={t('liveChat.cannedTitle')}>
          <Input value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field label={t('liveChat.cannedBody')} className="sm:col-span-2">
          <Textarea rows={2} maxLength={2000} value={body} onChange={(e) => setBody(e.target.value)} />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" loading={save.isPending} disabled={!title.trim() || !body.trim()} data-testid="bo-chat-canned-save">
            {editing ? t('liveChat.saveCanned') : t('liveChat.addCanned')}
          </Button>
          {editing ? (
            <Button type="button" variant="ghost" className="ms-2" onClick={clearForm}>
              {t('common.cancel')}
            </Button>
          ) : null}
          {save.error ? <span className="ms-3 text-sm text-danger">{save.error.message}</span> : null}
        </div>
      </form>
      <ListState query={list} empty={rows.length === 0} emptyText={t('liveChat.cannedEmpty')} emptyTestId="bo-chat-canned-empty" />
      <ul className="flex flex-col gap-2">
        {rows.map((c) => (
          <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-border p-2">
            <div className="min-w-0">
              <div className="font-medium">{c.title}</div>
              <div className="whitespace-pre-wrap break-words text-sm text-fg-muted">{c.body}</div>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setEditing({ id: c.id, sortOrder: c.sortOrder });
                  setTitle(c.title);
                  setBody(c.body);
                }}
              >
                {t('liveChat.edit')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => remove.mutate(c.id, { onSuccess: () => editing?.id === c.id && clearForm() })}>
                {t('liveChat.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
};
