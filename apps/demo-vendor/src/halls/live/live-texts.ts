import { hallText } from '../hall-texts';

/** A live table label in a language (the live page's catalog). */
export const liveText = (language: string, key: string, params: Record<string, string | number> = {}): string => hallText('live', language, key, params);

/** A spot's name as the felt shows it (`straight:17` → "17", `dozen:2` → "Dozen 2"). */
export const spotText = (language: string, spot: string): string => {
  const [kind, target] = spot.split(':');
  if (kind === 'straight') return liveText(language, 'live.spot.straight', { number: target ?? '' });
  if (kind === 'dozen' || kind === 'column') return liveText(language, `live.spot.${kind}`, { n: target ?? '' });
  return liveText(language, `live.spot.${kind}`);
};
