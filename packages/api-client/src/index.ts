export { ApiError, clientErrorCodes, isApiError, type CallFailure } from './api-error';
export { createApiClient, type ApiClientOptions } from './create-api-client';
export type { ApiClient, BlobOptions, CallOptions, CallResult, Method, OkValue, Operation, PathsWith } from './operation-types';
export { retryAfterSeconds } from './retry-after';
export type { components, paths } from './schema';
