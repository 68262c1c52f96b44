import { useLocale } from '../i18n/hooks.ts';
import { formatFileSize } from '../money.ts';

export type FilePickerLabels = {
  /** The pick button's text ("Attach files"). */
  attach: string;
  /** Accessible name of a picked file's remove button ("Remove file {name}"). */
  remove: (name: string) => string;
};

type FilePickerProps = {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** Which files the browser's dialog offers (the form and the server still check them). */
  accept: string;
  /** From this many on, the pick button looks spent (a further file is kept so the form can say why it is one too many). */
  max: number;
  labels: FilePickerLabels;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
};

/**
 * Files picked one or several at a time, each shown as a removable chip with
 * its size; the native input stays focusable behind a button-like label. The
 * support ticket form (the player's) and the agent's reply use it.
 */
export function FilePicker({ id, files, onChange, accept, max, labels, invalid = false, describedBy, disabled }: FilePickerProps) {
  const locale = useLocale();
  return (
    <div className="file-picker">
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        className="file-picker__input"
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        data-testid={`${id}-input`}
        onChange={(e) => {
          // Added to the ones picked before.
          onChange([...files, ...Array.from(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <label htmlFor={id} className={`button button--ghost button--sm file-picker__pick${files.length >= max ? ' is-full' : ''}`}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="m21 12-8.5 8.5a5 5 0 0 1-7-7L14 5a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 8" /></svg>
        {labels.attach}
      </label>
      {files.length > 0 && (
        <ul className="file-picker__list">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="chip file-picker__chip">
              <span className="file-picker__name">{file.name}</span>
              <span className="muted" data-testid="file-size">{formatFileSize(file.size, locale)}</span>
              <button type="button" className="file-picker__remove" aria-label={labels.remove(file.name)} onClick={() => onChange(files.filter((_, j) => j !== i))} disabled={disabled}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
