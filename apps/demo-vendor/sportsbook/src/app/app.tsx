import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Boot } from '../boot';
import { LocaleProvider, useLocale } from '../i18n/locale';
import type { Catalog } from '../i18n/messages';
import { BetsPage } from '../pages/bets-page';
import { HomePage } from '../pages/home-page';
import { MatchPage } from '../pages/match-page';
import { OutrightsPage } from '../pages/outrights-page';
import { BetSlip } from '../slip/bet-slip';
import { SlipProvider, useSlip } from '../slip/slip-context';
import { SlipSheet } from '../slip/slip-sheet';
import { BootProvider } from './boot-context';
import { Header } from './header';
import { PrefsProvider } from './prefs';
import { useRoute, type Route } from './router';
import { useWide } from './use-wide';

const Page = ({ route }: { route: Route }) => {
  switch (route.page) {
    case 'home':
      return <HomePage sport={route.sport} />;
    case 'match':
      return <MatchPage key={route.id} id={route.id} />;
    case 'outrights':
      return <OutrightsPage />;
    case 'bets':
      return <BetsPage group={route.group} />;
  }
};

/** Wide screens: the slip beside the page. Phones: a bar at the bottom that opens it as a sheet. */
const SlipArea = () => {
  const wide = useWide();
  const { t, count } = useLocale();
  const { legs } = useSlip();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (wide)
    return (
      <aside
        aria-labelledby={headingId}
        className="sticky top-28 hidden max-h-[calc(100dvh-8rem)] overflow-y-auto rounded-lg border border-border bg-surface p-3 lg:block"
        data-testid="slip-panel"
      >
        <BetSlip headingId={headingId} />
      </aside>
    );
  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface p-2">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          data-testid="slip-open"
          className="min-h-11 w-full rounded-md bg-primary bg-(image:--gp-primary-sheen) px-4 font-semibold text-primary-fg"
        >
          {t('sports.slip.open', { count: count(legs.length) })}
        </button>
      </div>
      <SlipSheet open={open} onClose={() => setOpen(false)} labelledBy={headingId}>
        <BetSlip headingId={headingId} onClose={() => setOpen(false)} />
      </SlipSheet>
    </>
  );
};

const Shell = () => {
  const route = useRoute();
  return (
    <div className="flex min-h-dvh flex-col pb-20 lg:pb-0">
      <Header route={route} />
      <div className="mx-auto grid w-full max-w-6xl flex-1 gap-4 px-3 py-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <main id="main" className="min-w-0" data-testid={`page-${route.page}`}>
          <Page route={route} />
        </main>
        <SlipArea />
      </div>
    </div>
  );
};

export const App = ({ boot, catalog, english, queryClient }: { boot: Boot; catalog: Catalog; english: Catalog; queryClient: QueryClient }) => (
  <QueryClientProvider client={queryClient}>
    <LocaleProvider language={boot.language} catalog={catalog} english={english}>
      <BootProvider boot={boot}>
        <PrefsProvider playerKey={boot.playerKey}>
          <SlipProvider>
            <Shell />
          </SlipProvider>
        </PrefsProvider>
      </BootProvider>
    </LocaleProvider>
  </QueryClientProvider>
);
