import { useTranslation } from 'react-i18next';
import { Card } from '@gp/ui';
import { agentLandingCopy as copy } from './agent-landing-copy';
import { AgentLoginForm } from './agent-login-form';

/** The agent login page: the Chinese marketing text beside the sign-in form (stacked on a phone). */
export const AgentLanding = () => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_22rem] md:items-start">
      {/* lang: the right font and pronunciation for this block, whatever the page language. */}
      <section lang="zh-CN" className="flex flex-col gap-4" data-testid="agent-marketing">
        <h2 className="text-2xl font-bold leading-snug sm:text-3xl">{copy.headline}</h2>
        <p className="text-fg-muted">{copy.intro}</p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {copy.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-lg border border-border bg-surface p-4">
              <h3 className="font-semibold text-primary">{benefit.title}</h3>
              <p className="mt-1 text-sm text-fg-muted">{benefit.body}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm" data-testid="agent-hours">
          {copy.hoursLabel}：<span dir="ltr">{copy.hours}</span>
        </p>
      </section>
      <Card title={t('site:agentLogin')} className="min-w-0">
        <AgentLoginForm />
      </Card>
    </div>
  );
};
