import { staffLoginResponse, staffProfile, staffSession, type StaffPasswordChangeRequest } from '@gp/contracts';
import { z } from 'zod';
import { typedApi } from '../../shared/http/typed-api';

export type Credentials = { username: string; password: string };
export type TotpAnswer = { challenge: string; code: string };

export const login = (credentials: Credentials) => typedApi.post('/bo/auth/login', { body: credentials, parse: (v) => staffLoginResponse.parse(v) });

export const submitTotp = (answer: TotpAnswer) => typedApi.post('/bo/auth/totp', { body: answer, parse: (v) => staffSession.parse(v) });

export const changePassword = (body: StaffPasswordChangeRequest) => typedApi.put('/bo/auth/password', { body, parse: (v) => z.null().parse(v) });

export const logout = () => typedApi.post('/bo/auth/logout', { parse: (v) => z.null().parse(v) });

export const fetchMe = (signal?: AbortSignal) => typedApi.get('/bo/auth/me', { signal, parse: (v) => staffProfile.parse(v) });
