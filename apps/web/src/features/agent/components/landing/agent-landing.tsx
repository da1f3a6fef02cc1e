import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Card } from '@gp/ui';
import { AgentLoginForm } from './agent-login-form';

/** The consultation hours: digits and a dash, which read left to right in every language. */
const consultationHours = '12:00–21:00';

/** The agent login page: the marketing text, in the interface language, beside the sign-in form (stacked on a phone). */
export const AgentLanding = () => {
  const { t } = useTranslation();
  const benefits = [
    { id: 'commission', title: t('site:agent.landing.commissionTitle'), body: t('site:agent.landing.commissionBody') },
    { id: 'team', title: t('site:agent.landing.teamTitle'), body: t('site:agent.landing.teamBody') },
    { id: 'service', title: t('site:agent.landing.serviceTitle'), body: t('site:agent.landing.serviceBody') },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_22rem] md:items-start">
      <section className="flex flex-col gap-4" data-testid="agent-marketing">
        <h2 className="text-2xl font-bold leading-snug sm:text-3xl" data-testid="agent-headline">
          {t('site:agent.landing.headline')}
        </h2>
        <p className="text-fg-muted">{t('site:agent.landing.intro')}</p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.id} className="rounded-lg border border-border bg-surface p-4">
              <h3 className="font-semibold text-primary">{benefit.title}</h3>
              <p className="mt-1 text-sm text-fg-muted">{benefit.body}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm" data-testid="agent-hours">
          <span className="font-semibold">{t('site:agent.landing.hoursLabel')}</span>{' '}
          {/* The hours are isolated: in an RTL page "12:00–21:00" must not turn into "21:00–12:00". */}
          <Trans i18nKey="site:agent.landing.hours" values={{ hours: consultationHours }} components={{ time: <bdi dir="ltr" /> }} />
        </p>
        <p className="text-sm">
          <Link
            to="/affiliate"
            className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
            data-testid="agent-apply-link"
          >
            {t('site:affiliateApplyLink')}
          </Link>
        </p>
      </section>
      <Card title={t('site:agentLogin')} className="min-w-0">
        <AgentLoginForm />
      </Card>
    </div>
  );
};
