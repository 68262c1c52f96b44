import '../tickets.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { isSupportFileTypeAllowed, MAX_SUPPORT_FILE_BYTES, MAX_SUPPORT_FILES, PAYMENT_MESSAGES, SUPPORT_FILE_ACCEPT, SUPPORT_MESSAGES, SUPPORT_STATUSES, type AgentTicketResponse, type CannedReply, type SupportAttachment, type SupportStatus } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { AttachmentIcon, AttachmentThumb } from '~/shared/ui/attachment-thumb.tsx';
import { FilePicker } from '~/shared/ui/file-picker.tsx';
import { answerTicket, assignTicket, setTicketStatus, ticketFile } from '../api/support.ts';
import { useAccess, useAdminPaths, useBackofficeText } from '../hooks.ts';
import { IconArrowLeft, IconFile } from './icons.tsx';
import { apiMessages, DateTime, FormMessages, PageHead, Pill, PlayerRef, StatusBadge } from './ui.tsx';
import { useLiveList } from './use-live-list.ts';

/** A ticket's file, fetched with the session's token and handed to the browser as a download. */
function FileButton({ ticketId, file }: { ticketId: number; file: SupportAttachment }) {
  const { t } = useBackofficeText();
  async function open() {
    try {
      const url = URL.createObjectURL(await ticketFile(ticketId, file.id));
      const a = document.createElement('a');
      a.href = url;
      a.download = file.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (caught) {
      for (const message of apiMessages(caught).form) toast.error(message);
    }
  }
  return (
    <button type="button" className="link-button bo-file" onClick={() => void open()} title={t('tickets.download')} data-testid="ticket-file" data-type={file.type}>
      {file.type === 'application/pdf' ? <AttachmentIcon type={file.type} width={20} height={20} /> : <IconFile />} {file.name}
    </button>
  );
}

/** An image (PNG, JPEG, GIF, WebP) as a thumbnail that opens in a lightbox; any other file, or one that fails to load, as the download button. */
function TicketFile({ ticketId, file }: { ticketId: number; file: SupportAttachment }) {
  const { t } = useBackofficeText();
  const labels = { open: t('tickets.openImage', { name: file.name }), download: t('tickets.download'), downloadFile: t('tickets.downloadFile', { name: file.name }), close: t('tickets.closeImage') };
  return (
    <AttachmentThumb
      name={file.name}
      type={file.type}
      load={() => ticketFile(ticketId, file.id)}
      labels={labels}
      fallback={<FileButton ticketId={ticketId} file={file} />}
      testId="ticket-file-thumb"
    />
  );
}

/** The files an agent attaches, checked as the server will (count, type by the browser's guess, size), in the contracts' words. */
function filesIssue(files: readonly File[], locale: 'ru' | 'en'): string | null {
  if (files.length > MAX_SUPPORT_FILES) return SUPPORT_MESSAGES.support_files_too_many[locale];
  if (files.some((f) => !isSupportFileTypeAllowed(f.type, f.name))) return PAYMENT_MESSAGES.file_type_invalid[locale];
  if (files.some((f) => f.size > MAX_SUPPORT_FILE_BYTES)) return PAYMENT_MESSAGES.file_too_large[locale];
  return null;
}

/**
 * One ticket for an agent (issue 14 item 6): the chat, an answer with files
 * (a canned reply can start it), the status, and the assignment. Every action
 * is audited on the server; the player sees the answer live.
 */
export function TicketPage({ view, canned }: { view: AgentTicketResponse; canned: CannedReply[] }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const access = useAccess();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { ticket, messages } = view;
  // The player may write meanwhile: the chat refreshes itself while nobody is typing.
  useLiveList(messages, { seconds: 15, paused: message.length > 0 || busy });
  useEffect(() => {
    setErrors([]);
  }, [ticket.id]);
  const labels = t('tickets.statuses', { returnObjects: true }) as Record<SupportStatus, string>;
  const answer = access.can('ticket.answer');

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await revalidator.revalidate();
      return true;
    } catch (caught) {
      const { fields, form } = apiMessages(caught);
      setErrors([...form, ...Object.values(fields).flat()]);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const issue = !message.trim() && files.length === 0 ? SUPPORT_MESSAGES.support_message_required[locale] : filesIssue(files, locale);
    if (issue) return setErrors([issue]);
    const form = new FormData();
    form.set('message', message.trim());
    for (const file of files) form.append('files[]', file, file.name);
    if (await run(() => answerTicket(ticket.id, form), t('tickets.sent'))) {
      setMessage('');
      setFiles([]);
    }
  }

  return (
    <>
      <PageHead title={`${t('tickets.item', { id: ticket.id })} · ${ticket.subject}`}>
        <Link to={paths.tickets()} className="bo-back"><IconArrowLeft /> {t('tickets.back')}</Link>
      </PageHead>
      <div className="bo-card bo-ticket-head" data-testid="ticket-head">
        <StatusBadge status={ticket.status} label={labels[ticket.status]} />
        {ticket.waiting && <Pill tone="warn">{t('tickets.waiting')}</Pill>}
        <span>{t('tickets.player')}: <PlayerRef player={ticket.player} /></span>
        <span>{t('tickets.assignedTo')}: {ticket.assignee?.login ?? t('tickets.nobody')}</span>
        {answer && (
          <span className="bo-ticket-head__actions">
            <button type="button" className="button button--sm" disabled={busy} onClick={() => void run(() => assignTicket(ticket.id), t('tickets.assigned'))} data-testid="ticket-take">{t('tickets.takeIt')}</button>
            {ticket.assignee && <button type="button" className="button button--sm" disabled={busy} onClick={() => void run(() => assignTicket(ticket.id, null), t('tickets.assigned'))}>{t('tickets.unassign')}</button>}
            <label className="bo-inline-field">
              <span className="field__label">{t('tickets.setStatus')}</span>
              <select className="input" value={ticket.status} disabled={busy} onChange={(e) => void run(() => setTicketStatus(ticket.id, e.target.value as SupportStatus), t('tickets.statusSet', { status: labels[e.target.value as SupportStatus] }))} data-testid="ticket-status-select">
                {SUPPORT_STATUSES.map((s) => <option key={s} value={s}>{labels[s]}</option>)}
              </select>
            </label>
          </span>
        )}
      </div>
      <ol className="bo-card bo-chat" data-testid="ticket-messages">
        {messages.map((m) => (
          <li key={m.id} className={`chat-message${m.author === 'agent' ? ' chat-message--mine' : ''}`} data-testid="ticket-message" data-author={m.author}>
            <span className="chat-message__who">{m.author === 'agent' ? t('tickets.agent') : ticket.player.login} · <DateTime iso={m.createdAt} /></span>
            {m.body && <p className="chat-message__body">{m.body}</p>}
            {m.attachments.length > 0 && <div className="chat-message__files">{m.attachments.map((f) => <TicketFile key={f.id} ticketId={ticket.id} file={f} />)}</div>}
          </li>
        ))}
      </ol>
      {answer && (
        <form className="bo-card form bo-chat__reply" onSubmit={send} data-testid="ticket-reply">
          <FormMessages messages={errors} />
          {canned.length > 0 && (
            <label className="field">
              <span className="field__label">{t('tickets.canned')}</span>
              <select className="input" value="" onChange={(e) => { const reply = canned.find((c) => c.id === Number(e.target.value)); if (reply) setMessage((m) => (m ? `${m}\n${reply.body}` : reply.body)); }} data-testid="ticket-canned">
                <option value="">{t('tickets.cannedChoose')}</option>
                {canned.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
              </select>
            </label>
          )}
          <label className="field">
            <span className="field__label">{t('tickets.reply')}</span>
            <textarea className="input bo-textarea" rows={4} value={message} maxLength={5000} placeholder={t('tickets.replyPlaceholder')} onChange={(e) => setMessage(e.target.value)} data-testid="ticket-reply-message" />
          </label>
          <div className="field">
            <span className="field__label" id="ticket-reply-files-label">{t('tickets.files')}</span>
            <FilePicker
              id="ticket-reply-files"
              accept={SUPPORT_FILE_ACCEPT}
              max={MAX_SUPPORT_FILES}
              labels={{ attach: t('tickets.attach'), remove: (name) => t('tickets.removeFile', { name }) }}
              files={files}
              onChange={setFiles}
              describedBy="ticket-reply-files-label"
              disabled={busy}
            />
          </div>
          <button type="submit" className="button button--primary" disabled={busy} data-testid="ticket-send">{t('tickets.send')}</button>
        </form>
      )}
    </>
  );
}
