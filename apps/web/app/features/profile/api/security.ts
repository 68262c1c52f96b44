import type { PasswordChangeRequest, PasswordStatus, SessionList, TotpStatus } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { endSession } from '~/shared/session/session.ts';

/**
 * The profile's account-security calls (issue 23 item 1). Errors are thrown
 * silently: the forms show them under their fields.
 */
export const loadSessions = (): Promise<SessionList> => api.get('/api/auth/sessions', { silent: true });
export const loadTwoFactor = (): Promise<TotpStatus> => api.get('/api/auth/2fa', { silent: true });
export const loadPasswordStatus = (): Promise<PasswordStatus> => api.get('/api/auth/password', { silent: true });

export const changePassword = (body: PasswordChangeRequest) => api.post('/api/auth/password', { body, silent: true });

/** Ends one session; ending this one signs this tab out as a logout does. */
export async function endOneSession(id: string, current: boolean): Promise<void> {
  await api.delete('/api/auth/sessions/:id', { params: { id }, silent: true });
  if (current) endSession('logout');
}

/** Every session ends, this one too: the server clears the cookies, this tab forgets the session. */
export async function logoutEverywhere(): Promise<void> {
  await api.post('/api/auth/logout-all', { silent: true });
  endSession('logout');
}

export const startTwoFactor = () => api.post('/api/auth/2fa/setup', { silent: true });
export const confirmTwoFactor = (code: string) => api.post('/api/auth/2fa/confirm', { body: { code }, silent: true });
export const disableTwoFactor = (code: string) => api.post('/api/auth/2fa/disable', { body: { code }, silent: true });
