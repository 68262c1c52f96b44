import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { SCREENSHOT_STATES, type AdminScreenshot, type ScreenshotState } from '@azart/contracts';
import { Modal } from '~/shared/ui/modal.tsx';
import { approveScreenshot, PAGE_SIZE, rejectScreenshot, screenshotImage } from '../api/social.ts';
import { useFormat } from '../format.ts';
import { useAccess, useAdminPaths, useBackofficeText } from '../hooks.ts';
import { statusParam } from '../query.ts';
import { IconImage } from './icons.tsx';
import { useLiveList } from './use-live-list.ts';
import { apiMessages, ConfirmDialog, DateTime, Empty, FormMessages, PageHead, Pager, PlayerRef, ReasonDialog, RefreshBar, StatusBadge, StatusFilter } from './ui.tsx';

export const DEFAULT_SCREENSHOT_STATE: ScreenshotState = 'pending';
const REFRESH_SECONDS = 30;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** A screenshot, fetched with the session's token and shown as a data: URL (the site's Content-Security-Policy allows those for images). */
function ImageDialog({ shot, onClose }: { shot: AdminScreenshot | null; onClose: () => void }) {
  const { t } = useBackofficeText();
  const [src, setSrc] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const id = shot?.id;
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    setSrc(null);
    setErrors([]);
    screenshotImage(id)
      .then(readAsDataUrl)
      .then((url) => live && setSrc(url))
      .catch((caught: unknown) => {
        if (!live) return;
        const { fields, form } = apiMessages(caught);
        setErrors([...form, ...Object.values(fields).flat()]);
      });
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <Modal open={shot !== null} onClose={onClose} title={shot ? t('screenshots.imageTitle', { id: shot.id }) : ''} closeLabel={t('common.close')} size="lg" testId="screenshot-dialog">
      {shot && (
        <div className="bo-receipt" aria-busy={!src && !errors.length}>
          <FormMessages messages={errors} />
          {!src && !errors.length && <p className="muted">{t('common.loading')}</p>}
          {src && <img src={src} alt={t('screenshots.imageAlt', { login: shot.player.login })} />}
        </div>
      )}
    </Modal>
  );
}

/**
 * Telegram screenshots (bonuses.md §7): the queue of screenshots players
 * sent for the Telegram reward, oldest waiting first; each opens full size;
 * approve pays the reward once, reject takes a reason the player sees. The
 * server audits each decision and refuses a second one (409).
 */
export function ScreenshotsPage({ state, offset, list }: { state: ScreenshotState | undefined; offset: number; list: { items: AdminScreenshot[]; total: number; reward: number } }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const access = useAccess();
  const format = useFormat();
  const revalidator = useRevalidator();
  const [decision, setDecision] = useState<{ kind: 'approve' | 'reject'; shot: AdminScreenshot } | null>(null);
  const [open, setOpen] = useState<AdminScreenshot | null>(null);
  const live = useLiveList(list.items, { seconds: REFRESH_SECONDS, paused: decision !== null || open !== null });
  const labels = t('screenshots.statuses', { returnObjects: true }) as Record<ScreenshotState, string>;
  const decide = access.can('screenshot.decide');
  const href = (next: { state?: ScreenshotState; offset?: number }) => paths.screenshots({ status: statusParam(next.state, DEFAULT_SCREENSHOT_STATE), offset: next.offset || undefined });
  const s = decision?.shot;

  return (
    <>
      <PageHead title={t('screenshots.title')} lead={t('screenshots.lead', { amount: format.coins(list.reward) })} />
      <div className="bo-toolbar">
        <StatusFilter statuses={SCREENSHOT_STATES} current={state} labels={labels} hrefFor={(next) => href({ state: next })} testId="screenshot-status" />
        <RefreshBar updatedAt={live.updatedAt} onRefresh={live.refresh} busy={live.busy} autoSeconds={REFRESH_SECONDS} />
      </div>
      {list.items.length === 0 ? (
        <div className="bo-card"><Empty>{t('screenshots.empty')}</Empty></div>
      ) : (
        <div className="bo-claims" data-testid="screenshots-list">
          {list.items.map((shot) => (
            <article key={shot.id} className={`bo-card bo-claim${live.fresh.has(shot.id) ? ' is-fresh' : ''}`} data-testid="screenshot-card" aria-labelledby={`screenshot-${shot.id}`}>
              <header className="bo-claim__head">
                <h2 className="bo-claim__title" id={`screenshot-${shot.id}`}>{t('screenshots.item', { id: shot.id })}</h2>
                <StatusBadge status={shot.state} label={labels[shot.state]} />
              </header>
              <dl className="bo-claim__deposit">
                <dt>{t('common.player')}</dt>
                <dd><PlayerRef player={shot.player} /></dd>
                <dt>{t('common.created')}</dt>
                <dd><DateTime iso={shot.createdAt} /></dd>
                <dt>{t('screenshots.size')}</dt>
                <dd>
                  <button type="button" className="link-button bo-file" onClick={() => setOpen(shot)} data-testid="screenshot-open">
                    <IconImage /> {t('screenshots.show')} · {shot.mime} · {Math.ceil(shot.size / 1024)} KB
                  </button>
                </dd>
                {shot.reviewer && (
                  <>
                    <dt>{t('screenshots.reviewer')}</dt>
                    <dd><PlayerRef player={shot.reviewer} /> · <DateTime iso={shot.reviewedAt} /></dd>
                  </>
                )}
              </dl>
              {shot.reason && <p className="bo-claim__reason">{t('common.reason')}: {shot.reason}</p>}
              {decide && shot.state === 'pending' && (
                <div className="bo-claim__actions">
                  <button type="button" className="button button--accent button--sm" onClick={() => setDecision({ kind: 'approve', shot })} data-testid="screenshot-approve">{t('screenshots.approve')}</button>
                  <button type="button" className="button button--sm bo-button--danger-ghost" onClick={() => setDecision({ kind: 'reject', shot })} data-testid="screenshot-reject">{t('screenshots.reject')}</button>
                </div>
              )}
            </article>
          ))}
        </div>
      )}
      <Pager offset={offset} limit={PAGE_SIZE} total={list.total} shown={list.items.length} hrefFor={(o) => href({ state, offset: o })} />

      <ImageDialog shot={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={decision?.kind === 'approve'}
        onClose={() => setDecision(null)}
        title={s ? t('screenshots.approveTitle', { id: s.id }) : ''}
        text={s ? t('screenshots.approveText', { amount: format.coins(list.reward), login: s.player.login }) : ''}
        confirmLabel={t('screenshots.approve')}
        onConfirm={async () => {
          if (!s) return;
          await approveScreenshot(s.id);
          toast.success(t('screenshots.approved', { id: s.id }));
          await revalidator.revalidate();
        }}
        testId="approve-dialog"
      />
      <ReasonDialog
        open={decision?.kind === 'reject'}
        onClose={() => setDecision(null)}
        title={s ? t('screenshots.rejectTitle', { id: s.id }) : ''}
        text={t('screenshots.rejectText')}
        confirmLabel={t('screenshots.reject')}
        danger
        onSubmit={async (reason) => {
          if (!s) return;
          await rejectScreenshot(s.id, reason);
          toast.success(t('screenshots.rejected', { id: s.id }));
          await revalidator.revalidate();
        }}
        testId="reject-dialog"
      />
    </>
  );
}
