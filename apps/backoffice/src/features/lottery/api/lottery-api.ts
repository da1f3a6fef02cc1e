import { createApiClient } from '@gp/api-client';
import {
  lotteryAdminDrawDetail,
  lotteryAdminDrawsPage,
  lotteryAdminGame,
  lotteryAdminGames,
  lotteryExposureView,
  lotteryReport,
  type LotteryDrawState,
  type LotteryGamePatch,
} from '@gp/contracts';
import i18next from 'i18next';
import { noteFailure } from '../../../shared/http/api-failure';
import { readToken } from '../../../shared/http/token-store';
import { lotteryErrorOf } from './lottery-errors';

/**
 * The lottery's calls. The client is the back office's typed one (shared/http/typed-api.ts) with
 * one difference: its errors also carry the lottery's field problems (`details.fields`), which the
 * terms, calendar and result forms show beside their fields.
 */
const lotteryApi = createApiClient({ languageTag: () => i18next.language, token: readToken, createError: lotteryErrorOf, onFailure: noteFailure });

export const fetchLotteryGames = (signal?: AbortSignal) => lotteryApi.get('/bo/lottery/games', { signal, parse: (v) => lotteryAdminGames.parse(v) });

export const saveLotteryGame = (code: string, patch: LotteryGamePatch) =>
  lotteryApi.put('/bo/lottery/games/{code}', { params: { path: { code } }, body: patch, parse: (v) => lotteryAdminGame.parse(v) });

export const saveLotteryTerms = (code: string, terms: Record<string, unknown>) =>
  lotteryApi.put('/bo/lottery/games/{code}/terms', { params: { path: { code } }, body: { terms }, parse: (v) => lotteryAdminGame.parse(v) });

export type LotteryDrawFilter = { gameCode: string; status: LotteryDrawState | '' };

export const fetchLotteryDraws = (filter: LotteryDrawFilter, pageNum: number, signal?: AbortSignal) =>
  lotteryApi.get('/bo/lottery/draws', {
    params: { query: { gameCode: filter.gameCode || undefined, status: filter.status || undefined, pageNum, pageSize: 20 } },
    signal,
    parse: (v) => lotteryAdminDrawsPage.parse(v),
  });

export const fetchLotteryDraw = (drawId: string, signal?: AbortSignal) =>
  lotteryApi.get('/bo/lottery/draws/{drawId}', { params: { path: { drawId } }, signal, parse: (v) => lotteryAdminDrawDetail.parse(v) });

export const enterLotteryResult = (drawId: string, result: Record<string, unknown>, source: 'staff' | 'file') =>
  lotteryApi.post('/bo/lottery/draws/{drawId}/results', {
    params: { path: { drawId } },
    body: { result, source },
    parse: (v) => lotteryAdminDrawDetail.parse(v),
  });

export const decideLotteryResult = (entryId: string, decision: 'confirm' | 'reject') =>
  lotteryApi.post('/bo/lottery/results/{entryId}/decision', {
    params: { path: { entryId } },
    body: { decision },
    parse: (v) => lotteryAdminDrawDetail.parse(v),
  });

/** Stops betting on an open draw now, before its close time (an early official draw, a suspected leak). */
export const closeLotteryDraw = (drawId: string) =>
  lotteryApi.post('/bo/lottery/draws/{drawId}/close', { params: { path: { drawId } }, parse: (v) => lotteryAdminDrawDetail.parse(v) });

export const voidLotteryDraw = (drawId: string, reason: string) =>
  lotteryApi.post('/bo/lottery/draws/{drawId}/void', { params: { path: { drawId } }, body: { reason }, parse: (v) => lotteryAdminDrawDetail.parse(v) });

export const fetchLotteryExposure = (drawId: string, signal?: AbortSignal) =>
  lotteryApi.get('/bo/lottery/draws/{drawId}/exposure', { params: { path: { drawId } }, signal, parse: (v) => lotteryExposureView.parse(v) });

/** A period as the report takes it: ISO instants, `to` exclusive. */
export type LotteryReportFilter = { from: string; to: string; gameCode: string };

const reportQuery = (filter: LotteryReportFilter) => ({ from: filter.from, to: filter.to, gameCode: filter.gameCode || undefined });

export const fetchLotteryReport = (filter: LotteryReportFilter, signal?: AbortSignal) =>
  lotteryApi.get('/bo/lottery/report', { params: { query: reportQuery(filter) }, signal, parse: (v) => lotteryReport.parse(v) });

export const fetchLotteryReportCsv = async (filter: LotteryReportFilter): Promise<Blob> =>
  (await lotteryApi.blob('/bo/lottery/report.csv', { params: { query: reportQuery(filter) } })).blob;
