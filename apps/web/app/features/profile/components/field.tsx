import { useId } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import type { FieldErrors } from '~/shared/forms.ts';
import { sharedMessage } from '~/shared/messages.ts';

type FieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[] | undefined;
  type?: 'password' | 'text';
  autoComplete?: string;
  hint?: string;
  inputMode?: 'numeric' | 'text';
};

/** A labelled input with its messages under it (read by screen readers with the input). */
export function Field({ name, label, value, onChange, errors, type = 'text', autoComplete, hint, inputMode }: FieldProps) {
  const id = `profile-${name}-${useId()}`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className="input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid || hint ? `${id}-note` : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid={`profile-${name}`}
      />
      {invalid ? <p className="field__error" id={`${id}-note`} role="alert">{errors!.join(' ')}</p> : hint ? <p className="field__hint" id={`${id}-note`}>{hint}</p> : null}
    </div>
  );
}

/** A server refusal as form errors: a 422's messages under their fields, anything else above the button. */
export function formErrorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError && Object.keys(error.fields).length) return error.fields;
  if (error instanceof ApiError) return { _: error.messages };
  return { _: [sharedMessage('internal')] };
}
