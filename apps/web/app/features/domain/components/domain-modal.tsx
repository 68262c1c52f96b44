import '../domain.css';
import { Modal } from '~/shared/ui/modal.tsx';
import { toast } from '~/shared/ui/toasts.tsx';
import { officialHost, samePageAt } from '../domain.ts';
import { useDomainT } from '../i18n/index.ts';

/**
 * The two domain modals of spec §2. `move`: the site has moved to the
 * official address; "Go" opens the same page there, "Stay here" dismisses
 * the notice for good on this device (`undomain`). `address`: the official
 * address to bookmark, with a copy button, from the menu's entry; on a
 * server without a configured address it names the one the page is on.
 */
export default function DomainModal({ kind, domain, onClose, onStay }: { kind: 'move' | 'address' | null; domain: string | null; onClose: () => void; onStay: () => void }) {
  const { t } = useDomainT();
  const official = officialHost(domain);
  if (kind === 'move' && official) {
    const target = samePageAt(domain, window.location)!;
    return (
      <Modal open onClose={onClose} title={t('moveTitle')} closeLabel={t('close')} size="sm" testId="domain-move-modal">
        <p>{t('moveText')}</p>
        <p className="domain-modal__address">{official}</p>
        <p>{t('moveAccount')}</p>
        <p className="muted">{t('moveNote')}</p>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onStay} data-testid="domain-stay">
            {t('moveStay')}
          </button>
          <a className="button button--primary" href={target} rel="noopener" data-testid="domain-go">
            {t('moveGo', { domain: official })}
          </a>
        </div>
      </Modal>
    );
  }

  const shown = official ?? window.location.host;
  const copy = () => {
    if (!navigator.clipboard) return void toast.error(t('copyFailed'));
    navigator.clipboard.writeText(shown).then(() => toast.success(t('copied')), () => toast.error(t('copyFailed')));
  };
  return (
    <Modal open={kind === 'address'} onClose={onClose} title={t('addressTitle')} closeLabel={t('close')} size="sm" testId="domain-modal">
      <p>{t('addressText')}</p>
      <p className="domain-modal__address" data-testid="domain-address">{shown}</p>
      <p className="muted">{t('addressNote')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={copy} data-testid="domain-copy">
          {t('copy')}
        </button>
        {official && (
          <a className="button button--primary" href={`https://${official}/`} rel="noopener">
            {t('open')}
          </a>
        )}
      </div>
    </Modal>
  );
}
