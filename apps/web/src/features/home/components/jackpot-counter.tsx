import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJackpot, jackpotDelay, jackpotStart, jackpotStep } from './jackpot';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A display counter (not real money): random start, rises by 100-500 every 3, 4 or 5 s. */
export const JackpotCounter = () => {
  const { t, i18n } = useTranslation();
  const [amount, setAmount] = useState(() => jackpotStart(Math.random));

  useEffect(() => {
    // With reduced motion the figure holds still instead of ticking.
    if (reducedMotion()) return;
    let timer = 0;
    const tick = () => {
      timer = window.setTimeout(() => {
        setAmount((value) => value + jackpotStep(Math.random));
        tick();
      }, jackpotDelay(Math.random));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <section aria-labelledby="jackpot-title" className="rounded-xl border border-border bg-surface p-4 text-center" data-testid="jackpot">
      <h2 id="jackpot-title" className="text-sm font-semibold uppercase tracking-wide text-fg-muted">
        {t('site:jackpot')}
      </h2>
      <p className="mt-1 text-3xl font-bold tabular-nums text-primary sm:text-4xl" data-testid="jackpot-amount">
        {formatJackpot(amount, i18n.language)}
      </p>
    </section>
  );
};
