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
import { apiRequest } from '../../../shared/http/request';

export type GameFilters = { gameType: GameCategory | ''; vassalage: string; keyword: string; enabled: '' | 'true' | 'false'; isHot: '' | 'true' | 'false' };
export const emptyGameFilters: GameFilters = { gameType: '', vassalage: '', keyword: '', enabled: '', isHot: '' };
const gamePageSize = 50;

export const fetchVendors = (signal?: AbortSignal) => apiRequest('/bo/catalog/vendors', { schema: boVendorList, signal });

export const createVendor = (body: z.input<typeof boVendorCreate>) => apiRequest('/bo/catalog/vendors', { method: 'POST', body, schema: boVendor });

export const updateVendor = (id: number, patch: z.input<typeof boVendorUpdate>) =>
  apiRequest(`/bo/catalog/vendors/${id}`, { method: 'PATCH', body: patch, schema: boVendor });

export const fetchGames = (filters: GameFilters, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/catalog/games', {
    schema: boGamePage,
    signal,
    query: { ...filters, vassalage: filters.vassalage.trim().toUpperCase(), keyword: filters.keyword.trim(), pageNo, pageSize: gamePageSize },
  });

export const createGame = (body: z.input<typeof boGameCreate>) => apiRequest('/bo/catalog/games', { method: 'POST', body, schema: boGame });

export const updateGame = (id: number, patch: z.input<typeof boGameUpdate>) =>
  apiRequest(`/bo/catalog/games/${id}`, { method: 'PATCH', body: patch, schema: boGame });
