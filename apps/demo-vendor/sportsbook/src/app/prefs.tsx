import type { OddsFormat } from '@gp/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { storedOddsFormat, storeOddsFormat } from '../format/odds';

type Prefs = { oddsFormat: OddsFormat; setOddsFormat: (format: OddsFormat) => void };

const PrefsContext = createContext<Prefs | null>(null);

/** The player's settings: the odds format, kept per player in this browser. */
export const PrefsProvider = ({ playerKey, children }: { playerKey: string; children: ReactNode }) => {
  const [oddsFormat, setFormat] = useState<OddsFormat>(() => storedOddsFormat(playerKey));
  const setOddsFormat = useCallback(
    (format: OddsFormat) => {
      setFormat(format);
      storeOddsFormat(playerKey, format);
    },
    [playerKey],
  );
  const value = useMemo(() => ({ oddsFormat, setOddsFormat }), [oddsFormat, setOddsFormat]);
  return <PrefsContext.Provider value={value}>{children}</PrefsContext.Provider>;
};

export const usePrefs = (): Prefs => {
  const prefs = useContext(PrefsContext);
  if (!prefs) throw new Error('usePrefs outside PrefsProvider');
  return prefs;
};
