import type { OkEnvelope } from '@gp/contracts';

export const ok = <T>(value: T): OkEnvelope<T> => ({ code: '0', message: 'OK', value });
