import { staffLoginResponse, staffProfile, staffSession, type StaffPasswordChangeRequest } from '@gp/contracts';
import { z } from 'zod';
import { apiRequest } from '../../shared/http/request';

export type Credentials = { username: string; password: string };
export type TotpAnswer = { challenge: string; code: string };

export const login = (credentials: Credentials) => apiRequest('/bo/auth/login', { method: 'POST', body: credentials, schema: staffLoginResponse });

export const submitTotp = (answer: TotpAnswer) => apiRequest('/bo/auth/totp', { method: 'POST', body: answer, schema: staffSession });

export const changePassword = (body: StaffPasswordChangeRequest) => apiRequest('/bo/auth/password', { method: 'PUT', body, schema: z.null() });

export const logout = () => apiRequest('/bo/auth/logout', { method: 'POST', schema: z.null() });

export const fetchMe = (signal?: AbortSignal) => apiRequest('/bo/auth/me', { schema: staffProfile, signal });
