import type { ComponentType, LazyExoticComponent } from 'react';
import type { HallGame } from '../boot';
import type { Catalog } from '../i18n/text';

/**
 * A shared game of the app: which engines it plays, its labels (one catalog per language in its
 * own folder, keys under its own prefix) and its page, loaded on demand. Each game declares itself
 * in `games/<game>/module.ts`; this file finds them.
 */
export type GameModule = {
  engines: readonly HallGame['engine'][];
  loadCatalog: (tag: string) => Promise<Catalog>;
  Component: LazyExoticComponent<ComponentType>;
};

const modules = import.meta.glob<GameModule>('./*/module.ts', { eager: true, import: 'gameModule' });

export const gameModuleFor = (engine: HallGame['engine']): GameModule | null => Object.values(modules).find((m) => m.engines.includes(engine)) ?? null;
