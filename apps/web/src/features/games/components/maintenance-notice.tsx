import { useTranslation } from 'react-i18next';
import { Alert } from '@gp/ui';
import type { Game } from './catalog/catalog-types';
import { GameGrid } from './game-card';

const isGame = (value: unknown): value is Game =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Game).nodeId === 'number' &&
  typeof (value as Game).gameCode === 'string' &&
  typeof (value as Game).vassalage === 'string';

/** The hot games a GAME_MAINTENANCE answer suggests (`details.suggestions`); anything malformed is left out. */
export const suggestionsOf = (details: Record<string, unknown>): Game[] => (Array.isArray(details.suggestions) ? details.suggestions.filter(isGame) : []);

/** The game is under maintenance, other hot games suggested. */
export const MaintenanceNotice = ({ message, suggestions }: { message: string; suggestions: readonly Game[] }) => {
  const { t } = useTranslation('games');
  return (
    <section className="flex flex-col gap-4" data-testid="game-maintenance-notice">
      <Alert tone="warning" title={t('maintenanceTitle')}>
        {message}
      </Alert>
      {suggestions.length > 0 ? (
        <>
          <h2 className="text-lg font-semibold">{t('maintenanceSuggestions')}</h2>
          <GameGrid games={suggestions} />
        </>
      ) : null}
    </section>
  );
};
