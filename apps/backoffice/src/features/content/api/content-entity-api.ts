import { boPage, deleted } from '@gp/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/http/request';
import type { ContentEntity } from '../content-entities';
import { contentPageSize } from './content-api';

type Row = Record<string, unknown>;

export const fetchContentPage = async (entity: ContentEntity, pageNo: number, signal?: AbortSignal) => {
  const page = await apiRequest(`/bo/content/${entity.path}`, { schema: boPage(entity.output), signal, query: { pageNo, pageSize: contentPageSize } });
  return page as Omit<z.infer<ReturnType<typeof boPage>>, 'list'> & { list: Row[] };
};

export const createContent = (entity: ContentEntity, body: Row) => apiRequest(`/bo/content/${entity.path}`, { method: 'POST', body, schema: entity.output });

export const updateContent = (entity: ContentEntity, id: number, body: Row) =>
  apiRequest(`/bo/content/${entity.path}/${id}`, { method: 'PATCH', body, schema: entity.output });

export const deleteContent = (entity: ContentEntity, id: number) => apiRequest(`/bo/content/${entity.path}/${id}`, { method: 'DELETE', schema: deleted });
