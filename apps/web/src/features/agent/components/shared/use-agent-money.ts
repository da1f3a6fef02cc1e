import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../../../account/queries/member-queries';
import { formatBalance } from '../../../account/components/session/format-balance';
import { useSessionToken } from '../../../account/components/session/use-session-token';

/**
 * Minor units as money (2 decimals, thousands separators) with the agent's
 * currency symbol, in the UI language: the same formatter as the header balance.
 */
export const useAgentMoney = (): ((minor: number) => string) => {
  const { i18n } = useTranslation();
  const token = useSessionToken();
  const wallet = useQuery(balanceQuery(token)).data;
  const currency = wallet?.currency ?? 'INR';
  const symbol = wallet?.currencySymbol ?? '';
  return useCallback((minor: number) => formatBalance(minor, currency, symbol, i18n.language), [currency, symbol, i18n.language]);
};

/** Minor units as a plain number with 2 decimals and separators (no symbol), for dense tables and chart axes. */
export const useAgentNumber = (): ((minor: number) => string) => {
  const { i18n } = useTranslation();
  return useCallback((minor: number) => formatBalance(minor, 'XXX', '', i18n.language), [i18n.language]);
};
