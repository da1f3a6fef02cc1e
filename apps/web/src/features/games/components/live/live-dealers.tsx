import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@gp/ui';
import { useLoggedIn } from '../../../account/components/session/use-session-token';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { liveModelsQuery } from '../../api/halls-api';
import { usePlayGame } from '../use-play-game';
import { LiveDealerCard } from './live-dealer-card';
import { useLiveChat } from './use-live-chat';

/**
 * "Live dealers" on the live casino page: a row of the dealers at the live tables (one vendor's when
 * the page is narrowed to it), each opening its table with the site's play flow; signed-in members
 * may open a table's chat. The row scrolls sideways and keeps its place in either direction of text.
 */
export const LiveDealers = ({ vendor }: { vendor?: string | undefined }) => {
  const { t } = useTranslation('games');
  const { code } = useLanguage();
  const headingId = useId();
  const query = useQuery(liveModelsQuery(code, vendor));
  const { play } = usePlayGame();
  const loggedIn = useLoggedIn();
  const chat = useLiveChat();
  const models = query.data?.list ?? [];

  return (
    <section aria-labelledby={headingId} className="mb-6 flex flex-col gap-3" data-testid="live-dealers">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('liveDealers')}
      </h2>
      {query.isPending ? (
        <div className="flex items-center gap-2 py-6 text-sm text-fg-muted" role="status" data-testid="live-dealers-loading">
          <Spinner />
          {t('common:loading')}
        </div>
      ) : query.isError && models.length === 0 ? (
        <Alert
          tone="danger"
          data-testid="live-dealers-error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {query.error.message}
        </Alert>
      ) : models.length === 0 ? (
        <p className="py-4 text-sm text-fg-muted" data-testid="live-dealers-empty">
          {t('liveNoDealers')}
        </p>
      ) : (
        <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2" data-testid="live-dealers-row">
          {models.map((model) => (
            <li key={`${model.vendor.code}:${model.game.gameCode}`} className="shrink-0 snap-start">
              <LiveDealerCard model={model} t={t} play={play} chat={loggedIn ? chat.start : undefined} chatting={chat.opening?.nodeId === model.game.nodeId} />
            </li>
          ))}
        </ul>
      )}
      {chat.error ? (
        <Alert tone="danger" data-testid="live-chat-error">
          {chat.error.message}
        </Alert>
      ) : null}
    </section>
  );
};
