/** Game catalog and site content tables; filled in by the catalog migration. */
export type CatalogTables = Record<never, never>;
