import type { LiveTableModel } from '@gp/contracts';
import type { TFunction } from 'i18next';
import type { Game } from '../catalog/catalog-types';
import { gameTitle } from '../catalog/catalog-types';
import { DealerPortrait } from './dealer-portrait';
import { RoadDots } from './road-dots';

const actionClass = 'inline-flex min-h-9 flex-1 items-center justify-center rounded-md border px-2 text-xs font-medium transition-colors disabled:opacity-60';

export type LiveDealerCardProps = {
  model: LiveTableModel;
  t: TFunction<'games'>;
  play: (game: Game) => void;
  /** Absent for a visitor: the chat is for signed-in members. */
  chat?: ((game: Game) => void) | undefined;
  /** This card's chat is being opened. */
  chatting?: boolean;
};

/** One dealer at one table: portrait, name, the table's game, whether it is in play, the latest results, and its actions. */
export const LiveDealerCard = ({ model, t, play, chat, chatting = false }: LiveDealerCardProps) => {
  const title = gameTitle(model.game);
  return (
    <article
      className="flex h-full w-44 flex-col gap-2 rounded-lg border border-border bg-surface p-3"
      data-testid="live-dealer-card"
      data-dealer={model.dealer.id}
      data-game-code={model.game.gameCode}
      data-live={model.live ? 'true' : 'false'}
    >
      <div className="relative mx-auto">
        <DealerPortrait dealer={model.dealer} />
        {model.live ? (
          <span className="absolute inset-x-0 -bottom-1 flex justify-center">
            <span className="rounded-full bg-danger px-2 py-0.5 text-[0.6875rem] font-bold uppercase text-danger-fg" data-testid="live-badge">
              {t('liveBadge')}
            </span>
          </span>
        ) : null}
      </div>
      <div className="min-w-0 text-center">
        <h3 className="truncate text-sm font-semibold" data-testid="live-dealer-name">
          {model.dealer.name}
        </h3>
        <p className="truncate text-xs text-fg-muted" data-testid="live-dealer-game" title={title}>
          {title}
        </p>
        <p className="truncate text-xs text-fg-muted" data-testid="live-dealer-vendor">
          {model.vendor.displayName}
        </p>
        {model.live ? (
          <p className="text-xs text-fg-muted" data-testid="live-viewers">
            {t('liveViewers', { viewers: model.viewers })}
          </p>
        ) : null}
        {model.maintenance ? (
          <p className="mt-1 inline-block rounded bg-warning px-1.5 py-0.5 text-xs font-medium text-bg" data-testid="live-dealer-maintenance">
            {t('maintenanceBadge')}
          </p>
        ) : null}
      </div>
      <div className="flex min-h-[1.125rem] justify-center">
        <RoadDots kind={model.kind} last={model.last} t={t} />
      </div>
      <div className="mt-auto flex gap-1">
        <button
          type="button"
          className={`${actionClass} border-transparent bg-primary text-primary-fg hover:bg-primary-hover`}
          onClick={() => play(model.game)}
          aria-label={t('playWithDealer', { name: title, dealer: model.dealer.name })}
          data-testid="live-dealer-play"
        >
          {t('play')}
        </button>
        {chat ? (
          <button
            type="button"
            className={`${actionClass} border-border-strong bg-surface text-fg hover:bg-muted`}
            onClick={() => chat(model.game)}
            disabled={chatting}
            aria-busy={chatting || undefined}
            aria-label={t('liveChatWith', { dealer: model.dealer.name })}
            data-testid="live-dealer-chat"
          >
            {t('liveChat')}
          </button>
        ) : null}
      </div>
    </article>
  );
};
