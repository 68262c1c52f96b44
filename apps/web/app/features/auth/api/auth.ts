import type { LoginRequest, RegisterRequest } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { applyAuth } from '~/shared/session/session.ts';

/** POST /api/auth/login → stores the token and the user. Errors are thrown (422 carries per-field messages). */
export async function login(body: LoginRequest) {
  const response = await api.post('/api/auth/login', { body, auth: false, silent: true });
  applyAuth(response);
  return response;
}

export async function register(body: RegisterRequest) {
  const response = await api.post('/api/auth/register', { body, auth: false, silent: true });
  applyAuth(response);
  return response;
}
