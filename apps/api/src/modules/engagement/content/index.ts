// The content module's public surface: other modules import only what this file exports.
export { createContentAdminService } from './content-admin.service';
export { createContentPageService } from './content-pages.service';
export { contentFeature } from './content.feature';
export { createContentService } from './content.service';
export { createPromotionCategoryService } from './promotion-categories.service';
export { reencodeImage } from './image-reencode';
export type { CleanImage } from './image-reencode';
export { cleanHtml } from './sanitize';
export { pickTranslation } from './translation';
export { createUploadService, maxUploadBytes } from './upload.service';
export { countryOfDialingCode } from './country-of-dialing';
