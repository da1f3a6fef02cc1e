import { Suspense } from 'react';
import type { Boot } from '../boot';
import type { GameModule } from '../games/registry';
import { LocaleProvider } from '../i18n/locale';
import type { Catalog } from '../i18n/text';
import { BootProvider } from './boot-context';

export const App = ({ boot, module, catalog, english }: { boot: Boot; module: GameModule; catalog: Catalog; english: Catalog }) => (
  <BootProvider boot={boot}>
    <LocaleProvider language={boot.language} catalog={catalog} english={english}>
      <Suspense fallback={<p className="p-6 text-center text-fg-muted">…</p>}>
        <module.Component />
      </Suspense>
    </LocaleProvider>
  </BootProvider>
);
