import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MAX_SUPPORT_FILES, SUPPORT_FILE_ACCEPT, SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES, SUPPORT_SUBJECT_MAX } from '@azart/contracts';
import { ApiError } from '~/shared/api/client.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { FilePicker } from '~/shared/ui/file-picker.tsx';
import { createTicket } from '../api/tickets.ts';
import { filesProblem, supportForm } from '../logic/files.ts';
import { refreshTickets } from '../tickets-store.ts';
import { usePickerLabels, useSupportText } from './text.ts';

type Field = 'subject' | 'message' | 'files' | '_';
export type FormErrors = Partial<Record<Field, string[]>>;

/** The server's answer as messages per field (spec §8: an object of arrays), or the form's general failure. */
export function errorsOf(error: unknown, fallback: string): FormErrors {
  if (error instanceof ApiError && Object.keys(error.fields).length) return error.fields as FormErrors;
  if (error instanceof ApiError) return { _: error.messages };
  return { _: [fallback] };
}

export function Messages({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return <ul id={id} className="messages field__error" role="alert">{messages.map((m) => <li key={m}>{m}</li>)}</ul>;
}

/** /support/create: subject, message and up to 3 files (spec §3, §5), checked here in the server's words first. */
export function CreateTicketForm() {
  const { t } = useSupportText();
  const pickerLabels = usePickerLabels();
  const locale = useLocale();
  const paths = usePaths();
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  /** A field's message goes once the player edits it: it spoke of what was there before. */
  const clear = (field: 'subject' | 'message') => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: FormErrors = {};
    if (!subject.trim()) found.subject = [SUPPORT_MESSAGES.support_subject_required[locale]];
    if (!message.trim()) found.message = [SUPPORT_MESSAGES.support_message_required[locale]];
    const fileIssue = filesProblem(files, locale);
    if (fileIssue) found.files = [fileIssue];
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { ticket } = await createTicket(supportForm({ subject: subject.trim(), message: message.trim() }, files));
      toast.success(t('created'));
      await refreshTickets();
      navigate(paths.support(String(ticket.id)));
    } catch (error) {
      setErrors(errorsOf(error, t('formFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form support-form" onSubmit={submit} noValidate data-testid="support-create">
      <h2 className="support-main__title">{t('newTicket')}</h2>
      <Messages id="support-form-error" messages={errors._} />
      <label className={`field${errors.subject ? ' field--invalid' : ''}`}>
        <span className="field__label">{t('subject')}</span>
        <input className="input" name="subject" value={subject} maxLength={SUPPORT_SUBJECT_MAX} placeholder={t('subjectPlaceholder')} onChange={(e) => { setSubject(e.target.value); clear('subject'); }} aria-invalid={Boolean(errors.subject)} aria-describedby="support-subject-error" data-testid="support-subject" />
        <Messages id="support-subject-error" messages={errors.subject} />
      </label>
      <label className={`field${errors.message ? ' field--invalid' : ''}`}>
        <span className="field__label">{t('message')}</span>
        <textarea className="input support-textarea" name="message" rows={5} value={message} maxLength={SUPPORT_MESSAGE_MAX} placeholder={t('messagePlaceholder')} onChange={(e) => { setMessage(e.target.value); clear('message'); }} aria-invalid={Boolean(errors.message)} aria-describedby="support-message-error" data-testid="support-message" />
        <Messages id="support-message-error" messages={errors.message} />
      </label>
      <div className="field">
        <span className="field__label">{t('files')}</span>
        <FilePicker id="support-files" accept={SUPPORT_FILE_ACCEPT} max={MAX_SUPPORT_FILES} labels={pickerLabels} files={files} onChange={(next) => { setFiles(next); setErrors((e) => ({ ...e, files: undefined })); }} invalid={Boolean(errors.files)} describedBy="support-files-hint support-files-error" disabled={busy} />
        <span id="support-files-hint" className="field__hint">{t('filesHint')}</span>
        <Messages id="support-files-error" messages={errors.files} />
      </div>
      <button type="submit" className="button button--primary" disabled={busy} data-testid="support-submit">{busy ? t('sending') : t('send')}</button>
    </form>
  );
}
