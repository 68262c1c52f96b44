import './social-signin.css';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isSameSitePath, loginField, type SocialNetwork, type SocialOutcome } from '@azart/contracts';
import { ApiError } from '~/shared/api/client.ts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { sharedMessage } from '~/shared/messages.ts';
import { useSession } from '~/shared/session/session.ts';
import { toastAfterNavigation } from '~/shared/ui/toast-layer.ts';
import { finishSocialSignIn, registerSocial, verifySocial } from './api.ts';
import { useSocialSignInT } from './i18n.ts';

type Step =
  | { kind: 'working' }
  | { kind: 'nothing' }
  | { kind: 'failed'; messages: string[] }
  | { kind: 'register'; network: SocialNetwork; name: string; suggestedLogin: string }
  | { kind: 'totp'; network: SocialNetwork };

/** What the provider may put on this page's address; anything longer is not its answer. */
const readParam = (params: URLSearchParams, name: 'state' | 'code' | 'iss' | 'error') => {
  const value = params.get(name);
  return value && value.length <= 500 ? value : undefined;
};

/**
 * The /auth/social landing page (spec §2, issue 23 item 2): the network sends
 * the player here with its answer, which the server checks against this
 * browser's flow and turns into a session, a new account, or a link. Then the
 * player goes back where they were (a path of this site only: the server
 * checked it when the flow started, and it is checked again here before the
 * page goes there). A new player chooses a login and accepts the terms; an
 * account with two-factor sign-in asks for its code. A refused flow is said
 * here, in the player's language, with a way back.
 */
export function SocialLanding() {
  const { t } = useSocialSignInT();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const paths = usePaths();
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const started = useRef(false);
  const home = paths.home();

  /** Back where the player was, the outcome said there (a route change clears the toasts shown before it). */
  function leave(outcome: SocialOutcome): void {
    const network = t(outcome.network);
    const back = isSameSitePath(outcome.returnPath) ? outcome.returnPath : home;
    if (outcome.outcome === 'signed_in') {
      toastAfterNavigation(() => toast.success(t(outcome.registered ? 'registered' : 'welcome', { login: outcome.user.login })));
    } else if (outcome.outcome === 'linked') {
      toastAfterNavigation(() => toast.success(t('linked', { network })));
    } else if (outcome.outcome === 'cancelled') {
      toastAfterNavigation(() => toast.info(t('cancelled', { network })));
    }
    void navigate(back, { replace: true });
  }

  function follow(outcome: SocialOutcome): void {
    if (outcome.outcome === 'register') setStep({ kind: 'register', network: outcome.network, name: outcome.name, suggestedLogin: outcome.suggestedLogin });
    else if (outcome.outcome === 'totp') setStep({ kind: 'totp', network: outcome.network });
    else leave(outcome);
  }

  const failed = (error: unknown) => setStep({ kind: 'failed', messages: error instanceof ApiError ? error.messages : [sharedMessage('internal')] });

  useEffect(() => {
    // Once, after the stored session is back (a link needs it); the provider's code works only once.
    if (!session.restored || started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    const state = readParam(params, 'state');
    const code = readParam(params, 'code');
    const error = readParam(params, 'error');
    if (!state || (!code && !error)) {
      setStep({ kind: 'nothing' });
      return;
    }
    const iss = readParam(params, 'iss');
    finishSocialSignIn({ state, ...(code ? { code } : {}), ...(error ? { error } : {}), ...(iss ? { iss } : {}) }).then(follow, failed);
  }, [session.restored]);

  if (step.kind === 'register') return <RegisterStep step={step} onDone={follow} />;
  if (step.kind === 'totp') return <TotpStep onDone={follow} />;
  return (
    <Card title={step.kind === 'failed' ? t('failedTitle') : t('title')}>
      {step.kind === 'working' && <p className="panel-card__lead" aria-busy="true" data-testid="social-landing-working">{t('working')}</p>}
      {step.kind === 'nothing' && <p className="panel-card__lead" data-testid="social-landing-nothing">{t('nothing')}</p>}
      {step.kind === 'failed' && (
        <>
          <p className="form__error" role="alert" data-testid="social-landing-error">{step.messages.join(' ')}</p>
          <div className="social-landing__actions">
            <Link className="button button--primary" to={home} data-testid="social-landing-home">{t('home')}</Link>
          </div>
        </>
      )}
    </Card>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="social-landing" data-testid="social-landing">
      <section className="panel-card" aria-labelledby="social-landing-title">
        <h1 id="social-landing-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** Form messages from a refusal: a field's under it, the rest above the button. */
function errorsOf(error: unknown): Record<string, string[]> {
  if (error instanceof ApiError && Object.keys(error.fields).length) return error.fields;
  return { _: error instanceof ApiError ? error.messages : [sharedMessage('internal')] };
}

function RegisterStep({ step, onDone }: { step: Extract<Step, { kind: 'register' }>; onDone: (outcome: SocialOutcome) => void }) {
  const { t } = useSocialSignInT();
  const paths = usePaths();
  const [login, setLogin] = useState(step.suggestedLogin);
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [agreeAge, setAgreeAge] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const network = t(step.network);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = loginField.safeParse(login);
    const next: Record<string, string[]> = {};
    if (!checked.success) next.login = [sharedMessage((checked.error.issues[0]?.message ?? 'login_format') as 'login_format')];
    if (!agreeTerms || !agreeAge) next.agree = [sharedMessage('agreement_required')];
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      onDone(await registerSocial(checked.data!));
    } catch (error) {
      setErrors(errorsOf(error));
      setBusy(false);
    }
  }

  return (
    <Card title={t('registerTitle')}>
      <p className="panel-card__lead">{step.name ? t('registerLead', { network, name: step.name }) : t('registerLeadNoName', { network })}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="social-register-form">
        <div className={`field${errors.login ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="social-login">{t('login')}</label>
          <input
            id="social-login" className="input" name="login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)}
            aria-invalid={Boolean(errors.login)} aria-describedby="social-login-note"
          />
          {errors.login ? <p className="field__error" id="social-login-note" role="alert">{errors.login.join(' ')}</p> : <p className="field__hint" id="social-login-note">{t('loginHint')}</p>}
        </div>
        <div className={`checks${errors.agree ? ' checks--invalid' : ''}`}>
          <label className="check">
            <input type="checkbox" name="agree_terms" checked={agreeTerms} onChange={(e) => setAgreeTerms(e.target.checked)} />
            <span>
              {t('agreePrefix')} <Link to={paths.terms()} target="_blank">{t('agreeTerms')}</Link> {t('agreeAnd')} <Link to={paths.policy()} target="_blank">{t('agreePolicy')}</Link>
            </span>
          </label>
          <label className="check">
            <input type="checkbox" name="agree_age" checked={agreeAge} onChange={(e) => setAgreeAge(e.target.checked)} />
            <span>{t('agreeAge')}</span>
          </label>
          {errors.agree && <p className="field__error" role="alert">{errors.agree.join(' ')}</p>}
        </div>
        {errors._ && <p className="form__error" role="alert">{errors._.join(' ')}</p>}
        <button className="button button--primary button--block" type="submit" disabled={busy} data-testid="social-register-submit">{busy ? t('submitting') : t('create')}</button>
      </form>
    </Card>
  );
}

function TotpStep({ onDone }: { onDone: (outcome: SocialOutcome) => void }) {
  const { t } = useSocialSignInT();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      onDone(await verifySocial(code));
    } catch (error) {
      setErrors(errorsOf(error));
      setBusy(false);
    }
  }

  const fieldErrors = errors.totp_code;
  return (
    <Card title={t('totpTitle')}>
      <p className="panel-card__lead">{t('totpLead')}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="social-totp-form">
        <div className={`field${fieldErrors ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="social-totp">{t('totpCode')}</label>
          <input
            id="social-totp" className="input" name="totp_code" autoComplete="one-time-code" inputMode="text" value={code} onChange={(e) => setCode(e.target.value)}
            aria-invalid={Boolean(fieldErrors)} aria-describedby="social-totp-note"
          />
          {fieldErrors ? <p className="field__error" id="social-totp-note" role="alert">{fieldErrors.join(' ')}</p> : <p className="field__hint" id="social-totp-note">{t('totpHint')}</p>}
        </div>
        {errors._ && <p className="form__error" role="alert">{errors._.join(' ')}</p>}
        <button className="button button--primary button--block" type="submit" disabled={busy}>{busy ? t('submitting') : t('confirm')}</button>
      </form>
    </Card>
  );
}
