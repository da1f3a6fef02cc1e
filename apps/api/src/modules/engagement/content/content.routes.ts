import {
  announcementContent,
  announcementContentQuery,
  announcementListQuery,
  announcementPage,
  bannerList,
  bannerQuery,
  contentLanguageQuery,
  countryCodeList,
  customerServiceList,
  helpArticleList,
  helpCenterQuery,
  languageUpdate,
  languageUpdateResult,
  noticeList,
  noticeQuery,
  okEnvelope,
  promotionList,
  promotionQuery,
  resourceList,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { publicAccess, visitorAccess } from '../../../lib/route-access';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { ContentService } from './content.service';

/** Site content for the player: the home page, promotions, notices and other pages. */
type Deps = { content: ContentService; onMemberLanguage: (member: MemberPrincipal, language: string) => Promise<void> };

export const contentRoutes: FastifyPluginAsyncZod<Deps> = async (app, { content, onMemberLanguage }) => {
  const tags = ['content'];
  const config = { access: publicAccess };
  app.get(
    '/wps/content/banners',
    {
      config,
      schema: {
        tags,
        summary: "Banners of one group, in sequence, with their words in the caller's language",
        querystring: bannerQuery,
        response: { 200: okEnvelope(bannerList) },
      },
    },
    async (request) => ok(await content.banners(request.query.group, languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/content/notices',
    {
      config,
      schema: { tags, summary: "Notices of the marquee, in the caller's language", querystring: noticeQuery, response: { 200: okEnvelope(noticeList) } },
    },
    async (request) => ok(await content.notices(languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/content/promotions',
    {
      config,
      schema: {
        tags,
        summary: "Running promotions in the caller's language (the home carousel shows the first 6)",
        querystring: promotionQuery,
        response: { 200: okEnvelope(promotionList) },
      },
    },
    async (request) => ok(await content.promotions(request.query, languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/relay/getListAnnouncements',
    {
      config,
      schema: {
        tags,
        summary: 'Announcements of some types for one audience, 9 a page',
        querystring: announcementListQuery,
        response: { 200: okEnvelope(announcementPage) },
      },
    },
    async (request) => ok(await content.announcements(request.query, languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/relay/getAnnouncementContentV2',
    {
      config,
      schema: {
        tags,
        summary: 'One announcement: title and HTML content',
        querystring: announcementContentQuery,
        response: { 200: okEnvelope(announcementContent) },
      },
    },
    async (request) => ok(await content.announcementContent(request.query.id, languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/content/customerService',
    {
      config,
      schema: {
        tags,
        summary: "Customer-service entries, titled in the caller's language",
        querystring: contentLanguageQuery,
        response: { 200: okEnvelope(customerServiceList) },
      },
    },
    async (request) => ok(await content.customerService(languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/content/resources',
    {
      config,
      schema: {
        tags,
        summary: "External resource links, labelled in the caller's language",
        querystring: contentLanguageQuery,
        response: { 200: okEnvelope(resourceList) },
      },
    },
    async (request) => ok(await content.resources(languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/system/helpCenter',
    {
      config,
      schema: {
        tags,
        summary: "Help-centre articles in the caller's language, with fallback",
        querystring: helpCenterQuery,
        response: { 200: okEnvelope(helpArticleList) },
      },
    },
    async (request) => ok(await content.helpCenter(languageOf(request, request.query.lang))),
  );
  app.get(
    '/wps/system/countryCodes',
    {
      config,
      schema: { tags, summary: "ISO country codes with dialing codes, named in the caller's language", response: { 200: okEnvelope(countryCodeList) } },
    },
    async (request) => ok(content.countryCodes(request.lang)),
  );
  app.post(
    '/wps/member/language',
    {
      config: { access: visitorAccess },
      schema: {
        tags,
        summary: "Check a language against the merchant's and answer the one to use; a signed-in member's choice is saved",
        body: languageUpdate,
        response: { 200: okEnvelope(languageUpdateResult) },
      },
    },
    async (request) => {
      const result = await content.updateLanguage(request.body.language);
      if (request.member) await onMemberLanguage(request.member, result.language);
      return ok(result);
    },
  );
};
