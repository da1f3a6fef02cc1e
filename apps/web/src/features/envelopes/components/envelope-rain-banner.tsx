import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@gp/ui';
import type { EnvelopeRainView } from '@gp/contracts';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { invalidateMoney } from '../../cashier/queries/money-events';
import { useLanguage } from '../../../shared/i18n/use-language';
import { pickText } from '../../wheel/components/pick-text';
import { openEnvelope, openRainsQuery } from '../api/envelopes-api';
import { envelopeKeys } from '../queries/keys';

/** One rain: its title and window, then the open button, the amount once opened, or why it cannot be opened. */
const RainItem = ({ rain, token }: { rain: EnvelopeRainView; token: string }) => {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const money = useMemberMoney(token);
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: () => openEnvelope(Number(rain.id)),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: envelopeKeys.all }), invalidateMoney(queryClient)]);
    },
  });
  const amount = open.data?.amount ?? rain.opened?.amount ?? null;
  return (
    <li className="rounded-md border border-border bg-surface p-3" data-testid="envelope-rain" data-rain-id={rain.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{pickText(rain.titles, language)}</span>
        <span className="text-xs text-fg-muted tabular-nums">{t('site:envelopeLeft', { count: rain.left })}</span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3" aria-live="polite">
        {amount !== null ? (
          <p className="font-semibold text-success tabular-nums" data-testid="envelope-amount">
            {t('site:envelopeGot', { amount: money(amount) })}
          </p>
        ) : !rain.eligible ? (
          <p className="text-sm text-fg-muted">{t('site:envelopeNotEligible')}</p>
        ) : rain.left === 0 ? (
          <p className="text-sm text-fg-muted">{t('site:envelopeAllOpened')}</p>
        ) : (
          <Button onClick={() => open.mutate()} disabled={open.isPending} data-testid="envelope-open">
            {t('site:envelopeOpen')}
          </Button>
        )}
      </div>
      {open.error ? (
        <Alert tone="danger" className="mt-2">
          {open.error.message}
        </Alert>
      ) : null}
    </li>
  );
};

/** The red-envelope rains open now for the member; nothing when there is none. */
export const EnvelopeRainBanner = ({ showEmpty = false }: { showEmpty?: boolean }) => {
  const { t } = useTranslation();
  const token = useRealMemberToken();
  const rains = useQuery(openRainsQuery(token));
  const list = rains.data?.list ?? [];
  if (!token) return null;
  if (list.length === 0) return showEmpty && !rains.isPending ? <p className="text-sm text-fg-muted">{t('site:envelopeNone')}</p> : null;
  return (
    <section aria-labelledby="envelope-rain-title" className="mb-5 rounded-lg border border-danger p-3" data-testid="envelope-banner">
      <h2 id="envelope-rain-title" className="mb-2 font-semibold">
        {t('site:envelopeRainTitle')}
      </h2>
      <ul className="flex flex-col gap-2">
        {list.map((rain) => (
          <RainItem key={rain.id} rain={rain} token={token} />
        ))}
      </ul>
    </section>
  );
};
