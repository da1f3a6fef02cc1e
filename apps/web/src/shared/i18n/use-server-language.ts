import { useEffect, useRef } from 'react';
import { api } from '../../api/api-client';
import { useLanguage } from './use-language';

/**
 * Tells the server about a language change, so server-side texts follow it.
 * Only changes are sent, not the language at start-up; a failure is not the visitor's problem.
 */
export const useServerLanguage = (): void => {
  const { code } = useLanguage();
  const previous = useRef(code);
  useEffect(() => {
    if (previous.current === code) return;
    previous.current = code;
    void api.post('/wps/member/language', { body: { language: code } }).catch(() => undefined);
  }, [code]);
};
