import { boInboxTarget, languageCodes, type BoInboxMessageInput, type BoInboxTarget, type InboxAudienceName, type LanguageCode } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select, Textarea } from '@gp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localInputToIso } from '../../../shared/forms/datetime-local';
import { splitList } from '../../../shared/forms/text-lists';
import { TranslationsEditor } from '../../../shared/forms/translations-editor';
import type { Translations } from '../../../shared/forms/translations';
import { MissingLanguagesCell } from '../../content/pages/banners/missing-languages-cell';
import { countAudience, inboxKeys, sendMessage } from '../inbox-api';
import { inboxTestIds as ids } from '../inbox-test-ids';

type Draft = {
  audience: InboxAudienceName;
  memberAccount: string;
  vipLevels: string;
  memberTypes: string;
  agentAccount: string;
  registeredFrom: string;
  registeredTo: string;
  title: string;
  body: string;
  translations: Translations;
  publishAt: string;
  expireAt: string;
};

const emptyDraft: Draft = {
  audience: 'member',
  memberAccount: '',
  vipLevels: '',
  memberTypes: '',
  agentAccount: '',
  registeredFrom: '',
  registeredTo: '',
  title: '',
  body: '',
  translations: {},
  publishAt: '',
  expireAt: '',
};

const numbers = (text: string) => splitList(text).map(Number);
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

const targetOf = (d: Draft): BoInboxTarget => ({
  audience: d.audience,
  memberAccount: d.audience === 'member' ? textOrNull(d.memberAccount) : null,
  segment:
    d.audience === 'segment'
      ? {
          vipLevels: numbers(d.vipLevels),
          memberTypes: numbers(d.memberTypes),
          agentAccount: textOrNull(d.agentAccount),
          registeredFrom: localInputToIso(d.registeredFrom),
          registeredTo: localInputToIso(d.registeredTo),
        }
      : null,
});

/** The request a draft makes; the server checks every field again and answers in the staff language. */
const inputOf = (d: Draft): BoInboxMessageInput => ({
  target: targetOf(d),
  title: d.title.trim(),
  body: d.body.trim(),
  language: 'EN',
  translations: Object.fromEntries(
    Object.entries(d.translations).map(([code, parts]) => [code, { title: (parts?.title ?? '').trim(), body: (parts?.body ?? '').trim() }]),
  ) as BoInboxMessageInput['translations'],
  publishAt: localInputToIso(d.publishAt),
  expireAt: localInputToIso(d.expireAt),
});

/** The target once typing pauses, so the live count asks once per pause, not per key. */
const useSettled = <T,>(value: T, ms = 400): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/** "About N members" for the audience being composed; nothing while it is incomplete. */
const ReachEstimate = ({ target }: { target: BoInboxTarget }) => {
  const { t, i18n } = useTranslation();
  const settled = useSettled(JSON.stringify(target));
  const parsed = boInboxTarget.safeParse(JSON.parse(settled));
  const count = useQuery({
    queryKey: inboxKeys.audience(parsed.success ? parsed.data : target),
    queryFn: ({ signal }) => countAudience(parsed.data!, signal),
    enabled: parsed.success,
    retry: false,
    staleTime: 10_000,
  });
  let text = '';
  if (!parsed.success) text = t('inboxAdmin.reachIncomplete');
  else if (count.isError) text = count.error.message;
  else if (count.data) text = t('inboxAdmin.reachEstimate', { number: count.data.members.toLocaleString(i18n.language) });
  return (
    <p className="text-sm text-fg-muted" aria-live="polite" data-testid={ids.reach}>
      {text}
    </p>
  );
};

/** Compose a message: who it goes to (with a live count), its text in English and other languages, and when it shows. */
export const ComposeCard = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const send = useMutation({
    mutationFn: () => sendMessage(inputOf(draft)),
    onSuccess: async () => {
      setDraft(emptyDraft);
      await client.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
  const missing = languageCodes.filter((code: LanguageCode) => code !== 'EN' && draft.translations[code] === undefined);

  return (
    <Card title={t('inboxAdmin.compose')}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <Field label={t('inboxAdmin.audience')}>
          <Select
            value={draft.audience}
            options={(['member', 'segment', 'all'] as const).map((a) => ({ value: a, label: t(`inboxAdmin.audienceName.${a}`) }))}
            onChange={(e) => set('audience', e.target.value as InboxAudienceName)}
            data-testid={ids.audience}
          />
        </Field>
        {draft.audience === 'member' ? (
          <Field label={t('inboxAdmin.memberAccount')} required>
            <Input
              value={draft.memberAccount}
              maxLength={64}
              dir="ltr"
              onChange={(e) => set('memberAccount', e.target.value)}
              data-testid={ids.memberAccount}
            />
          </Field>
        ) : null}
        {draft.audience === 'segment' ? (
          <fieldset className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">{t('inboxAdmin.segment')}</legend>
            <Field label={t('inboxAdmin.vipLevels')} hint={t('inboxAdmin.listHint')}>
              <Input value={draft.vipLevels} inputMode="numeric" dir="ltr" onChange={(e) => set('vipLevels', e.target.value)} data-testid={ids.vipLevels} />
            </Field>
            <Field label={t('inboxAdmin.memberTypes')} hint={t('inboxAdmin.memberTypesHint')}>
              <Input
                value={draft.memberTypes}
                inputMode="numeric"
                dir="ltr"
                onChange={(e) => set('memberTypes', e.target.value)}
                data-testid={ids.memberTypes}
              />
            </Field>
            <Field label={t('inboxAdmin.agentAccount')}>
              <Input value={draft.agentAccount} maxLength={64} dir="ltr" onChange={(e) => set('agentAccount', e.target.value)} data-testid={ids.agentAccount} />
            </Field>
            <span />
            <Field label={t('inboxAdmin.registeredFrom')}>
              <Input
                type="datetime-local"
                value={draft.registeredFrom}
                onChange={(e) => set('registeredFrom', e.target.value)}
                data-testid={ids.registeredFrom}
              />
            </Field>
            <Field label={t('inboxAdmin.registeredTo')}>
              <Input type="datetime-local" value={draft.registeredTo} onChange={(e) => set('registeredTo', e.target.value)} data-testid={ids.registeredTo} />
            </Field>
          </fieldset>
        ) : null}
        <ReachEstimate target={targetOf(draft)} />
        <Field label={t('inboxAdmin.titleEn')} required>
          <Input value={draft.title} maxLength={200} onChange={(e) => set('title', e.target.value)} data-testid={ids.title} />
        </Field>
        <Field label={t('inboxAdmin.bodyEn')} hint={t('inboxAdmin.bodyHint')} required>
          <Textarea value={draft.body} maxLength={5000} rows={5} onChange={(e) => set('body', e.target.value)} data-testid={ids.body} />
        </Field>
        <TranslationsEditor
          legend={t('inboxAdmin.translations')}
          value={draft.translations}
          onChange={(next) => set('translations', next)}
          parts={[
            { name: 'title', label: t('inboxAdmin.messageTitle'), kind: 'text', required: true },
            { name: 'body', label: t('inboxAdmin.messageBody'), kind: 'textarea', required: true },
          ]}
          errorFor={() => undefined}
        />
        <p className="text-sm text-fg-muted">
          {t('inboxAdmin.missingLanguages')}: <MissingLanguagesCell codes={missing} />
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('inboxAdmin.publishAt')} hint={t('inboxAdmin.publishAtHint')}>
            <Input type="datetime-local" value={draft.publishAt} onChange={(e) => set('publishAt', e.target.value)} data-testid={ids.publishAt} />
          </Field>
          <Field label={t('inboxAdmin.expireAt')} hint={t('inboxAdmin.expireAtHint')}>
            <Input type="datetime-local" value={draft.expireAt} onChange={(e) => set('expireAt', e.target.value)} data-testid={ids.expireAt} />
          </Field>
        </div>
        {send.error ? (
          <Alert tone="danger" data-testid={ids.error}>
            {send.error.message}
          </Alert>
        ) : null}
        {send.isSuccess ? (
          <Alert tone="success" data-testid={ids.sentOk}>
            {t('inboxAdmin.sentOk', { number: send.data.reach })}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={send.isPending} data-testid={ids.send}>
            {t('inboxAdmin.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
};
