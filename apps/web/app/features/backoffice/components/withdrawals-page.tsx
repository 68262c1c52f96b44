import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { maskRequisites, type AdminWithdrawal, type WithdrawalStatus } from '@azart/contracts';
import { approveWithdrawal, PAGE_SIZE, rejectWithdrawal } from '../api/payments.ts';
import { useFormat } from '../format.ts';
import { useAccess, useAdminPaths, useBackofficeText } from '../hooks.ts';
import { statusParam } from '../query.ts';
import { useLiveList } from './use-live-list.ts';
import { ConfirmDialog, DateTime, Empty, Money, PageHead, Pager, PlayerRef, ReasonDialog, RefreshBar, StatusBadge, StatusFilter, TableCard } from './ui.tsx';

export const WITHDRAWAL_STATUSES = ['moderation', 'queue', 'processing', 'completed', 'canceled'] as const satisfies readonly WithdrawalStatus[];
export const DEFAULT_WITHDRAWAL_STATUS: WithdrawalStatus = 'moderation';
const REFRESH_SECONDS = 15;

/** Finance's withdrawal queue: moderation first; approve, or reject with a reason (the money goes back to the player). */
export function WithdrawalsPage({ status, offset, list }: { status: WithdrawalStatus | undefined; offset: number; list: { items: AdminWithdrawal[]; total: number } }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const access = useAccess();
  const format = useFormat();
  const revalidator = useRevalidator();
  const [decision, setDecision] = useState<{ kind: 'approve' | 'reject'; withdrawal: AdminWithdrawal } | null>(null);
  const live = useLiveList(list.items, { seconds: REFRESH_SECONDS, paused: decision !== null });
  const labels = t('statuses.withdrawal', { returnObjects: true }) as Record<WithdrawalStatus, string>;
  const methods = t('methods', { returnObjects: true }) as Record<string, string>;
  const banks = t('banks', { returnObjects: true }) as Record<string, string>;
  const decide = access.can('withdrawal.decide');
  const href = (next: { status?: WithdrawalStatus; offset?: number }) => paths.withdrawals({ status: statusParam(next.status, DEFAULT_WITHDRAWAL_STATUS), offset: next.offset || undefined });
  const close = () => setDecision(null);
  const w = decision?.withdrawal;

  return (
    <>
      <PageHead title={t('withdrawals.title')} lead={t('withdrawals.lead')} />
      <div className="bo-toolbar">
        <StatusFilter statuses={WITHDRAWAL_STATUSES} current={status} labels={labels} hrefFor={(s) => href({ status: s })} testId="withdrawal-status" />
        <RefreshBar updatedAt={live.updatedAt} onRefresh={live.refresh} busy={live.busy} autoSeconds={REFRESH_SECONDS} />
      </div>
      <TableCard
        label={t('withdrawals.title')}
        testId="withdrawals-table"
        footer={<Pager offset={offset} limit={PAGE_SIZE} total={list.total} shown={list.items.length} hrefFor={(o) => href({ status, offset: o })} />}
      >
        {list.items.length === 0 ? (
          <Empty>{status === 'moderation' ? t('withdrawals.emptyModeration') : t('withdrawals.empty')}</Empty>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('withdrawals.columns.player')}</th>
                <th scope="col" className="num">{t('withdrawals.columns.amount')}</th>
                <th scope="col" className="num">{t('withdrawals.columns.debit')}</th>
                <th scope="col">{t('withdrawals.columns.method')}</th>
                <th scope="col">{t('withdrawals.columns.requisites')}</th>
                <th scope="col">{t('withdrawals.columns.status')}</th>
                <th scope="col">{t('withdrawals.columns.created')}</th>
                <th scope="col" className="num">{t('withdrawals.columns.id')}</th>
                {decide && <th scope="col" className="actions sticky-end">{t('withdrawals.columns.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id} className={live.fresh.has(item.id) ? 'is-fresh' : undefined} data-testid="withdrawal-row" data-id={item.id}>
                  <td><PlayerRef player={item.player} /></td>
                  <td className="num"><strong><Money kopecks={item.amount} /></strong></td>
                  <td className="num">
                    <Money kopecks={item.debit} />
                    <span className="bo-sub">{t('withdrawals.columns.fee')} <Money kopecks={item.fee} /></span>
                  </td>
                  <td>
                    {methods[item.method] ?? item.method}
                    {item.bank && <span className="bo-sub">{banks[item.bank] ?? item.bank}</span>}
                  </td>
                  <td className="bo-mono cut" title={item.requisites}>{item.requisites}</td>
                  <td>
                    <StatusBadge status={item.status} label={labels[item.status]} />
                    {item.reason && <span className="bo-sub bo-sub--wrap">{item.reason}</span>}
                  </td>
                  <td><DateTime iso={item.createdAt} /></td>
                  <td className="num bo-id">{item.id}</td>
                  {decide && (
                    <td className="actions sticky-end">
                      {item.status === 'moderation' ? (
                        <span className="bo-actions">
                          <button type="button" className="button button--accent button--xs" onClick={() => setDecision({ kind: 'approve', withdrawal: item })} data-testid="withdrawal-approve">{t('withdrawals.approve')}</button>
                          <button type="button" className="button button--xs" onClick={() => setDecision({ kind: 'reject', withdrawal: item })} data-testid="withdrawal-reject">{t('withdrawals.reject')}</button>
                        </span>
                      ) : (
                        <span className="muted">{t('common.noValue')}</span>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>

      <ConfirmDialog
        open={decision?.kind === 'approve'}
        onClose={close}
        title={w ? t('withdrawals.approveTitle', { id: w.id }) : ''}
        text={w ? t('withdrawals.approveText', { amount: format.coins(w.amount), login: w.player.login, method: methods[w.method] ?? w.method, requisites: w.method === 'card' ? maskRequisites('card', w.requisites) : w.requisites }) : ''}
        confirmLabel={t('withdrawals.approve')}
        onConfirm={async () => {
          if (!w) return;
          await approveWithdrawal(w.id);
          toast.success(t('withdrawals.approved', { id: w.id }));
          await revalidator.revalidate();
        }}
        testId="approve-dialog"
      />
      <ReasonDialog
        open={decision?.kind === 'reject'}
        onClose={close}
        title={w ? t('withdrawals.rejectTitle', { id: w.id }) : ''}
        text={w ? t('withdrawals.rejectText', { debit: format.coins(w.debit), login: w.player.login }) : ''}
        confirmLabel={t('withdrawals.reject')}
        danger
        onSubmit={async (reason) => {
          if (!w) return;
          await rejectWithdrawal(w.id, reason);
          toast.success(t('withdrawals.rejected', { id: w.id }));
          await revalidator.revalidate();
        }}
        testId="reject-dialog"
      />
    </>
  );
}
