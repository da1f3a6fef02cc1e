import type { FixtureSummary } from '../../../src/sports/feed/types';
import { useLocale } from '../i18n/locale';
import { clockText, phaseLabel } from '../markets/phase';
import { LiveDot } from './icons';

/** A match's state in a few words: live score, phase and clock; the kick-off; or how it ended. */
export const MatchStatus = ({ fixture, testId }: { fixture: FixtureSummary; testId?: string }) => {
  const locale = useLocale();
  const { t, kickOff } = locale;
  if (fixture.status === 'live' && fixture.clock) {
    const clock = clockText(fixture.clock, fixture.sport);
    return (
      <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-danger" data-testid={testId}>
        <LiveDot />
        {t('sports.match.live')} · {phaseLabel(locale, fixture.clock)} {clock ? <bdi>{clock}</bdi> : null}
      </span>
    );
  }
  if (fixture.status === 'ended')
    return (
      <span className="text-xs text-fg-muted" data-testid={testId}>
        {t('sports.match.ended')}
      </span>
    );
  if (fixture.status === 'abandoned')
    return (
      <span className="text-xs text-fg-muted" data-testid={testId}>
        {t('sports.match.abandoned')}
      </span>
    );
  return (
    <span className="text-xs text-fg-muted" data-testid={testId}>
      <time dateTime={new Date(fixture.startsAt).toISOString()}>{kickOff(fixture.startsAt)}</time>
    </span>
  );
};
