import { bgsPaths, liveChatPaths } from '@gp/contracts';

const features = new Map<string, string>([
  [bgsPaths.crashSocket, 'crash'],
  [liveChatPaths.socket, 'chat'],
]);

/** The metric label of a socket's path: a known feature, never the raw URL a client chose. */
export const socketFeatureOf = (url: string | undefined): string => features.get((url ?? '').split('?')[0] ?? '') ?? 'other';
