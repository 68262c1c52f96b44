import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { AdminClaim, ClaimStatus } from '@azart/contracts';
import { creditClaim, denyClaim, forwardClaim, PAGE_SIZE } from '../api/payments.ts';
import { useFormat } from '../format.ts';
import { useAccess, useAdminPaths, useBackofficeText } from '../hooks.ts';
import { statusParam } from '../query.ts';
import { IconFile } from './icons.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { useLiveList } from './use-live-list.ts';
import { apiMessages, ConfirmDialog, DateTime, Empty, Money, PageHead, Pager, PlayerRef, ReasonDialog, RefreshBar, StatusBadge, StatusFilter } from './ui.tsx';

export const CLAIM_STATUSES = ['pending', 'support', 'completed', 'canceled'] as const satisfies readonly ClaimStatus[];
export const DEFAULT_CLAIM_STATUS: ClaimStatus = 'pending';
const REFRESH_SECONDS = 30;

/** Deposit-not-received requests: the deposit, the player's comment and receipt; forward to support, credit, or deny with a reason. */
export function ClaimsPage({ status, offset, list }: { status: ClaimStatus | undefined; offset: number; list: { items: AdminClaim[]; total: number } }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const access = useAccess();
  const format = useFormat();
  const revalidator = useRevalidator();
  const [decision, setDecision] = useState<{ kind: 'credit' | 'deny'; claim: AdminClaim } | null>(null);
  const [receipt, setReceipt] = useState<AdminClaim | null>(null);
  const [forwarding, setForwarding] = useState<number | null>(null);
  const live = useLiveList(list.items, { seconds: REFRESH_SECONDS, paused: decision !== null || receipt !== null });
  const labels = t('statuses.claim', { returnObjects: true }) as Record<ClaimStatus, string>;
  const depositLabels = t('statuses.deposit', { returnObjects: true }) as Record<string, string>;
  const methods = t('methods', { returnObjects: true }) as Record<string, string>;
  const decide = access.can('claim.decide');
  const credit = access.can('claim.credit');
  const href = (next: { status?: ClaimStatus; offset?: number }) => paths.claims({ status: statusParam(next.status, DEFAULT_CLAIM_STATUS), offset: next.offset || undefined });
  const c = decision?.claim;

  async function forward(claim: AdminClaim) {
    setForwarding(claim.id);
    try {
      await forwardClaim(claim.id);
      toast.success(t('claims.forwarded', { id: claim.id }));
      await revalidator.revalidate();
    } catch (caught) {
      const { fields, form } = apiMessages(caught);
      for (const message of [...form, ...Object.values(fields).flat()]) toast.error(message);
    } finally {
      setForwarding(null);
    }
  }

  return (
    <>
      <PageHead title={t('claims.title')} lead={t('claims.lead')} />
      <div className="bo-toolbar">
        <StatusFilter statuses={CLAIM_STATUSES} current={status} labels={labels} hrefFor={(s) => href({ status: s })} testId="claim-status" />
        <RefreshBar updatedAt={live.updatedAt} onRefresh={live.refresh} busy={live.busy} autoSeconds={REFRESH_SECONDS} />
      </div>
      {list.items.length === 0 ? (
        <div className="bo-card"><Empty>{t('claims.empty')}</Empty></div>
      ) : (
        <div className="bo-claims" data-testid="claims-list">
          {list.items.map((claim) => {
            const open = claim.status === 'pending' || claim.status === 'support';
            return (
              <article key={claim.id} className={`bo-card bo-claim${live.fresh.has(claim.id) ? ' is-fresh' : ''}`} data-testid="claim-card" aria-labelledby={`claim-${claim.id}`}>
                <header className="bo-claim__head">
                  <h2 className="bo-claim__title" id={`claim-${claim.id}`}>{t('claims.request', { id: claim.id })}</h2>
                  <StatusBadge status={claim.status} label={labels[claim.status]} />
                </header>
                <dl className="bo-claim__deposit">
                  <dt>{t('common.player')}</dt>
                  <dd><PlayerRef player={claim.player} /></dd>
                  <dt>{t('claims.deposit', { id: claim.deposit.id })}</dt>
                  <dd>
                    <strong><Money kopecks={claim.deposit.amount} /></strong> · {methods[claim.deposit.method] ?? claim.deposit.method} · {depositLabels[claim.deposit.status] ?? claim.deposit.status}
                  </dd>
                  <dt>{t('common.created')}</dt>
                  <dd><DateTime iso={claim.createdAt} /></dd>
                  <dt>{t('claims.showReceipt')}</dt>
                  <dd>
                    <button type="button" className="link-button bo-file" onClick={() => setReceipt(claim)} data-testid="claim-receipt">
                      <IconFile /> {claim.fileName}
                    </button>
                  </dd>
                </dl>
                <div>
                  <p className="field__label">{t('claims.comment')}</p>
                  <p className="bo-claim__comment">{claim.comment}</p>
                </div>
                {claim.reason && <p className="bo-claim__reason">{t('common.reason')}: {claim.reason}</p>}
                {decide && open && (
                  <div className="bo-claim__actions">
                    {claim.status === 'pending' && (
                      <button type="button" className="button button--sm" disabled={forwarding === claim.id} onClick={() => void forward(claim)} data-testid="claim-forward">{t('claims.forward')}</button>
                    )}
                    {credit && <button type="button" className="button button--accent button--sm" onClick={() => setDecision({ kind: 'credit', claim })} data-testid="claim-credit">{t('claims.credit')}</button>}
                    <button type="button" className="button button--sm bo-button--danger-ghost" onClick={() => setDecision({ kind: 'deny', claim })} data-testid="claim-deny">{t('claims.deny')}</button>
                  </div>
                )}
              </article>
            );
          })}
        </div>
      )}
      <Pager offset={offset} limit={PAGE_SIZE} total={list.total} shown={list.items.length} hrefFor={(o) => href({ status, offset: o })} />

      <ReceiptDialog claim={receipt} onClose={() => setReceipt(null)} />
      <ConfirmDialog
        open={decision?.kind === 'credit'}
        onClose={() => setDecision(null)}
        title={c ? t('claims.creditTitle', { id: c.deposit.id }) : ''}
        text={c ? t('claims.creditText', { amount: format.coins(c.deposit.amount), login: c.player.login }) : ''}
        confirmLabel={t('claims.credit')}
        onConfirm={async () => {
          if (!c) return;
          await creditClaim(c.id);
          toast.success(t('claims.credited', { id: c.deposit.id }));
          await revalidator.revalidate();
        }}
        testId="credit-dialog"
      />
      <ReasonDialog
        open={decision?.kind === 'deny'}
        onClose={() => setDecision(null)}
        title={c ? t('claims.denyTitle', { id: c.id }) : ''}
        text={t('claims.denyText')}
        confirmLabel={t('claims.deny')}
        danger
        onSubmit={async (reason) => {
          if (!c) return;
          await denyClaim(c.id, reason);
          toast.success(t('claims.denied', { id: c.id }));
          await revalidator.revalidate();
        }}
        testId="deny-dialog"
      />
    </>
  );
}
