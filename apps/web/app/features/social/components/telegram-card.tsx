import '../social.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_SCREENSHOT_BYTES, type SocialState, type TelegramScreenshot } from '@azart/contracts';
import { ApiError } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins } from '~/shared/money.ts';
import { screenshotImage, sendScreenshot, useSocialState } from '../api/social.ts';
import { useSocialT } from '../i18n/index.ts';
import { openTelegram } from '../modals.ts';
import { NetworkPanel } from './network-panel.tsx';
import { StateGate } from './state-gate.tsx';
import { formatDate } from '~/shared/dates.ts';

export type TelegramCardProps = {
  /** After a screenshot was sent (it pays once a moderator approves it). */
  onSent?: (screenshot: TelegramScreenshot) => void;
};

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** The player's own screenshot, fetched with the session's token and shown as a data: URL (allowed for images by the site's CSP). */
function Thumb({ id }: { id: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    screenshotImage(id)
      .then((blob) => new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsDataURL(blob);
      }))
      .then((url) => live && setSrc(url), () => undefined);
    return () => {
      live = false;
    };
  }, [id]);
  return src ? <img className="social-shot__thumb" src={src} alt="" /> : <span className="social-shot__thumb" aria-hidden />;
}

function Upload({ state, onSent }: { state: SocialState; onSent?: (screenshot: TelegramScreenshot) => void }) {
  const { t } = useSocialT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setError(null);
    if (!file) return setError(t('chooseFile'));
    // Checked here too so that a large photo is not uploaded only to be refused; the server decides by the bytes.
    if (file.size > MAX_SCREENSHOT_BYTES) return setError(t('tooLarge'));
    setBusy(true);
    try {
      const screenshot = await sendScreenshot(file);
      toast.success(t('sent'));
      if (input.current) input.current.value = '';
      onSent?.(screenshot);
    } catch (caught) {
      // A field's message (type, size) shows under the field; the rest the API layer toasted.
      if (caught instanceof ApiError && caught.fields.file) setError(caught.fields.file[0] ?? null);
    } finally {
      setBusy(false);
    }
  }

  if (!state.telegram.canSubmit) return <p className="social-note" data-testid="telegram-waiting">{t('waiting')}</p>;
  return (
    <form className="social-upload" onSubmit={(event) => void submit(event)} noValidate>
      <label className="field__label" htmlFor="telegram-screenshot">{t('screenshot')}</label>
      <input ref={input} id="telegram-screenshot" className="input" type="file" accept={ACCEPT} aria-invalid={error ? true : undefined} aria-describedby={error ? 'telegram-screenshot-error' : undefined} data-testid="telegram-file" />
      {error && <p className="field__error" id="telegram-screenshot-error" role="alert">{error}</p>}
      <button type="submit" className="button button--primary" disabled={busy} data-testid="telegram-send">{busy ? t('sending') : t('send')}</button>
    </form>
  );
}

function Body({ state, onSent }: { state: SocialState; onSent?: (screenshot: TelegramScreenshot) => void }) {
  const { t } = useSocialT();
  const locale = useLocale();
  const states = t('state', { returnObjects: true }) as Record<TelegramScreenshot['state'], string>;
  if (!state.telegram.unlocked) {
    return (
      <>
        <p className="social-note" data-testid="telegram-locked">{t('blockLocked')}</p>
        <NetworkPanel network="tg" state={state} bot />
        <button type="button" className="link-button" onClick={openTelegram}>{t('telegramTitle')}</button>
      </>
    );
  }
  return (
    <>
      <p className="panel-card__lead">{t('blockLead', { amount: formatCoins(state.telegram.reward, locale) })}</p>
      <Upload state={state} onSent={onSent} />
      {state.telegram.screenshots.length > 0 && (
        <>
          <h3 className="social-card__subtitle">{t('myScreenshots')}</h3>
          <ul className="social-shots" data-testid="telegram-screenshots">
            {state.telegram.screenshots.map((shot) => (
              <li key={shot.id} className={`social-shot social-shot--${shot.state}`} data-testid="telegram-screenshot" data-state={shot.state}>
                <Thumb id={shot.id} />
                <div>
                  <strong>{states[shot.state]}</strong>
                  <span className="social-post__time">{formatDate(shot.createdAt, locale)}</span>
                  {shot.reason && <p className="social-note">{t('reason', { reason: shot.reason })}</p>}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * The Telegram block (bonuses.md §7) for the bonuses page: locked until the
 * player's Telegram is subscribed to the main and reserve channels (with the
 * way to do it), then the screenshot upload and the player's screenshots
 * with their moderation state.
 */
export function TelegramCard({ onSent }: TelegramCardProps) {
  const { t } = useSocialT();
  const social = useSocialState();
  return (
    <section className="panel-card social-card--telegram" data-testid="telegram-card" aria-labelledby="telegram-title">
      <header className="panel-card__head">
        <h2 id="telegram-title">{t('blockTitle')}</h2>
        <span className="social-badge social-badge--tg" aria-hidden>TG</span>
      </header>
      <StateGate social={social}>{(state) => <Body state={state} onSent={onSent} />}</StateGate>
    </section>
  );
}
