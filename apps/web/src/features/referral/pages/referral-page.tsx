import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralOverview } from '@gp/contracts';
import { Button, Field, Input } from '@gp/ui';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { QrCode } from '../../../shared/qr-code';
import { QueryState } from '../../../shared/query-state';
import { createReferralLink, referralLinksQuery, referralOverviewQuery } from '../api/referral-api';
import { LinkRow, absoluteLink } from '../components/link-row';
import { ShareTools } from '../components/share-tools';
import { referralKeys } from '../queries/keys';

type Money = (minor: number) => string;

/** The member's own code, link and QR code, and the programme's terms. */
const OwnCode = ({ overview, money }: { overview: ReferralOverview; money: Money }) => {
  const { t } = useTranslation();
  const url = absoluteLink(overview.registerPath);
  const { firstDeposit, validBets } = overview.terms;
  return (
    <section
      className="mb-5 flex flex-col gap-4 rounded-md border border-border bg-surface p-4 sm:flex-row"
      aria-labelledby="referral-own"
      data-testid="referral-own"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id="referral-own" className="font-semibold">
          {t('site:referral.yourCode')}
        </h3>
        <p className="font-mono text-2xl font-semibold tracking-wider" data-testid="referral-code">
          {overview.code}
        </p>
        <a href={url} className="text-sm break-all text-primary underline" data-testid="referral-url">
          {url}
        </a>
        <ShareTools url={url} title={t('site:referral.shareTitle')} testId="referral-own" />
        {overview.enabled ? (
          <ul className="mt-2 flex list-disc flex-col gap-1 ps-5 text-sm" data-testid="referral-terms">
            {firstDeposit ? (
              <li>{t('site:referral.termFirstDeposit', { amount: money(firstDeposit.amount), minDeposit: money(firstDeposit.minDeposit) })}</li>
            ) : null}
            {validBets ? <li>{t('site:referral.termValidBets', { amount: money(validBets.amount), figure: money(validBets.figure) })}</li> : null}
            <li>{t('site:referral.termOnce')}</li>
          </ul>
        ) : (
          <p className="text-sm text-fg-muted" data-testid="referral-paused">
            {t('site:referral.paused')}
          </p>
        )}
      </div>
      <figure className="flex flex-col items-center gap-1" data-testid="referral-qr">
        <QrCode value={url} label={t('site:referral.qrAlt', { code: overview.code })} />
        <figcaption className="text-xs text-fg-muted">{t('site:referral.scan')}</figcaption>
      </figure>
    </section>
  );
};

const Totals = ({ overview, money }: { overview: ReferralOverview; money: Money }) => {
  const { t } = useTranslation();
  const items = [
    ['clicks', String(overview.totals.clicks)],
    ['registrations', String(overview.totals.registrations)],
    ['firstDeposits', String(overview.totals.firstDeposits)],
    ['rewards', money(overview.totals.rewards)],
  ] as const;
  return (
    <dl className="mb-5 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="referral-totals">
      {items.map(([key, value]) => (
        <div key={key} className="rounded-md border border-border bg-surface p-3">
          <dt className="text-xs text-fg-muted">{t(`site:referral.figure.${key}`)}</dt>
          <dd className="text-lg font-semibold" data-testid={`referral-total-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
};

/** Link management: a new labelled link, then every link with what it brought. */
const Links = ({ money }: { money: Money }) => {
  const { t } = useTranslation();
  const token = useRealMemberToken();
  const queryClient = useQueryClient();
  const links = useQuery(referralLinksQuery(token));
  const [label, setLabel] = useState('');
  const create = useMutation({
    mutationFn: () => createReferralLink(label.trim()),
    onSuccess: async () => {
      setLabel('');
      await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate();
  };
  const list = links.data?.list ?? [];
  const used = list.filter((l) => !l.isDefault).length;
  return (
    <section className="mb-5" aria-labelledby="referral-links" data-testid="referral-links">
      <h3 id="referral-links" className="mb-2 font-semibold">
        {t('site:referral.links')}
      </h3>
      <form className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={submit} data-testid="referral-link-create">
        <Field label={t('site:referral.newLabel')} hint={t('site:referral.limit', { used, limit: links.data?.limit ?? 0 })} className="min-w-0 flex-1">
          <Input value={label} maxLength={40} required onChange={(e) => setLabel(e.target.value)} data-testid="referral-link-label" />
        </Field>
        <Button type="submit" className="min-h-11" loading={create.isPending} data-testid="referral-link-submit">
          {t('site:referral.addLink')}
        </Button>
      </form>
      <ErrorBanner error={create.error} data-testid="referral-link-error" />
      <QueryState isPending={links.isPending} error={links.error} isEmpty={false} onRetry={() => void links.refetch()} />
      <ul className="flex flex-col gap-3" data-testid="referral-link-list">
        {list.map((link) => (
          <LinkRow key={link.id} link={link} money={money} />
        ))}
      </ul>
    </section>
  );
};

const Rewards = ({ overview, money }: { overview: ReferralOverview; money: Money }) => {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="referral-rewards" data-testid="referral-rewards">
      <h3 id="referral-rewards" className="mb-2 font-semibold">
        {t('site:referral.rewards')}
      </h3>
      {overview.rewards.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="referral-rewards-empty">
          {t('site:referral.noRewards')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {overview.rewards.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm"
              data-testid="referral-reward"
            >
              <span className="min-w-0 break-words">
                <span className="font-medium">{r.refereeAccount}</span> · {t(`site:referral.rule.${r.rule}`)}
                <span className="block text-xs text-fg-muted">{formatRecordTime(r.createdAt, i18n.language)}</span>
              </span>
              <span className="text-end">
                <span className="block font-semibold" data-testid="referral-reward-amount">
                  {money(r.amount)}
                </span>
                <span className="text-xs" data-testid="referral-reward-status">
                  {t(`site:referral.status.${r.status}`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** referral (invite friends): the member's code, link and QR code, link management and rewards. */
export const ReferralPage = () => {
  const token = useRealMemberToken();
  const overview = useQuery(referralOverviewQuery(token));
  const money = useMemberMoney(token);
  return (
    <div data-testid="referral-page">
      <QueryState isPending={overview.isPending} error={overview.error} isEmpty={false} onRetry={() => void overview.refetch()} />
      {overview.data ? (
        <>
          <OwnCode overview={overview.data} money={money} />
          <Totals overview={overview.data} money={money} />
          <Links money={money} />
          <Rewards overview={overview.data} money={money} />
        </>
      ) : null}
    </div>
  );
};
