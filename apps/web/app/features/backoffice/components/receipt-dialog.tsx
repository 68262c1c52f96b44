import { useEffect, useState } from 'react';
import type { AdminClaim } from '@azart/contracts';
import { Modal } from '~/shared/ui/modal.tsx';
import { IconDownload } from '~/shared/ui/icons.tsx';
import { claimReceipt } from '../api/payments.ts';
import { useBackofficeText } from '../hooks.ts';
import { apiMessages, FormMessages } from './ui.tsx';

type Loaded = { kind: 'image'; src: string; url: string } | { kind: 'pdf' | 'other'; url: string };

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A request's receipt, fetched with the session's token (a plain link would
 * not carry it). An image is shown here (as a data: URL, which the site's
 * Content-Security-Policy allows for images); a PDF only downloads: a blob
 * URL opened in a tab would carry none of the server's sandboxing headers.
 */
export function ReceiptDialog({ claim, onClose }: { claim: AdminClaim | null; onClose: () => void }) {
  const { t } = useBackofficeText();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const id = claim?.id;

  useEffect(() => {
    if (id === undefined) return;
    let url: string | null = null;
    let live = true;
    setLoaded(null);
    setErrors([]);
    claimReceipt(id)
      .then(async (blob) => {
        url = URL.createObjectURL(blob);
        const kind = blob.type.startsWith('image/') ? 'image' : blob.type === 'application/pdf' ? 'pdf' : 'other';
        const next: Loaded = kind === 'image' ? { kind, url, src: await readAsDataUrl(blob) } : { kind, url };
        if (live) setLoaded(next);
      })
      .catch((caught: unknown) => {
        if (!live) return;
        const { fields, form } = apiMessages(caught);
        setErrors([...form, ...Object.values(fields).flat()]);
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

  return (
    <Modal open={claim !== null} onClose={onClose} title={claim ? t('claims.receiptTitle', { id: claim.id }) : ''} closeLabel={t('common.close')} size="lg" testId="receipt-dialog">
      {claim && (
        <div className="bo-receipt" aria-busy={!loaded && !errors.length}>
          <FormMessages messages={errors} />
          {!loaded && !errors.length && <p className="muted">{t('common.loading')}</p>}
          {loaded?.kind === 'image' && <img src={loaded.src} alt={t('claims.receiptAlt', { login: claim.player.login, id: claim.depositId })} />}
          {loaded?.kind === 'pdf' && <p className="bo-dialog__text">{t('claims.receiptPdf')}</p>}
          {loaded?.kind === 'other' && <p className="bo-dialog__text">{t('claims.receiptOther')}</p>}
          {loaded && (
            <div className="modal__actions">
              <a className="button button--primary" href={loaded.url} download={claim.fileName}><IconDownload /> {t('claims.download')}</a>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
