import type { SupportStatus } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';

/** The player's tickets and their unread total (GET /api/support/tickets). */
export const loadTickets = () => api.get('/api/support/tickets', { silent: true });
/** A ticket and its chat; opening it marks the agents' messages read. */
export const loadTicket = (id: number) => api.get('/api/support/tickets/:id', { params: { id }, silent: true });
export const loadUnread = () => api.get('/api/support/unread', { silent: true });
/** multipart/form-data: subject, message, files[]; field errors come back for the form to show. */
export const createTicket = (form: FormData) => api.post('/api/support/tickets', { form, silent: true });
export const sendMessage = (id: number, form: FormData) => api.post('/api/support/tickets/:id/messages', { params: { id }, form, silent: true });
export const closeTicket = (id: number) => api.post('/api/support/tickets/:id/close', { params: { id } });
/** An attachment, fetched with the session's token (a plain link would not carry it; the API sends it to the owner and support only). */
export const attachmentBlob = (id: number, file: number) => api.file('/api/support/tickets/:id/files/:file', { params: { id, file }, silent: true });
/** A ticket the player can still write in. */
export const isOpenStatus = (status: SupportStatus) => status !== 'closed' && status !== 'spam';
