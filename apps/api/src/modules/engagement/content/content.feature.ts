import type { Feature } from '../../feature';
import { contentPageRoutes } from './content-pages.routes';
import { contentAdminRoutes } from './content.admin.routes';
import { contentRoutes } from './content.routes';
import { promotionCategoryRoutes } from './promotion-categories.routes';
import { uploadRoutes } from './uploads.admin.routes';

export const contentFeature: Feature = async (app, { services }) => {
  await app.register(contentRoutes, { content: services.content, onMemberLanguage: services.memberAccount.setLanguage });
  await app.register(promotionCategoryRoutes, { promotionCategories: services.promotionCategories });
  await app.register(contentPageRoutes, { contentPages: services.contentPages });
  await app.register(contentAdminRoutes, { contentAdmin: services.contentAdmin });
  await app.register(uploadRoutes, { uploads: services.uploads });
};
