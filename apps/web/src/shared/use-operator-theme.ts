import { useEffect } from 'react';
import { applyOperatorTheme, type ThemePreference } from '@gp/ui';

/**
 * Applies the operator's default theme from the permission response. The served HTML normally
 * carries it already (theme-init.js paints with it); this covers pages whose HTML did not, such as
 * the dev server's. A visitor's own toggle still wins (chooseTheme).
 */
export const useOperatorTheme = (operator: ThemePreference | undefined) => {
  useEffect(() => {
    if (operator) applyOperatorTheme(operator);
  }, [operator]);
};
