import type { AgentTicketsQuery, SupportStatus } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { loadOptions } from './load.ts';

/** Support tickets for agents (scope support): the queue, a ticket, answers, statuses, assignment, canned replies. */
export const TICKETS_PAGE_SIZE = 30;

export const listTickets = (query: Pick<AgentTicketsQuery, 'status' | 'assignee' | 'q' | 'offset'>) =>
  api.get('/api/support/agent/tickets', { ...loadOptions(), query: { status: query.status, assignee: query.assignee, q: query.q || undefined, offset: query.offset, limit: TICKETS_PAGE_SIZE } });
export const getTicket = (id: number) => api.get('/api/support/agent/tickets/:id', { ...loadOptions(), params: { id } });
/** multipart/form-data: message, files[]. */
export const answerTicket = (id: number, form: FormData) => api.post('/api/support/agent/tickets/:id/messages', { silent: true, params: { id }, form });
export const setTicketStatus = (id: number, status: SupportStatus) => api.post('/api/support/agent/tickets/:id/status', { silent: true, params: { id }, body: { status } });
/** No agent: the caller takes it; null: nobody's. */
export const assignTicket = (id: number, agentId?: number | null) => api.post('/api/support/agent/tickets/:id/assign', { silent: true, params: { id }, body: agentId === undefined ? {} : { agentId } });
export const ticketFile = (id: number, file: number) => api.file('/api/support/agent/tickets/:id/files/:file', { silent: true, params: { id, file } });
export const listCanned = () => api.get('/api/support/agent/canned', { silent: true });
export const addCanned = (title: string, body: string) => api.post('/api/support/agent/canned', { silent: true, body: { title, body } });
export const deleteCanned = (id: number) => api.post('/api/support/agent/canned/:id/delete', { silent: true, params: { id } });
