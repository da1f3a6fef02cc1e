import { lazy } from 'react';
import { catalogLoader } from '../catalog-loader';
import type { GameModule } from '../registry';
import type { Catalog } from '../../i18n/text';

export const gameModule: GameModule = {
  engines: ['fishing'],
  loadCatalog: catalogLoader(import.meta.glob<Catalog>('./i18n/*.json', { import: 'default' })),
  Component: lazy(() => import('./fishing-page').then((m) => ({ default: m.FishingPage }))),
};
