import { lazy } from 'react';
import { catalogLoader } from '../catalog-loader';
import type { GameModule } from '../registry';
import type { Catalog } from '../../i18n/text';

export const gameModule: GameModule = {
  engines: ['teen-patti'],
  loadCatalog: catalogLoader(import.meta.glob<Catalog>('./i18n/*.json', { import: 'default' })),
  Component: lazy(() => import('./teen-patti-game').then((m) => ({ default: m.TeenPattiPage }))),
};
