import { useCallback, useRef } from 'react';
import { newRequestKey } from '../../api/wallet-api';

/**
 * The idempotency key of the action being filled in: the same while the player retries it, a new
 * one once it went through or the player changed what it asks for.
 */
export const useRequestKey = () => {
  const key = useRef(newRequestKey());
  const renew = useCallback(() => {
    key.current = newRequestKey();
  }, []);
  return { current: () => key.current, renew };
};
