import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_SUPPORT_FILES, SUPPORT_FILE_ACCEPT, SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES, type SupportAttachment, type SupportTicketResponse } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { AttachmentIcon, AttachmentThumb } from '~/shared/ui/attachment-thumb.tsx';
import { FilePicker } from '~/shared/ui/file-picker.tsx';
import { attachmentBlob, closeTicket, isOpenStatus, loadTicket, sendMessage } from '../api/tickets.ts';
import { filesProblem, supportForm } from '../logic/files.ts';
import { refreshTickets } from '../tickets-store.ts';
import { onTicketChange } from '../unread.ts';
import { errorsOf, Messages, type FormErrors } from './create-form.tsx';
import { StatusBadge } from './support-layout.tsx';
import { usePickerLabels, useSupportText } from './text.ts';

/** An attachment, fetched with the session's token and handed to the browser as a download. */
function AttachmentChip({ ticketId, file }: { ticketId: number; file: SupportAttachment }) {
  const { t } = useSupportText();
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      const blob = await attachmentBlob(ticketId, file.id);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      toast.error(t('formFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="chip support-attachment" onClick={() => void open()} disabled={busy} aria-label={t('download', { name: file.name })} data-testid="support-attachment" data-type={file.type}>
      <AttachmentIcon type={file.type} />
      {file.name}
    </button>
  );
}

/** An image (PNG, JPEG, GIF, WebP) as a thumbnail that opens in a lightbox; any other file, or one that fails to load, as the chip. */
function Attachment({ ticketId, file }: { ticketId: number; file: SupportAttachment }) {
  const { t } = useSupportText();
  const labels = { open: t('openImage', { name: file.name }), download: t('downloadShort'), downloadFile: t('download', { name: file.name }), close: t('closeImage') };
  return (
    <AttachmentThumb
      name={file.name}
      type={file.type}
      load={() => attachmentBlob(ticketId, file.id)}
      labels={labels}
      fallback={<AttachmentChip ticketId={ticketId} file={file} />}
      testId="support-attachment-thumb"
    />
  );
}

/**
 * /support/:id: the chat of one ticket (spec §2), a reply with up to 3 files,
 * and the close button (spec §4). An agent's answer arrives live: the push on
 * `usr#{id}` reloads the ticket, which also marks it read.
 */
export function TicketChat({ initial }: { initial: SupportTicketResponse }) {
  const { t } = useSupportText();
  const pickerLabels = usePickerLabels();
  const locale = useLocale();
  const [view, setView] = useState(initial);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const id = view.ticket.id;

  useEffect(() => {
    setView(initial);
  }, [initial]);
  const reload = useCallback(async () => {
    try {
      setView(await loadTicket(id));
      void refreshTickets();
    } catch {
      // The next push or a reload of the page tries again.
    }
  }, [id]);
  useEffect(() => onTicketChange((change) => change.ticketId === id && void reload()), [id, reload]);
  // A block body: scrollIntoView returns a promise in newer browsers, and an effect may only return its cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [view.messages.length]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: FormErrors = {};
    if (!message.trim() && files.length === 0) found.message = [SUPPORT_MESSAGES.support_message_required[locale]];
    const fileIssue = filesProblem(files, locale);
    if (fileIssue) found.files = [fileIssue];
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      setView(await sendMessage(id, supportForm({ message: message.trim() }, files)));
      setMessage('');
      setFiles([]);
      void refreshTickets();
    } catch (error) {
      setErrors(errorsOf(error, t('formFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    if (!window.confirm(t('closeConfirm'))) return;
    setBusy(true);
    try {
      setView(await closeTicket(id));
      toast.success(t('closed'));
      void refreshTickets();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  const open = isOpenStatus(view.ticket.status);
  const time = (iso: string) => new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'ru-RU', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <div className="support-chat" data-testid="support-chat">
      <header className="support-chat__head">
        <div>
          <p className="muted support-chat__no">{t('ticketNo', { id })}</p>
          <h2 className="support-main__title">{view.ticket.subject}</h2>
        </div>
        <div className="support-chat__actions">
          <StatusBadge status={view.ticket.status} />
          {open && <button type="button" className="button button--ghost button--sm" onClick={() => void close()} disabled={busy} data-testid="support-close">{t('close')}</button>}
        </div>
      </header>
      <ol className="support-messages" aria-live="polite" data-testid="support-messages">
        {view.messages.map((m) => (
          <li key={m.id} className={`chat-message${m.author === 'player' ? ' chat-message--mine' : ''}`} data-testid="support-message" data-author={m.author}>
            <span className="chat-message__who">{m.author === 'agent' ? t('agent') : t('you')} · <time dateTime={m.createdAt}>{time(m.createdAt)}</time></span>
            {m.body && <p className="chat-message__body">{m.body}</p>}
            {m.attachments.length > 0 && <div className="chat-message__files">{m.attachments.map((f) => <Attachment key={f.id} ticketId={id} file={f} />)}</div>}
          </li>
        ))}
      </ol>
      <div ref={end} />
      {open ? (
        <form className="form support-reply" onSubmit={submit} noValidate data-testid="support-reply">
          <Messages id="support-reply-error" messages={errors._} />
          <label className={`field${errors.message ? ' field--invalid' : ''}`}>
            <span className="field__label">{t('reply')}</span>
            <textarea className="input support-textarea" rows={3} value={message} maxLength={SUPPORT_MESSAGE_MAX} placeholder={t('replyPlaceholder')} onChange={(e) => setMessage(e.target.value)} aria-invalid={Boolean(errors.message)} aria-describedby="support-reply-message-error" data-testid="support-reply-message" />
            <Messages id="support-reply-message-error" messages={errors.message} />
          </label>
          <FilePicker id="support-reply-files" accept={SUPPORT_FILE_ACCEPT} max={MAX_SUPPORT_FILES} labels={pickerLabels} files={files} onChange={(next) => { setFiles(next); setErrors((e) => ({ ...e, files: undefined })); }} invalid={Boolean(errors.files)} describedBy="support-reply-files-error" disabled={busy} />
          <Messages id="support-reply-files-error" messages={errors.files} />
          <button type="submit" className="button button--primary" disabled={busy} data-testid="support-send">{busy ? t('sending') : t('send')}</button>
        </form>
      ) : (
        <p className="muted support-chat__closed" data-testid="support-closed-note">{t('closedNote')}</p>
      )}
    </div>
  );
}
