import type { LoginRequest, RegisterRequest } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { reachGoal } from '~/shared/analytics/goals.ts';
import { visitorId } from '~/shared/fingerprint/index.ts';
import { applyAuth } from '~/shared/session/session.ts';

/**
 * The browser's fingerprint goes with a sign-in and a registration (issue 23
 * item 7) when it is known by then: the modal starts working it out when it
 * opens, and a form never waits for it more than a moment.
 */
const withVisitor = async <T extends object>(body: T): Promise<T & { visitorId?: string }> => {
  const visitor = await visitorId(800);
  return visitor ? { ...body, visitorId: visitor } : body;
};

/** POST /api/auth/login → stores the token and the user. Errors are thrown (422 carries per-field messages). */
export async function login(body: LoginRequest) {
  const response = await api.post('/api/auth/login', { body: await withVisitor(body), auth: false, silent: true });
  applyAuth(response);
  reachGoal('sign_in');
  return response;
}

export async function register(body: RegisterRequest) {
  const response = await api.post('/api/auth/register', { body: await withVisitor(body), auth: false, silent: true });
  applyAuth(response);
  reachGoal('registration');
  return response;
}
