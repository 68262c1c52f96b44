import { useState, type FormEvent } from 'react';
import type { TotpSetup, TotpStatus } from '@azart/contracts';
import type { FieldErrors } from '~/shared/forms.ts';
import { toast } from '~/shared/ui/toasts.tsx';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '../api/security.ts';
import { useProfileT } from '../i18n/index.ts';
import { Field, formErrorsOf } from './field.tsx';

type Step = { kind: 'idle' } | { kind: 'enrolling'; setup: TotpSetup } | { kind: 'codes'; codes: string[] } | { kind: 'disabling' };

/**
 * Two-factor sign-in (issue 23): turn on with a QR code and a first code,
 * then the recovery codes, shown this once; turn off with a code.
 */
export function TwoFactor({ status, onChanged }: { status: TotpStatus; onChanged: () => void }) {
  const { t } = useProfileT();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      setErrors(formErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }
  const begin = () => run(async () => setStep({ kind: 'enrolling', setup: await startTwoFactor() }));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { recoveryCodes } = await confirmTwoFactor(code);
      setCode('');
      setStep({ kind: 'codes', codes: recoveryCodes });
      toast.success(t('enabledToast'));
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await disableTwoFactor(code);
      setCode('');
      setStep({ kind: 'idle' });
      toast.success(t('disabledToast'));
      onChanged();
    });
  };
  const reset = () => {
    setStep({ kind: 'idle' });
    setCode('');
    setErrors({});
  };
  const formError = errors._ && <p className="form__error" role="alert">{errors._.join(' ')}</p>;

  return (
    <section className="panel-card profile-section" aria-labelledby="profile-2fa-title" data-testid="profile-2fa">
      <h3 id="profile-2fa-title" className="profile-section__title">{t('twoFactorTitle')}</h3>
      {step.kind === 'codes' ? (
        <>
          <p className="panel-card__lead">{t('recoveryLead')}</p>
          <ul className="profile-codes" aria-label={t('recoveryTitle')} data-testid="recovery-codes">
            {step.codes.map((value) => <li key={value}><code>{value}</code></li>)}
          </ul>
          <button type="button" className="button button--primary button--sm" onClick={() => { reset(); onChanged(); }}>{t('recoveryDone')}</button>
        </>
      ) : step.kind === 'enrolling' ? (
        <form className="form" onSubmit={confirm} noValidate>
          <p className="panel-card__lead">{t('scanQr')}</p>
          <img className="profile-qr" src={step.setup.qrCode} alt={t('qrAlt')} width={180} height={180} />
          <p className="profile-secret" data-testid="totp-secret" data-secret={step.setup.secret}>{t('secretKey', { secret: step.setup.secret })}</p>
          <Field name="code" autoComplete="one-time-code" inputMode="numeric" label={t('totpCode')} value={code} onChange={setCode} errors={errors.code} />
          {formError}
          <div className="profile-section__buttons">
            <button type="submit" className="button button--primary button--sm" disabled={busy}>{t('confirm')}</button>
            <button type="button" className="button button--ghost button--sm" onClick={reset}>{t('cancel')}</button>
          </div>
        </form>
      ) : status.enabled ? (
        <>
          <p className="panel-card__lead">{t('twoFactorOn', { count: status.recoveryCodesLeft })}</p>
          {step.kind === 'disabling' ? (
            <form className="form" onSubmit={disable} noValidate>
              <p className="panel-card__lead">{t('disableLead')}</p>
              <Field name="code" autoComplete="one-time-code" label={t('totpCode')} value={code} onChange={setCode} errors={errors.code} />
              {formError}
              <div className="profile-section__buttons">
                <button type="submit" className="button button--primary button--sm" disabled={busy}>{t('disable')}</button>
                <button type="button" className="button button--ghost button--sm" onClick={reset}>{t('cancel')}</button>
              </div>
            </form>
          ) : (
            <button type="button" className="button button--ghost button--sm profile-section__action" onClick={() => setStep({ kind: 'disabling' })}>{t('disable')}</button>
          )}
        </>
      ) : (
        <>
          <p className="panel-card__lead">{t('twoFactorOffLead')}</p>
          {formError}
          <button type="button" className="button button--primary button--sm profile-section__action" disabled={busy} onClick={() => void begin()} data-testid="enable-2fa">{t('enable')}</button>
        </>
      )}
    </section>
  );
}
