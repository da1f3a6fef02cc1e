import type { boBannerInput, boBannerPatch } from '@gp/contracts';
import { boBanner, boPage, deleted } from '@gp/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/http/request';

export const contentPageSize = 50;
const bannerPage = boPage(boBanner);

export const fetchBanners = (pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/content/banners', { schema: bannerPage, signal, query: { pageNo, pageSize: contentPageSize } });

export const createBanner = (input: z.input<typeof boBannerInput>) => apiRequest('/bo/content/banners', { method: 'POST', body: input, schema: boBanner });

export const updateBanner = (id: number, patch: z.input<typeof boBannerPatch>) =>
  apiRequest(`/bo/content/banners/${id}`, { method: 'PATCH', body: patch, schema: boBanner });

export const deleteBanner = (id: number) => apiRequest(`/bo/content/banners/${id}`, { method: 'DELETE', schema: deleted });
