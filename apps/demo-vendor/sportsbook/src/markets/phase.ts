import type { MatchClock, SportKey } from '../../../src/sports/feed/types';
import type { Translator } from '../i18n/messages';

/** The clock's phase in words: "2nd half", "Quarter 3", "Set 2", "Map 1", "Half-time". */
export const phaseLabel = ({ t }: Pick<Translator, 't'>, clock: MatchClock): string => {
  const numbered = /^(q|ot|set|map)(\d+)$/.exec(clock.phase);
  if (numbered) {
    const n = Number(numbered[2]);
    if (numbered[1] === 'q') return t('sports.phase.quarter', { n });
    if (numbered[1] === 'ot') return t('sports.phase.overtime', { n });
    if (numbered[1] === 'set') return t('sports.phase.set', { n });
    return t('sports.phase.map', { n });
  }
  switch (clock.phase) {
    case 'first-half':
    case 'half-time':
    case 'second-half':
    case 'full-time':
    case 'break':
    case 'set-break':
    case 'changeover':
      return t(`sports.phase.${clock.phase}`);
    default:
      return t('sports.phase.break');
  }
};

/**
 * The clock beside the phase: football's broadcaster minute, basketball's elapsed play as m:ss;
 * tennis and e-sports show the set or map alone (a running match time says little there).
 */
export const clockText = (clock: MatchClock, sport: SportKey): string | null => {
  if (clock.minute !== undefined) return `${clock.minute}'`;
  if (sport !== 'basketball') return null;
  const seconds = Math.max(0, Math.floor(clock.elapsedSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
