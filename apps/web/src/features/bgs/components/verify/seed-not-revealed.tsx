import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@gp/ui';
import type { ApiError } from '../../../../api/api-error';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { rotateSeed } from '../../api/bgs-api';
import { isBgsEngine } from '../bgs-search';

/**
 * A bet whose server seed is still secret: the server's message says the seed is revealed by
 * rotating it; a signed-in player can rotate right here (then the bet is checked at once), or open
 * the game and use its Fairness button. A crash round reveals its seed by itself when it ends.
 */
export const SeedNotRevealed = ({ error, onRotated }: { error: ApiError; onRotated: () => void }) => {
  const { t } = useTranslation('bgs');
  const token = useSessionToken();
  const game = typeof error.details.game === 'string' ? error.details.game : '';
  const rotate = useMutation({ mutationFn: () => rotateSeed(), onSuccess: onRotated });
  const rotatable = game !== 'crash';
  return (
    <div className="flex flex-col gap-2" data-testid="verify-seed-secret">
      <Alert tone="warning">{error.message}</Alert>
      {rotatable && token !== null ? (
        <Button className="self-start" variant="secondary" onClick={() => rotate.mutate()} loading={rotate.isPending} data-testid="verify-rotate">
          {t('verify.rotateNow')}
        </Button>
      ) : null}
      {rotatable && isBgsEngine(game) ? (
        <Link to="/bgs/play/$engine" params={{ engine: game }} className="text-sm text-primary underline" data-testid="verify-open-game">
          {t('verify.openGameToRotate')}
        </Link>
      ) : null}
      <ErrorBanner error={rotate.error} />
    </div>
  );
};
