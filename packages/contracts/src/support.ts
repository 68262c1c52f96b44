import { z } from 'zod';
import { isPlainText } from './text.ts';

/**
 * Support tickets with a chat between player and agent (issue 14 items 5–6;
 * spec §3 ticket fields, §4 statuses, §5 attachment messages, §9 limits).
 */

/** Spec §4. A player may close a ticket; everything else is the agents'. */
export const SUPPORT_STATUSES = ['new', 'open', 'in_progress', 'solved', 'closed', 'spam'] as const;
export const supportStatusSchema = z.enum(SUPPORT_STATUSES, { error: 'invalid_value' });
export type SupportStatus = z.infer<typeof supportStatusSchema>;
/** No more messages in these (a solved ticket reopens on the player's reply). */
export const FINAL_SUPPORT_STATUSES: readonly SupportStatus[] = ['closed', 'spam'];

/** Spec §9: at most 3 files of 8 MB each, images and PDF only (recognised by content on the server). */
export const MAX_SUPPORT_FILES = 3;
export const MAX_SUPPORT_FILE_BYTES = 8 * 1024 * 1024;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5_000;
/** What a file picker offers; the server decides by the bytes, not by this. */
export const SUPPORT_FILE_ACCEPT = 'image/*,application/pdf,.pdf';
/** The types the client lets through before uploading (the browser's guess by name; the server checks content). */
export function isSupportFileTypeAllowed(type: string, name: string): boolean {
  return type.startsWith('image/') || type === 'application/pdf' || (!type && /\.(png|jpe?g|gif|webp|heic|avif|pdf)$/i.test(name));
}

export const supportAttachmentSchema = z.object({ id: z.number().int(), name: z.string(), type: z.string(), size: z.number().int() });
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

export const supportMessageSchema = z.object({
  id: z.number().int(),
  /** Who wrote it: the player or an agent (agents are shown by role, not by name). */
  author: z.enum(['player', 'agent']),
  body: z.string(),
  attachments: z.array(supportAttachmentSchema),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: supportStatusSchema,
  /** Agent messages the player has not opened yet. */
  unread: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessageAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketListSchema = z.object({ items: z.array(supportTicketSchema), unread: z.number().int() });
export type SupportTicketList = z.infer<typeof supportTicketListSchema>;
export const supportTicketResponseSchema = z.object({ ticket: supportTicketSchema, messages: z.array(supportMessageSchema) });
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;
export const supportUnreadSchema = z.object({ unread: z.number().int() });
export const supportTicketIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'support_ticket_not_found' }).int({ error: 'support_ticket_not_found' }).positive({ error: 'support_ticket_not_found' }).max(Number.MAX_SAFE_INTEGER, { error: 'support_ticket_not_found' }),
});
export const supportAttachmentParamsSchema = supportTicketIdParamsSchema.extend({
  file: z.coerce.number({ error: 'support_ticket_not_found' }).int({ error: 'support_ticket_not_found' }).positive({ error: 'support_ticket_not_found' }).max(Number.MAX_SAFE_INTEGER, { error: 'support_ticket_not_found' }),
});

/** The text fields of the forms (the multipart parts are checked against these on the server, and the client uses them too). */
export const supportSubjectSchema = z.string({ error: 'support_subject_required' }).trim().min(1, { error: 'support_subject_required' }).max(SUPPORT_SUBJECT_MAX, { error: 'support_subject_too_long' }).refine(isPlainText, { error: 'text_invalid_characters' });
export const supportBodySchema = z.string({ error: 'support_message_required' }).trim().min(1, { error: 'support_message_required' }).max(SUPPORT_MESSAGE_MAX, { error: 'support_message_too_long' }).refine(isPlainText, { error: 'text_invalid_characters' });

// ─── the agents' side ────────────────────────────────────────────────────────
export const agentTicketSchema = supportTicketSchema.omit({ unread: true }).extend({
  player: z.object({ id: z.number().int(), login: z.string() }),
  assignee: z.object({ id: z.number().int(), login: z.string() }).nullable(),
  /** The last message is the player's: the ticket waits for an answer. */
  waiting: z.boolean(),
});
export type AgentTicket = z.infer<typeof agentTicketSchema>;
export const agentTicketsQuerySchema = z.object({
  status: supportStatusSchema.optional(),
  /** `me`: assigned to the caller; `none`: nobody's yet. */
  assignee: z.enum(['me', 'none'], { error: 'invalid_value' }).optional(),
  q: z.string({ error: 'invalid_value' }).trim().max(100, { error: 'invalid_value' }).refine(isPlainText, { error: 'invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }).default(30),
  offset: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0, { error: 'invalid_value' }).max(1_000_000, { error: 'invalid_value' }).default(0),
});
export type AgentTicketsQuery = z.infer<typeof agentTicketsQuerySchema>;
export const agentTicketListSchema = z.object({ items: z.array(agentTicketSchema), total: z.number().int(), counts: z.record(z.string(), z.number().int()) });
export type AgentTicketList = z.infer<typeof agentTicketListSchema>;
export const agentTicketResponseSchema = z.object({ ticket: agentTicketSchema, messages: z.array(supportMessageSchema) });
export type AgentTicketResponse = z.infer<typeof agentTicketResponseSchema>;
export const agentStatusRequestSchema = z.object({ status: supportStatusSchema });
export const agentAssignRequestSchema = z.object({
  /** null: unassign; absent: the caller takes it. */
  agentId: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }).nullable().optional(),
});

export const cannedReplySchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), createdAt: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyListSchema = z.object({ items: z.array(cannedReplySchema) });
export const cannedReplyRequestSchema = z.object({
  title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'invalid_value' }).refine(isPlainText, { error: 'text_invalid_characters' }),
  body: supportBodySchema,
});
export const cannedReplyResponseSchema = z.object({ reply: cannedReplySchema });

/** Live message for `usr#{id}`: a new agent message in a ticket, and the player's unread total for the header badge. */
export const supportLiveSchema = z.object({ ticketId: z.number().int(), unread: z.number().int(), status: supportStatusSchema.optional() });

// ─── messages ────────────────────────────────────────────────────────────────
/** Spec §5 verbatim in English for the attachments, in both languages. */
export const SUPPORT_MESSAGES = {
  support_files_too_many: { ru: 'Можно прикрепить не более 3 файлов', en: 'Maximum of 3 files allowed' },
  support_subject_required: { ru: 'Укажите тему обращения', en: 'Enter a subject' },
  support_subject_too_long: { ru: 'Тема не длиннее 150 символов', en: 'The subject must be at most 150 characters' },
  support_message_required: { ru: 'Напишите сообщение', en: 'Write a message' },
  support_message_too_long: { ru: 'Сообщение не длиннее 5000 символов', en: 'The message must be at most 5000 characters' },
  support_ticket_not_found: { ru: 'Обращение не найдено', en: 'Ticket not found' },
  support_ticket_closed: { ru: 'Обращение закрыто, создайте новое', en: 'The ticket is closed; please create a new one' },
  support_new_reply: { ru: 'Поддержка ответила на ваше обращение «{subject}»', en: 'Support replied to your ticket “{subject}”' },
  support_canned_not_found: { ru: 'Шаблон не найден', en: 'Canned reply not found' },
  support_agent_invalid: { ru: 'Этот пользователь не агент поддержки', en: 'This user is not a support agent' },
} as const;
