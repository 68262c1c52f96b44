import { useCallback, useState, type ReactNode } from 'react';
import { apiMessages, FieldError } from './ui.tsx';

/** Messages per field of a form. */
export type FieldErrors<F extends string> = Partial<Record<F, string[]>>;

/** The server's refusal split onto the form's fields (by `fieldOf`) and the rest for the whole form. */
export function refusalMessages<F extends string>(caught: unknown, fieldOf: (server: string) => F | null | undefined): { fields: FieldErrors<F>; form: string[] } {
  const { fields, form } = apiMessages(caught);
  const mapped: FieldErrors<F> = {};
  const rest = [...form];
  for (const [field, list] of Object.entries(fields)) {
    const own = fieldOf(field);
    if (own) mapped[own] = [...(mapped[own] ?? []), ...list];
    else rest.push(...list);
  }
  return { fields: mapped, form: rest };
}

type Key<F> = keyof F & string;

/**
 * The state every back-office form keeps: its values, the messages on each
 * field and on the whole form, and whether it is being sent. Typing in a
 * field clears that field's messages. `refuse` shows the form's own check;
 * `send` clears the messages, keeps the form busy while the request runs and
 * puts the server's refusal on the fields `fieldOf` knows, the rest on the
 * whole form (so one refusal never goes unseen).
 */
export function useStaffForm<F extends Record<string, unknown>>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<Key<F>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const set = useCallback(<K extends Key<F>>(field: K, value: F[K]) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field]?.length ? { ...prev, [field]: undefined } : prev));
  }, []);

  const reset = useCallback((next: F) => {
    setForm(next);
    setErrors({});
    setFormErrors([]);
    setBusy(false);
  }, []);

  const refuse = useCallback((fields: FieldErrors<Key<F>>, whole: string[] = []) => {
    setErrors(fields);
    setFormErrors(whole);
  }, []);

  const send = useCallback(async (request: () => Promise<unknown>, fieldOf: (server: string) => Key<F> | null | undefined) => {
    setErrors({});
    setFormErrors([]);
    setBusy(true);
    try {
      await request();
    } catch (caught) {
      const refused = refusalMessages(caught, fieldOf);
      setErrors(refused.fields);
      setFormErrors(refused.form);
    } finally {
      setBusy(false);
    }
  }, []);

  return { form, set, reset, errors, formErrors, busy, refuse, send };
}

/** A labelled control with its hint and messages; the control gets the ids that describe it. */
export function Field({ id, label, hint, errors, children }: { id: string; label: string; hint?: string; errors: readonly string[] | undefined; children: (describedBy: string | undefined) => ReactNode }) {
  const invalid = !!errors?.length;
  const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>{label}</label>
      {children(described)}
      {hint && <span className="field__hint" id={`${id}-hint`}>{hint}</span>}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

/** A labelled one-line input of a form, with its hint and messages; typing hands the text to `onValue`. */
export function InputField({ id, name, label, hint, errors, value, onValue, testId, type = 'text', inputMode, placeholder }: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  errors: readonly string[] | undefined;
  value: string;
  onValue: (value: string) => void;
  testId: string;
  type?: 'text' | 'datetime-local' | 'date';
  inputMode?: 'decimal' | 'numeric' | 'text';
  placeholder?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      {(described) => (
        <input
          id={id}
          className="input"
          name={name}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete="off"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={described}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
