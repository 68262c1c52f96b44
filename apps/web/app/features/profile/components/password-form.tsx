import { useState, type FormEvent } from 'react';
import { passwordChangeRequestSchema } from '@azart/contracts';
import { validate, type FieldErrors } from '~/shared/forms.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { toast } from '~/shared/ui/toasts.tsx';
import { changePassword } from '../api/security.ts';
import { useProfileT } from '../i18n/index.ts';
import { Field, formErrorsOf } from './field.tsx';

const EMPTY = { old_password: '', password: '', password_confirmation: '', totp_code: '' };

/**
 * Password change (spec §2): current, new and repeated, checked by the
 * registration rules before sending. An account a social sign-in made
 * (`passwordSet` false) sets its first password: there is no current one.
 */
export function PasswordForm({ twoFactor, passwordSet, onChanged }: { twoFactor: boolean; passwordSet: boolean; onChanged: () => void }) {
  const { t } = useProfileT();
  const locale = useLocale();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { totp_code, old_password, ...rest } = values;
    const sent = { ...rest, ...(passwordSet ? { old_password } : {}), ...(twoFactor || totp_code ? { totp_code } : {}) };
    const checked = validate(passwordChangeRequestSchema, sent, locale);
    if (!checked.ok) return setErrors(checked.errors);
    if (passwordSet && !old_password) return setErrors({ old_password: [t('oldPasswordRequired')] });
    setErrors({});
    setBusy(true);
    try {
      await changePassword(checked.data);
      setValues(EMPTY);
      toast.success(t(passwordSet ? 'passwordChanged' : 'passwordSetDone'));
      onChanged();
    } catch (error) {
      setErrors(formErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const asked = twoFactor || Boolean(errors.totp_code);
  return (
    <section className="panel-card profile-section" aria-labelledby="profile-password-title">
      <h3 id="profile-password-title" className="profile-section__title">{t(passwordSet ? 'passwordTitle' : 'setPasswordTitle')}</h3>
      <p className="panel-card__lead">{t(passwordSet ? 'passwordLead' : 'setPasswordLead')}</p>
      <form className="form" onSubmit={submit} noValidate data-testid="password-form" data-password-set={passwordSet}>
        {passwordSet && <Field name="old_password" type="password" autoComplete="current-password" label={t('oldPassword')} value={values.old_password} onChange={set('old_password')} errors={errors.old_password} />}
        <Field name="password" type="password" autoComplete="new-password" label={t('newPassword')} hint={t('passwordHint')} value={values.password} onChange={set('password')} errors={errors.password} />
        <Field name="password_confirmation" type="password" autoComplete="new-password" label={t('repeatPassword')} value={values.password_confirmation} onChange={set('password_confirmation')} errors={errors.password_confirmation} />
        {asked && <Field name="totp_code" autoComplete="one-time-code" inputMode="numeric" label={t('totpCode')} hint={t('totpCodeHint')} value={values.totp_code} onChange={set('totp_code')} errors={errors.totp_code} />}
        {errors._ && <p className="form__error" role="alert">{errors._.join(' ')}</p>}
        <button type="submit" className="button button--primary" disabled={busy}>{busy ? t('saving') : t(passwordSet ? 'changePassword' : 'setPassword')}</button>
      </form>
    </section>
  );
}
