import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnScreen } from '../../../shared/use-on-screen';
import { formatJackpot, jackpotBetween, jackpotDelay, jackpotGlyphs, jackpotRollMs, jackpotStart, jackpotStep } from './jackpot';
import './jackpot.css';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The figure shown: counts up to each new amount; off screen or with reduced motion it just takes it. */
const useRolledAmount = (target: number, onScreen: boolean): number => {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    const from = shownRef.current;
    const show = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    if (!onScreen || reducedMotion() || target <= from) {
      show(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = (now - start) / jackpotRollMs;
      show(jackpotBetween(from, target, progress));
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, onScreen]);
  return shown;
};

/**
 * A display counter (not real money): random start, rises by 100-500 every 3, 4 or 5 s and rolls
 * its digits up to each new figure. The amount's element holds exactly the formatted figure as
 * text (one span per character), so it reads and matches as a plain number. It rises, rolls and
 * chases its lights only while on screen.
 */
export const JackpotCounter = () => {
  const { t, i18n } = useTranslation();
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const onScreen = useOnScreen(panel);
  const [amount, setAmount] = useState(() => jackpotStart(Math.random));
  const shown = useRolledAmount(amount, onScreen);

  useEffect(() => {
    if (!onScreen) return;
    let timer = 0;
    const tick = () => {
      timer = window.setTimeout(() => {
        setAmount((value) => value + jackpotStep(Math.random));
        tick();
      }, jackpotDelay(Math.random));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [onScreen]);

  return (
    <section
      ref={setPanel}
      aria-labelledby="jackpot-title"
      className={`jackpot-panel relative overflow-hidden rounded-2xl px-3 py-5 text-center sm:px-6${onScreen ? '' : ' jackpot-idle'}`}
      data-testid="jackpot"
    >
      <span aria-hidden="true" className="jackpot-lights" />
      <h2 id="jackpot-title" className="jackpot-title relative text-sm font-extrabold uppercase tracking-[0.3em] sm:text-base">
        {t('site:jackpot')}
      </h2>
      <p className="jackpot-amount relative mt-3 flex flex-wrap justify-center gap-0.5 sm:gap-1" dir="ltr" data-testid="jackpot-amount">
        {jackpotGlyphs(formatJackpot(shown, i18n.language)).map((glyph) => (
          <span key={glyph.key} className={glyph.digit ? 'jackpot-digit' : 'jackpot-separator'}>
            {glyph.char}
          </span>
        ))}
      </p>
    </section>
  );
};
