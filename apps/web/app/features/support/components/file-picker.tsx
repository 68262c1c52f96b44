import { useRef } from 'react';
import { MAX_SUPPORT_FILES, SUPPORT_FILE_ACCEPT } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatDecimal } from '~/shared/money.ts';
import { useSupportText } from './text.ts';

/**
 * Up to 3 files picked one or several at a time, each removable; the picker
 * offers images and PDFs, the form checks them (logic/files.ts) and the server
 * decides by their content.
 */
export function FilePicker({ id, files, onChange, invalid, describedBy, disabled }: { id: string; files: File[]; onChange: (files: File[]) => void; invalid: boolean; describedBy?: string; disabled?: boolean }) {
  const { t } = useSupportText();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="support-files">
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={SUPPORT_FILE_ACCEPT}
        className="support-files__input"
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        data-testid={`${id}-input`}
        onChange={(e) => {
          // Added to the ones picked before (a fourth is kept, so the form can say "Maximum of 3 files allowed").
          onChange([...files, ...Array.from(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <label htmlFor={id} className={`button button--ghost button--sm support-files__pick${files.length >= MAX_SUPPORT_FILES ? ' is-full' : ''}`}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="m21 12-8.5 8.5a5 5 0 0 1-7-7L14 5a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 8" /></svg>
        {t('attach')}
      </label>
      {files.length > 0 && (
        <ul className="support-files__list">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="chip support-files__chip">
              <span className="support-files__name">{file.name}</span>
              <span className="muted">{formatDecimal(file.size / 1024 / 1024, 2, locale)}&nbsp;MB</span>
              <button type="button" className="support-files__remove" aria-label={t('removeFile', { name: file.name })} onClick={() => onChange(files.filter((_, j) => j !== i))} disabled={disabled}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
