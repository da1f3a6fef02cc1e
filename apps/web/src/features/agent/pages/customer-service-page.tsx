import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@gp/ui';
import { usePermission } from '../../system/queries/use-permission';
import { QueryState } from '../../../shared/query-state';

const isWebUrl = (path: string) => {
  try {
    const url = new URL(path, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Customer service: the merchant's support channels (live chat, Telegram, Facebook), each in a new tab. */
export const CustomerServicePage = () => {
  const { t } = useTranslation('agent');
  const permission = usePermission();
  const entries = (permission.data?.customerService ?? []).filter((c) => isWebUrl(c.path)).sort((a, b) => a.csPosition - b.csPosition);
  return (
    <div className="flex flex-col gap-3" data-testid="agent-customer-service">
      <p className="text-sm text-fg-muted">{t('customerService.intro')}</p>
      <Link to="/chat" className={buttonClass('primary', 'md', 'w-full sm:w-auto sm:self-start')} data-testid="agent-live-chat">
        {t('site:chat.menu')}
      </Link>
      <QueryState isPending={permission.isPending} error={permission.error} isEmpty={entries.length === 0} emptyText={t('customerService.none')} />
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {entries.map((c) => (
          <li key={`${c.csType}-${c.csPosition}`}>
            <a
              href={new URL(c.path, window.location.origin).href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
              data-testid={`agent-cs-${c.csType}`}
            >
              {c.title}
              <span className="sr-only"> {t('customerService.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
