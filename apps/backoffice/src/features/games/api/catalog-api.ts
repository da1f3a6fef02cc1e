import {
  boGame,
  boGamePage,
  boVendor,
  boVendorList,
  type boGameCreate,
  type boGameUpdate,
  type boVendorCreate,
  type boVendorUpdate,
  type GameCategory,
} from '@gp/contracts';
import type { z } from 'zod';
import { typedApi } from '../../../shared/http/typed-api';

export type GameFilters = { gameType: GameCategory | ''; vassalage: string; keyword: string; enabled: '' | 'true' | 'false'; isHot: '' | 'true' | 'false' };
export const emptyGameFilters: GameFilters = { gameType: '', vassalage: '', keyword: '', enabled: '', isHot: '' };
const gamePageSize = 50;

export const fetchVendors = (signal?: AbortSignal) => typedApi.get('/bo/catalog/vendors', { signal, parse: (v) => boVendorList.parse(v) });

export const createVendor = (body: z.input<typeof boVendorCreate>) => typedApi.post('/bo/catalog/vendors', { body, parse: (v) => boVendor.parse(v) });

export const updateVendor = (id: number, patch: z.input<typeof boVendorUpdate>) =>
  typedApi.patch('/bo/catalog/vendors/{id}', { params: { path: { id } }, body: patch, parse: (v) => boVendor.parse(v) });

export const fetchGames = (filters: GameFilters, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/catalog/games', {
    params: {
      query: {
        gameType: filters.gameType || undefined,
        vassalage: filters.vassalage.trim().toUpperCase(),
        keyword: filters.keyword.trim(),
        enabled: filters.enabled || undefined,
        isHot: filters.isHot || undefined,
        pageNo,
        pageSize: gamePageSize,
      },
    },
    signal,
    parse: (v) => boGamePage.parse(v),
  });

export const createGame = (body: z.input<typeof boGameCreate>) => typedApi.post('/bo/catalog/games', { body, parse: (v) => boGame.parse(v) });

export const updateGame = (id: number, patch: z.input<typeof boGameUpdate>) =>
  typedApi.patch('/bo/catalog/games/{id}', { params: { path: { id } }, body: patch, parse: (v) => boGame.parse(v) });
