import { useState } from 'react';
import { Modal } from '~/shared/ui/modal.tsx';
import { usePwaT } from '../i18n/index.ts';
import { applyUpdate } from '../service-worker.ts';

/**
 * The update prompt as a modal (spec §2, §8): the native dialog of the shared
 * Modal (focus kept inside, Esc and "Later" close it, labelled by its title).
 * "Update" clears the caches, lets a waiting service worker take over and
 * reloads (service-worker.ts).
 */
export default function UpdateModal({ open, buildAt, onClose }: { open: boolean; buildAt: number | null; onClose: () => void }) {
  const { t } = usePwaT();
  const [busy, setBusy] = useState(false);

  const accept = () => {
    setBusy(true);
    applyUpdate(buildAt).catch(() => window.location.reload());
  };

  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={t('later')} size="sm" testId="update-modal">
      <p>{t('text')}</p>
      <p className="muted">{t('note')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {t('later')}
        </button>
        <button type="button" className="button button--primary" onClick={accept} disabled={busy} aria-busy={busy} data-testid="update-accept">
          {busy ? t('updating') : t('update')}
        </button>
      </div>
    </Modal>
  );
}
