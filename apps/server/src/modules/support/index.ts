/**
 * Support tickets with a chat between player and agent (issue 14 items 5–6):
 * the player's tickets, the agents' queue in the back office, attachments in
 * the FileStore (recognised by content), live pushes of agent answers.
 * Writes support_tickets, support_messages, support_attachments and
 * support_canned_replies.
 */
export { supportRoutes } from './routes.ts';
