import type { ReactNode } from 'react';

/** Centres a spinner or a message on an otherwise empty page (boot, session check). */
export const FullPageStatus = ({ children }: { children: ReactNode }) => (
  <div className="grid min-h-dvh place-items-center p-4">
    <div className="w-full max-w-md">{children}</div>
  </div>
);
