import { boFeedback, boFeedbackAssignees, boFeedbackPage, type FeedbackQuestionType, type FeedbackStatus } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export type FeedbackFilter = { pageNo: number; status: FeedbackStatus | ''; type: FeedbackQuestionType | ''; member: string };

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (filter: FeedbackFilter) => ['feedback', 'list', filter] as const,
  assignees: ['feedback', 'assignees'] as const,
};

export const fetchFeedback = (filter: FeedbackFilter, signal?: AbortSignal) =>
  typedApi.get('/bo/feedback', {
    signal,
    params: {
      query: {
        pageNo: filter.pageNo,
        pageSize: 20,
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.type === '' ? {} : { type: filter.type }),
        ...(filter.member.trim() ? { member: filter.member.trim() } : {}),
      },
    },
    parse: (v) => boFeedbackPage.parse(v),
  });

export const fetchAssignees = (signal?: AbortSignal) => typedApi.get('/bo/feedback/assignees', { signal, parse: (v) => boFeedbackAssignees.parse(v) });

export const assignFeedback = (id: number, staffId?: number) =>
  typedApi.post('/bo/feedback/{id}/assign', { params: { path: { id } }, body: staffId === undefined ? {} : { staffId }, parse: (v) => boFeedback.parse(v) });

export const answerFeedback = (id: number, answer: string) =>
  typedApi.post('/bo/feedback/{id}/answer', { params: { path: { id } }, body: { answer }, parse: (v) => boFeedback.parse(v) });

export const closeFeedback = (id: number) => typedApi.post('/bo/feedback/{id}/close', { params: { path: { id } }, parse: (v) => boFeedback.parse(v) });
