import type { Executor } from '@gp/db';

export const listCustomerService = (db: Executor) =>
  db
    .selectFrom('customer_service_entries')
    .select(['cs_type', 'cs_position', 'title', 'language', 'translations', 'path'])
    .where('enabled', '=', true)
    .orderBy('cs_position')
    .orderBy('id')
    .execute();

export const listResources = (db: Executor) =>
  db
    .selectFrom('resources')
    .select(['name', 'label_name_en', 'language', 'translations', 'resource_type', 'url'])
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
