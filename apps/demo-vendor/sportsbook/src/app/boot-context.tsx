import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createBookApi, type BookApi } from '../api/book';
import type { Boot } from '../boot';

type BootValue = { boot: Boot; api: BookApi };

const BootContext = createContext<BootValue | null>(null);

export const BootProvider = ({ boot, children }: { boot: Boot; children: ReactNode }) => {
  const value = useMemo(() => ({ boot, api: createBookApi(boot.session) }), [boot]);
  return <BootContext.Provider value={value}>{children}</BootContext.Provider>;
};

export const useBoot = (): BootValue => {
  const value = useContext(BootContext);
  if (!value) throw new Error('useBoot outside BootProvider');
  return value;
};
