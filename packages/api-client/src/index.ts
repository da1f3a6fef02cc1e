export { ApiError, clientErrorCodes, isApiError, type CallFailure } from './api-error';
export { createApiClient, type ApiClientOptions } from './create-api-client';
export type { ApiClient, CallOptions, CallResult, Method, OkValue, Operation, PathsWith } from './operation-types';
export type { components, paths } from './schema';
