import { lazy } from 'react';
import { catalogLoader } from '../catalog-loader';
import type { GameModule } from '../registry';
import type { Catalog } from '../../i18n/text';

export const gameModule: GameModule = {
  engines: ['cockfight'],
  loadCatalog: catalogLoader(import.meta.glob<Catalog>('./i18n/*.json', { import: 'default' })),
  Component: lazy(() => import('./cockfight-game').then((m) => ({ default: m.CockfightPage }))),
};
