import type { AuthResponse, LoginRequest, RegisterRequest } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { applyAuth } from './session.ts';

/** POST /api/auth/login → stores the token and the user. Errors are thrown (422 carries per-field messages). */
export async function login(body: LoginRequest): Promise<AuthResponse> {
  const response = await api<AuthResponse>('POST', '/api/auth/login', { body, auth: false, silent: true });
  applyAuth(response);
  return response;
}

export async function register(body: RegisterRequest): Promise<AuthResponse> {
  const response = await api<AuthResponse>('POST', '/api/auth/register', { body, auth: false, silent: true });
  applyAuth(response);
  return response;
}
