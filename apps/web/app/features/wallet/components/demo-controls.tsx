import { useState, type FormEvent } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { toast } from '~/shared/ui/toasts.tsx';
import { DEMO_MAX_BALANCE } from '@azart/contracts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { useUser } from '~/shared/session/session.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { coinsInputValue, formatCoins, parseCoins } from '~/shared/money.ts';
import { sharedMessage } from '~/shared/messages.ts';
import { Switch } from '~/shared/ui/switch.tsx';
import { addDemo, disableDemo, enableDemo, setDemo } from '../api/demo.ts';

/** Demo balance controls of the FAQ page (spec §2): switch, set the balance, add 1k, return to main. */
export function DemoControls() {
  const user = useUser();
  const locale = useLocale();
  const { t } = useTranslation('wallet');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!user) {
    return (
      <section className="card demo-controls" data-testid="demo-controls">
        <h2 className="card__title">{t('controlsTitle')}</h2>
        <p className="muted">{t('controlsSignIn')}</p>
        <button type="button" className="button button--primary" onClick={() => openAuthModal('login')}>{t('signIn')}</button>
      </section>
    );
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch {
      // shown by the API layer
    } finally {
      setBusy(false);
    }
  }

  function onSet(event: FormEvent) {
    event.preventDefault();
    const kopecks = parseCoins(amount);
    if (kopecks === null || kopecks > DEMO_MAX_BALANCE) return setError(sharedMessage('demo_amount_invalid'));
    setError(null);
    void run(() => setDemo(kopecks), t('setDone', { amount: formatCoins(kopecks, locale) }));
  }

  return (
    <section className="card demo-controls" data-testid="demo-controls">
      <div className="demo-controls__head">
        <div>
          <h2 className="card__title">{t('controlsTitle')}</h2>
          <p className="muted">{t('demoModeHint')}</p>
        </div>
        <Switch checked={user.demo} disabled={busy} label={t('demoMode')} onChange={(on) => run(on ? enableDemo : disableDemo, on ? t('demoOn') : t('demoOff'))} />
      </div>
      <p className="demo-controls__balance">
        {t('demo')}: <strong className="money">{formatCoins(user.demoMoney, locale)}</strong>
      </p>
      <form className="inline-form" onSubmit={onSet} noValidate>
        <label className="field__label" htmlFor="demo-set">{t('setDemoLabel')}</label>
        <div className="inline-form__row">
          <input id="demo-set" className="input" inputMode="decimal" value={amount} placeholder={coinsInputValue(user.demoMoney, locale)} onChange={(e) => setAmount(e.target.value)} aria-invalid={Boolean(error)} />
          <button className="button" type="submit" disabled={busy}>{t('setDemo')}</button>
        </div>
        {error && <p className="field__error" role="alert">{error}</p>}
      </form>
      <div className="demo-controls__actions">
        <button type="button" className="button button--accent" disabled={busy} onClick={() => run(addDemo, t('added'))}>{t('addDemo')}</button>
        {user.demo && <button type="button" className="button button--ghost" disabled={busy} onClick={() => run(disableDemo, t('demoOff'))}>{t('returnMain')}</button>}
      </div>
    </section>
  );
}
