import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { toast } from 'sonner';
import { clientSeedField, type RotateResponse, type SeedPair } from '@azart/contracts';
import { sharedMessage } from '~/shared/messages.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { useUser } from '~/shared/session/session.ts';
import { IconRefresh } from '~/shared/ui/icons.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { getSeeds, rotateSeeds } from '../api/fairness.ts';
import { CopyValue } from './copy-value.tsx';

/** Seed management (games.md §1): the current pair, a new client seed, rotation with the old server seed revealed. */
export function SeedsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['fairness', 'common']);
  const user = useUser();
  const [pair, setPair] = useState<SeedPair | null>(null);
  const [revealed, setRevealed] = useState<RotateResponse['revealed'] | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open || !user) return;
    let cancelled = false;
    getSeeds()
      .then((p) => {
        if (!cancelled) setPair(p);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [open, user]);

  async function rotate(withClientSeed?: string) {
    setBusy(true);
    try {
      const result = await rotateSeeds(withClientSeed);
      setPair(result.current);
      setRevealed(result.revealed);
      setClientSeed('');
      toast.success(t('rotated'));
    } catch {
      // shown by the API layer
    } finally {
      setBusy(false);
    }
  }

  function onChangeClientSeed(event: FormEvent) {
    event.preventDefault();
    const parsed = clientSeedField.safeParse(clientSeed);
    if (!parsed.success) return setError(sharedMessage('client_seed_invalid'));
    setError(null);
    void rotate(parsed.data);
  }

  return (
    <Modal open={open} onClose={onClose} title={t('seedsTitle')} closeLabel={t('common:close')} size="lg" testId="seeds-dialog">
      <p className="muted">{t('seedsLead')}</p>
      {!user ? (
        <div className="notice">
          <p>{t('signIn')}</p>
          <button type="button" className="button button--primary" onClick={() => openAuthModal('login')}>{t('common:signIn')}</button>
        </div>
      ) : !pair ? (
        <p className="muted">{t('loading')}</p>
      ) : (
        <>
          <h3 className="subhead">{t('current')}</h3>
          <dl className="seeds">
            <div><dt>{t('serverSeedHash')}</dt><dd><CopyValue value={pair.serverSeedHash} testId="seeds-hash" /></dd></div>
            <div><dt>{t('clientSeed')}</dt><dd><CopyValue value={pair.clientSeed} testId="seeds-client-seed" /></dd></div>
            <div><dt>{t('betsOnPair')}</dt><dd className="mono" data-testid="seeds-nonce">{pair.nonce}</dd></div>
          </dl>
          <form className="inline-form" onSubmit={onChangeClientSeed} noValidate>
            <label className="field__label" htmlFor="new-client-seed">{t('newClientSeed')}</label>
            <div className="inline-form__row">
              <input id="new-client-seed" className="input mono" maxLength={64} value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} aria-invalid={Boolean(error)} data-testid="seeds-client-input" />
              <button type="submit" className="button" disabled={busy || !clientSeed} data-testid="seeds-client-submit">{t('changeClientSeed')}</button>
            </div>
            {error && <p className="field__error" role="alert">{error}</p>}
          </form>
          <button type="button" className="button button--accent" onClick={() => rotate()} disabled={busy} data-testid="seeds-rotate">
            <IconRefresh width={18} height={18} /> {t('rotate')}
          </button>
          {revealed && (
            <>
              <h3 className="subhead">{t('previous')}</h3>
              <dl className="seeds" data-testid="seeds-revealed">
                <div><dt>{t('serverSeed')}</dt><dd><CopyValue value={revealed.serverSeed} /></dd></div>
                <div><dt>{t('serverSeedHash')}</dt><dd><CopyValue value={revealed.serverSeedHash} /></dd></div>
                <div><dt>{t('clientSeed')}</dt><dd><CopyValue value={revealed.clientSeed} /></dd></div>
                <div><dt>{t('betsOnPair')}</dt><dd className="mono">{revealed.nonce}</dd></div>
              </dl>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
