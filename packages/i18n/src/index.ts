// Safe in the browser and in Node: no catalog is imported here. Node reads every catalog through
// `@gp/i18n/server`; the SPAs fetch one language at a time through `@gp/i18n/player-catalogs` and
// `@gp/i18n/staff-catalogs`.
export { catalogTags, fallbackTag, isCatalogTag, namespaces, namespaceTags, tagForCode } from './catalog-tags';
export type { Catalog, CatalogTag, Namespace } from './catalog-tags';
export { matchTag, negotiateTag } from './negotiate-tag';
