import type { boBannerInput, boBannerPatch } from '@gp/contracts';
import { boBanner, boPage, deleted } from '@gp/contracts';
import type { z } from 'zod';
import { typedApi } from '../../../shared/http/typed-api';

export const contentPageSize = 50;
const bannerPage = boPage(boBanner);

export const fetchBanners = (pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/content/banners', { params: { query: { pageNo, pageSize: contentPageSize } }, signal, parse: (v) => bannerPage.parse(v) });

export const createBanner = (input: z.input<typeof boBannerInput>) => typedApi.post('/bo/content/banners', { body: input, parse: (v) => boBanner.parse(v) });

export const updateBanner = (id: number, patch: z.input<typeof boBannerPatch>) =>
  typedApi.patch('/bo/content/banners/{id}', { params: { path: { id } }, body: patch, parse: (v) => boBanner.parse(v) });

export const deleteBanner = (id: number) => typedApi.delete('/bo/content/banners/{id}', { params: { path: { id } }, parse: (v) => deleted.parse(v) });
