import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessZone } from '../shared/use-business-zone';
import { formatBusinessTime } from './contract-format';

/** `formatBusinessTime` bound to the UI language and the platform's business time zone. */
export const useBusinessTime = (): ((iso: string) => string) => {
  const { i18n } = useTranslation();
  const zone = useBusinessZone();
  const timeZone = zone?.timeZone;
  return useCallback((iso: string) => formatBusinessTime(iso, i18n.language, timeZone), [i18n.language, timeZone]);
};
