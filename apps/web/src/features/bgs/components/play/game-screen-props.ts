import type { BgsEngineName } from '../bgs-search';
import type { PlayMode } from '../shared/play-mode';

export type GameScreenProps = { engine: BgsEngineName; gameCode: string; mode: PlayMode };
