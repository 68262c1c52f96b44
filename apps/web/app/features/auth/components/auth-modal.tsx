import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { toast } from 'sonner';
import { loginRequestSchema, registerRequestSchema, type AuthResponse, type User } from '@azart/contracts';
import type { ZodType } from 'zod';
import { ApiError } from '~/shared/api/client.ts';
import { sharedMessage } from '~/shared/messages.ts';
import { validate, type FieldErrors } from '~/shared/forms.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { toastAfterNavigation } from '~/shared/ui/toast-layer.ts';
import { IconEye, IconEyeOff } from '~/shared/ui/icons.tsx';
import { prefetchVisitorId } from '~/shared/fingerprint/index.ts';
import { login, register } from '../api/auth.ts';
import { SocialSignInButtons } from '../social/social-buttons.tsx';
import { closeAuthModal, openAuthModal, takeAuthTarget, useAuthModal, type AuthTab } from '~/shared/session/auth-modal.ts';

/** The login / registration modal (spec §2 "Modals: auth"), shown only when logged out. */
export default function AuthModal() {
  const tab = useAuthModal();
  const { t } = useTranslation(['auth', 'common']);
  const open = tab !== null;
  // The browser's fingerprint goes with the sign-in or registration (issue 23 item 7): worked out while the form is filled.
  useEffect(() => {
    if (open) prefetchVisitorId();
  }, [open]);
  return (
    <Modal open={tab !== null} onClose={closeAuthModal} title={t('modalTitle')} closeLabel={t('common:close')} size="sm" testId="auth-modal" keepOnNavigation>
      {tab && (
        <>
          <div className="tabs" role="tablist">
            <TabButton tab="login" current={tab}>{t('signIn')}</TabButton>
            <TabButton tab="register" current={tab}>{t('signUp')}</TabButton>
          </div>
          {tab === 'login' ? <LoginForm /> : <RegisterForm />}
          <SocialSignInButtons />
        </>
      )}
    </Modal>
  );
}

function TabButton({ tab, current, children }: { tab: AuthTab; current: AuthTab; children: ReactNode }) {
  return (
    <button type="button" role="tab" aria-selected={tab === current} className={`tabs__tab${tab === current ? ' is-active' : ''}`} onClick={() => openAuthModal(tab)} data-testid={`auth-tab-${tab}`}>
      {children}
    </button>
  );
}

type Field = { name: string; label: string; type?: string; autoComplete?: string; placeholder?: string; hint?: string };

function TextField({ field, errors, value, onChange }: { field: Field; errors?: string[]; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('auth');
  const [revealed, setRevealed] = useState(false);
  const id = `auth-${field.name}`;
  const invalid = Boolean(errors?.length);
  const password = field.type === 'password';
  const input = (
    <input
      id={id}
      name={field.name}
      className="input"
      type={password && revealed ? 'text' : (field.type ?? 'text')}
      autoComplete={field.autoComplete}
      placeholder={field.placeholder}
      value={value}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>{field.label}</label>
      {password ? (
        <div className="field__control">
          {input}
          <button
            type="button"
            className="field__reveal"
            aria-label={revealed ? t('hidePassword') : t('showPassword')}
            aria-pressed={revealed}
            aria-controls={id}
            data-testid={`${id}-reveal`}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <IconEyeOff /> : <IconEye />}
          </button>
        </div>
      ) : input}
      {invalid ? (
        <Messages id={`${id}-error`} messages={errors ?? []} />
      ) : field.hint ? (
        <p className="field__hint">{field.hint}</p>
      ) : null}
    </div>
  );
}

/** A field's or the form's messages, one line each (never run together). */
function Messages({ id, messages, className = 'field__error' }: { id?: string; messages: string[]; className?: string }) {
  if (messages.length === 1) return <p className={className} id={id} role="alert">{messages[0]}</p>;
  return (
    <ul className={`${className} messages`} id={id} role="alert">
      {messages.map((text) => <li key={text}>{text}</li>)}
    </ul>
  );
}

/**
 * Submitting an auth form: validate with the shared schema first (no request
 * if it fails), then send; on success close the modal, go to the page a guard
 * kept (if any) and greet. Server errors are shown in the form only, under
 * their fields or above the button: never repeated as toasts.
 */
function useAuthSubmit<T>(schema: ZodType<T>, send: (data: T) => Promise<AuthResponse>, greeting: (user: User) => string) {
  const locale = useLocale();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent, input: unknown): Promise<void> {
    event.preventDefault();
    const checked = validate(schema, input, locale);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const { user } = await send(checked.data);
      const target = takeAuthTarget();
      closeAuthModal();
      if (target) {
        toastAfterNavigation(() => toast.success(greeting(user)));
        void navigate(target);
      } else {
        toast.success(greeting(user));
      }
    } catch (error) {
      handleServerError(error, setErrors);
    } finally {
      setBusy(false);
    }
  }
  return { errors, busy, submit };
}

/**
 * Server errors in the form: a 422's per-field messages under their fields,
 * anything else (wrong password, throttling, a lost connection) above the
 * button. The calls are silent, so nothing is toasted twice.
 */
function handleServerError(error: unknown, setErrors: (e: FieldErrors) => void): void {
  if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
  else if (error instanceof ApiError) setErrors({ _: error.messages });
  else setErrors({ _: [sharedMessage('internal')] });
}

function LoginForm() {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState({ login: '', password: '', totp_code: '' });
  const { errors, busy, submit } = useAuthSubmit(loginRequestSchema, login, (user) => t('welcome', { login: user.login }));
  // An account with two-factor sign-in answers `totp_required` on this field (issue 23): from then on the form asks for the code.
  const [codeAsked, setCodeAsked] = useState(false);
  if (errors.totp_code && !codeAsked) setCodeAsked(true);
  const onSubmit = (event: FormEvent) => submit(event, codeAsked ? values : { login: values.login, password: values.password });

  const set = (name: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [name]: v }));
  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="login-form">
      <TextField field={{ name: 'login', label: t('login'), autoComplete: 'username' }} value={values.login} onChange={set('login')} errors={errors.login} />
      <TextField field={{ name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' }} value={values.password} onChange={set('password')} errors={errors.password} />
      {codeAsked && (
        <TextField field={{ name: 'totp_code', label: t('totpCode'), autoComplete: 'one-time-code', hint: t('totpCodeHint') }} value={values.totp_code} onChange={set('totp_code')} errors={errors.totp_code} />
      )}
      {errors._ && <Messages className="form__error" messages={errors._} />}
      <button className="button button--primary button--block" type="submit" disabled={busy}>{busy ? t('submitting') : t('signInAction')}</button>
      <p className="form__switch">
        {t('noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthModal('register')}>{t('signUp')}</button>
      </p>
    </form>
  );
}

function RegisterForm() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const [values, setValues] = useState({ login: '', password: '', password_confirmation: '' });
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [agreeAge, setAgreeAge] = useState(false);
  const { errors, busy, submit } = useAuthSubmit(registerRequestSchema, register, (user) => t('registered', { login: user.login }));
  const onSubmit = (event: FormEvent) => submit(event, { ...values, agree: agreeTerms && agreeAge });

  const set = (name: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [name]: v }));
  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="register-form">
      <TextField field={{ name: 'login', label: t('login'), autoComplete: 'username', placeholder: t('loginPlaceholder') }} value={values.login} onChange={set('login')} errors={errors.login} />
      <TextField field={{ name: 'password', label: t('password'), type: 'password', autoComplete: 'new-password', hint: t('passwordHint') }} value={values.password} onChange={set('password')} errors={errors.password} />
      <TextField field={{ name: 'password_confirmation', label: t('passwordRepeat'), type: 'password', autoComplete: 'new-password' }} value={values.password_confirmation} onChange={set('password_confirmation')} errors={errors.password_confirmation} />
      <div className={`checks${errors.agree ? ' checks--invalid' : ''}`}>
        <label className="check">
          <input type="checkbox" name="agree_terms" checked={agreeTerms} onChange={(e) => setAgreeTerms(e.target.checked)} />
          <span>
            {t('agreePrefix')}{' '}
            <Link to={paths.terms()} target="_blank">{t('agreeTerms')}</Link> {t('agreeAnd')}{' '}
            <Link to={paths.policy()} target="_blank">{t('agreePolicy')}</Link>
          </span>
        </label>
        <label className="check">
          <input type="checkbox" name="agree_age" checked={agreeAge} onChange={(e) => setAgreeAge(e.target.checked)} />
          <span>{t('agreeAge')}</span>
        </label>
        {errors.agree && <Messages messages={errors.agree} />}
      </div>
      {errors._ && <Messages className="form__error" messages={errors._} />}
      <button className="button button--primary button--block" type="submit" disabled={busy}>{busy ? t('submitting') : t('signUpAction')}</button>
      <p className="form__switch">
        {t('haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthModal('login')}>{t('signIn')}</button>
      </p>
    </form>
  );
}
