import { useTranslation } from 'react-i18next';
import { buttonClass } from '@gp/ui';
import { customerServiceUrl } from './customer-service-url';
import { usePermission } from '../queries/use-permission';

/** Opens the merchant's live chat (or first support channel) in a new tab; absent when there is none. */
export const CustomerServiceButton = () => {
  const { t } = useTranslation();
  const url = customerServiceUrl(usePermission().data?.customerService, window.location.origin);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'md', 'w-full sm:w-auto')} data-testid="customer-service-button">
      {t('common:customerService')}
      <span className="sr-only"> {t('common:opensInNewTab')}</span>
    </a>
  );
};
