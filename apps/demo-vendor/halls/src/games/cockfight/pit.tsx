import { useLocale } from '../../i18n/locale';
import type { Outcome, Phase, Rooster as RoosterCard, Side } from './frames';
import { Rooster } from './rooster';
import './cockfight.css';

type Pose = 'idle' | 'fighting' | 'won' | 'lost' | 'draw' | 'apart';

const poseOf = (side: Side, phase: Phase, outcome: Outcome | null): Pose => {
  if (phase === 'fighting') return 'fighting';
  if ((phase === 'result' || phase === 'pause') && outcome) {
    if (outcome === 'draw') return 'draw';
    if (outcome === 'cancelled') return 'apart';
    return outcome === side ? 'won' : 'lost';
  }
  return 'idle';
};

/**
 * The pit: meron at the start, wala at the end (the picture follows the page's direction, as the
 * names above it do), sparring while the fight runs and ending on the result's pose. A picture
 * only: the phase and the result are told in text beside it.
 */
export const Pit = ({ phase, outcome, meron, wala }: { phase: Phase; outcome: Outcome | null; meron: RoosterCard; wala: RoosterCard }) => {
  const { t, dir } = useLocale();
  const pose = (side: Side) => `cf-${poseOf(side, phase, outcome)} cf-side-${side}`;
  return (
    <svg
      viewBox="0 0 320 150"
      role="img"
      aria-label={t('cockfight.pitLabel', { meron: meron.name, wala: wala.name })}
      className={`mx-auto block h-auto w-full max-w-md ${dir === 'rtl' ? '-scale-x-100' : ''}`}
      data-testid="pit"
      data-pose={phase === 'fighting' ? 'fighting' : outcome && (phase === 'result' || phase === 'pause') ? outcome : 'idle'}
    >
      <ellipse cx="160" cy="126" rx="152" ry="22" fill="#a8825a" />
      <ellipse cx="160" cy="124" rx="140" ry="17" fill="#d6b98c" />
      <ellipse cx="160" cy="124" rx="64" ry="8" fill="none" stroke="#fff" strokeOpacity="0.5" strokeDasharray="4 4" />
      <g className={pose('meron')} transform="translate(96 126)">
        <Rooster side="meron" />
      </g>
      <g className={pose('wala')} transform="translate(224 126) scale(-1 1)">
        <Rooster side="wala" />
      </g>
      <g className={phase === 'fighting' ? 'cf-fighting' : ''}>
        <g className="cf-feathers">
          <ellipse cx="152" cy="66" rx="5" ry="2" fill="#fde68a" transform="rotate(-30 152 66)" />
          <ellipse cx="168" cy="60" rx="5" ry="2" fill="#fed7aa" transform="rotate(40 168 60)" />
          <ellipse cx="160" cy="76" rx="4" ry="1.6" fill="#e2e8f0" transform="rotate(10 160 76)" />
        </g>
      </g>
    </svg>
  );
};
