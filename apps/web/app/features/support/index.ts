/**
 * Support tickets on the web (issue 14 item 5): the /support screen (the
 * ticket list on the left, the creation form, the chat with live answers, the
 * empty-state text) and the header's link with the unread badge.
 */
export { SupportLayout, SupportEmpty } from './components/support-layout.tsx';
export { CreateTicketForm } from './components/create-form.tsx';
export { TicketChat } from './components/ticket-chat.tsx';
export { SupportLink, SupportMenuItem } from './components/support-link.tsx';
export { loadTicket, loadTickets } from './api/tickets.ts';
