import '../free-coins.css';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CAPTCHA_ANGLE_MAX } from '@azart/contracts';
import { ApiError } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins } from '~/shared/money.ts';
import { IconRefresh } from '~/shared/ui/icons.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { claimFreeCoins, loadFreeCoinsCaptcha } from '../api/free-coins.ts';
import { useFreeCoinsT } from '../i18n/free-coins.ts';

export type CaptchaDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After a paid claim, with the kopecks credited to the bonus balance. */
  onClaimed?: (amount: number) => void;
};

/** Refusals about this picture: the player simply gets another one. Any other (a lock, the wait, the balance) ends the attempt. */
const PICTURE_REFUSALS = new Set(['captcha_wrong', 'captcha_used', 'captcha_expired', 'captcha_invalid', 'validation_failed']);
/** Degrees a press of an arrow button (or key) turns the picture. */
const STEP = 5;

const normalise = (deg: number) => ((Math.round(deg) % 360) + 360) % 360;

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; id: string; image: string }
  | { kind: 'checking'; id: string; image: string }
  | { kind: 'won'; amount: number }
  | { kind: 'refused' };

/**
 * The image-rotation captcha of free coins (spec §2 modals, bonuses.md §2):
 * a round picture the server turned by a secret angle; the player turns it
 * upright by dragging it round or with the slider (arrows: 5° a step), then
 * confirms. A wrong or stale answer shows the server's message over a fresh
 * picture; a lock, the wait or the balance ends the attempt with its message;
 * a paid claim shows the coins won.
 */
export function CaptchaDialog({ open, onClose, onClaimed }: CaptchaDialogProps) {
  const { t } = useFreeCoinsT();
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [angle, setAngle] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const drag = useRef<{ pointer: number; from: number; start: number } | null>(null);
  const disc = useRef<HTMLDivElement>(null);
  const request = useRef(0);

  const fetchPicture = useCallback(async (keepMessage: boolean) => {
    const mine = ++request.current;
    setPhase({ kind: 'loading' });
    setAngle(0);
    if (!keepMessage) setMessage(null);
    try {
      const captcha = await loadFreeCoinsCaptcha();
      if (mine === request.current) setPhase({ kind: 'ready', id: captcha.id, image: captcha.image });
    } catch (error) {
      if (mine !== request.current) return;
      setMessage(error instanceof ApiError ? error.messages[0] ?? t('failed') : t('failed'));
      setPhase({ kind: 'refused' });
    }
  }, [t]);

  useEffect(() => {
    if (open) void fetchPicture(false);
    // A picture still on its way when the dialog closes is not shown in the next one.
    else request.current++;
  }, [open, fetchPicture]);

  async function confirm() {
    if (phase.kind !== 'ready') return;
    setPhase({ ...phase, kind: 'checking' });
    setMessage(null);
    try {
      const claimed = await claimFreeCoins(phase.id, normalise(angle));
      setPhase({ kind: 'won', amount: claimed.amount });
      onClaimed?.(claimed.amount);
    } catch (error) {
      const text = error instanceof ApiError ? error.messages[0] ?? t('failed') : t('failed');
      if (error instanceof ApiError && PICTURE_REFUSALS.has(error.code)) {
        setMessage(text);
        await fetchPicture(true);
      } else {
        setMessage(text);
        setPhase({ kind: 'refused' });
      }
    }
  }

  /** The pointer's direction from the disc's centre, degrees clockwise (screen y points down). */
  function pointerAngle(event: PointerEvent<HTMLDivElement>): number {
    const box = disc.current!.getBoundingClientRect();
    return (Math.atan2(event.clientY - (box.top + box.height / 2), event.clientX - (box.left + box.width / 2)) * 180) / Math.PI;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (phase.kind !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, from: pointerAngle(event), start: angle };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    setAngle(normalise(current.start + pointerAngle(event) - current.from));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (phase.kind !== 'ready') return;
    if (event.key === 'ArrowLeft') setAngle((a) => normalise(a - STEP));
    else if (event.key === 'ArrowRight') setAngle((a) => normalise(a + STEP));
    else if (event.key === 'Enter') void confirm();
    else return;
    event.preventDefault();
  }

  const picture = phase.kind === 'ready' || phase.kind === 'checking' ? phase : null;
  const busy = phase.kind !== 'ready';

  return (
    <Modal open={open} onClose={onClose} title={t('dialogTitle')} closeLabel={t('close')} size="sm" testId="free-coins-captcha">
      <div className="captcha">
        {phase.kind === 'won' ? (
          <div className="captcha__won" role="status" data-testid="free-coins-won">
            <span className="captcha__won-label">{t('won')}</span>
            <strong className="captcha__won-amount money">+{formatCoins(phase.amount, locale)}</strong>
            <p className="captcha__hint">{t('wonLead')}</p>
            <button type="button" className="button button--primary button--block" onClick={onClose}>{t('close')}</button>
          </div>
        ) : (
          <>
            <p className="captcha__hint">{t('dialogLead')}</p>
            {message && <p className="captcha__message" role="alert" data-testid="captcha-message">{message}</p>}
            {phase.kind !== 'refused' && (
              <>
                <div
                  ref={disc}
                  className={`captcha__disc${picture ? '' : ' is-loading'}`}
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerUp}
                  onKeyDown={onKeyDown}
                  tabIndex={picture ? 0 : -1}
                  role="group"
                  aria-label={t('dragHint')}
                  data-testid="captcha-disc"
                >
                  {picture ? (
                    <img src={picture.image} alt={t('pictureAlt')} draggable={false} style={{ transform: `rotate(${angle}deg)` }} data-testid="captcha-image" />
                  ) : (
                    <span className="captcha__loading">{t('loading')}</span>
                  )}
                  <span className="captcha__marker" aria-hidden="true" />
                </div>
                <div className="captcha__controls">
                  <button type="button" className="icon-button" aria-label={t('rotateLeft')} disabled={busy} onClick={() => setAngle((a) => normalise(a - STEP))}>↺</button>
                  <input
                    type="range"
                    className="captcha__slider"
                    min={0}
                    max={CAPTCHA_ANGLE_MAX}
                    step={1}
                    value={angle}
                    disabled={busy}
                    aria-label={t('rotateLabel')}
                    aria-valuetext={`${angle}°`}
                    onChange={(event) => setAngle(normalise(Number(event.target.value)))}
                    data-testid="captcha-slider"
                  />
                  <button type="button" className="icon-button" aria-label={t('rotateRight')} disabled={busy} onClick={() => setAngle((a) => normalise(a + STEP))}>↻</button>
                  <output className="captcha__angle" aria-hidden="true">{angle}°</output>
                </div>
                <p className="captcha__hint">{t('dragHint')}</p>
              </>
            )}
            <div className="captcha__actions">
              <button type="button" className="button button--ghost" onClick={() => void fetchPicture(false)} disabled={phase.kind === 'loading' || phase.kind === 'checking'} data-testid="captcha-new">
                <IconRefresh width={16} height={16} aria-hidden="true" /> {t('newPicture')}
              </button>
              {phase.kind !== 'refused' && (
                <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy} data-testid="captcha-confirm">
                  {phase.kind === 'checking' ? t('checking') : t('confirm')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
