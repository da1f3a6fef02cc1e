import { vendorCardRoomsFeed, vendorLiveModelsFeed, type VendorCardRoomsFeed, type VendorLiveModelsFeed } from '@gp/contracts';
import { createTtlCache } from './ttl-cache';
import { createFetchJson, type FetchJson } from './vendor-feed-fetch';

/** A vendor is not waited for longer than this: the lobby page is open meanwhile. */
export const feedTimeoutMs = 1_500;
/** The dealers at the tables change every half hour, viewers and results every round. */
export const modelsTtlMs = 10_000;
/** Seats of a card room change as players come and go. */
export const roomsTtlMs = 5_000;
/** A feed larger than this is not a lobby list. */
const feedMaxBytes = 512 * 1024;

export type HallFeedsOptions = { fetchJson?: FetchJson; now?: () => number; modelsTtlMs?: number; roomsTtlMs?: number };

export type LiveModels = VendorLiveModelsFeed['models'];
export type CardRooms = VendorCardRoomsFeed['rooms'];

/**
 * The vendors' lobby feeds, each cached per vendor (rooms per game) for a few seconds. An answer that
 * fails its schema counts as no answer (null), and so does one that never came: both are cached like
 * a good one, so a vendor that is down costs one short wait per TTL, not one per player.
 */
export const createHallFeeds = (options: HallFeedsOptions = {}) => {
  const fetchJson = options.fetchJson ?? createFetchJson({ timeoutMs: feedTimeoutMs, maxBytes: feedMaxBytes });
  const clock = options.now ? { now: options.now } : {};
  const models = createTtlCache<LiveModels | null>({ ttlMs: options.modelsTtlMs ?? modelsTtlMs, ...clock });
  const rooms = createTtlCache<CardRooms | null>({ ttlMs: options.roomsTtlMs ?? roomsTtlMs, ...clock });

  const liveModels = (origin: string, vendorCode: string): Promise<LiveModels | null> => {
    const url = `${origin}/halls/live/models?vendor=${encodeURIComponent(vendorCode)}`;
    return models.get(url, async () => {
      const parsed = vendorLiveModelsFeed.safeParse(await fetchJson(url));
      // A vendor speaks for its own tables only.
      return parsed.success ? parsed.data.models.filter((m) => m.vendorCode === vendorCode) : null;
    });
  };

  const cardRooms = (origin: string, vendorCode: string, gameCode: string): Promise<CardRooms | null> => {
    const url = `${origin}/halls/pvp/rooms?vendor=${encodeURIComponent(vendorCode)}&game=${encodeURIComponent(gameCode)}`;
    return rooms.get(url, async () => {
      const parsed = vendorCardRoomsFeed.safeParse(await fetchJson(url));
      return parsed.success ? parsed.data.rooms.filter((r) => r.vendorCode === vendorCode && r.gameCode === gameCode) : null;
    });
  };

  const clear = () => {
    models.clear();
    rooms.clear();
  };

  return { liveModels, cardRooms, clear };
};

export type HallFeeds = ReturnType<typeof createHallFeeds>;
