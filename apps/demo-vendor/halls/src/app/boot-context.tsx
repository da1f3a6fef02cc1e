import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Boot } from '../boot';

type BootValue = {
  boot: Boot;
  /** The balance after the last answer of the vendor (a stake, a payout, a welcome). */
  balance: number;
  setBalance: (minor: number) => void;
};

const BootContext = createContext<BootValue | null>(null);

export const BootProvider = ({ boot, children }: { boot: Boot; children: ReactNode }) => {
  const [balance, setBalance] = useState(boot.balance);
  const value = useMemo(() => ({ boot, balance, setBalance }), [boot, balance]);
  return <BootContext.Provider value={value}>{children}</BootContext.Provider>;
};

export const useBoot = (): BootValue => {
  const value = useContext(BootContext);
  if (!value) throw new Error('useBoot outside BootProvider');
  return value;
};
