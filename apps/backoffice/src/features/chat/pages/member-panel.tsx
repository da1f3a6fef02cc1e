import { Card, Spinner } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { Money } from '../../../shared/ui/money';
import { chatKeys, fetchMember } from '../chat-api';
import { chatTestIds as ids } from '../chat-test-ids';

/** Beside the conversation: the member's profile, balance and latest money movements; a visitor's contact. */
export const MemberPanel = ({ chatId, contact }: { chatId: number; contact: string }) => {
  const { t, i18n } = useTranslation();
  const panel = useQuery({ queryKey: chatKeys.member(chatId), queryFn: ({ signal }) => fetchMember(chatId, signal), staleTime: 30_000 });
  const member = panel.data?.member ?? null;
  return (
    <aside aria-label={t('liveChat.memberPanel')} data-testid={ids.member}>
      <Card className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">{t('liveChat.memberPanel')}</h2>
        {panel.isPending ? <Spinner label={t('common.loading')} /> : null}
        {panel.isSuccess && !member ? (
          <p className="text-sm">
            {t('liveChat.visitorContact')}: {contact || '—'}
          </p>
        ) : null}
        {member ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-fg-muted">{t('liveChat.account')}</dt>
              <dd data-testid="bo-chat-member-account">{member.account}</dd>
              <dt className="text-fg-muted">{t('liveChat.realName')}</dt>
              <dd>{member.realName ?? '—'}</dd>
              <dt className="text-fg-muted">{t('liveChat.status')}</dt>
              <dd>{member.status}</dd>
              <dt className="text-fg-muted">{t('liveChat.joined')}</dt>
              <dd>{formatDateTime(member.createdAt, i18n.language)}</dd>
              <dt className="text-fg-muted">{t('liveChat.balance')}</dt>
              <dd>
                <Money minor={member.balance} currency={member.currency} testId="bo-chat-member-balance" />
              </dd>
            </dl>
            <h3 className="text-sm font-semibold">{t('liveChat.recent')}</h3>
            {member.recent.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('liveChat.noRecent')}</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {member.recent.map((r, i) => (
                  <li key={i} className="flex flex-wrap justify-between gap-2">
                    <span>{r.kind}</span>
                    <Money minor={r.amount} currency={member.currency} signed />
                    <span className="w-full text-xs text-fg-muted">{formatDateTime(r.createdAt, i18n.language)}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </Card>
    </aside>
  );
};
