import { useId } from 'react';
import { Form, Link } from 'react-router';
import type { AdminDeposit, DepositStatus } from '@azart/contracts';
import { PAGE_SIZE } from '../api/payments.ts';
import { useFormat } from '../format.ts';
import { useAdminPaths, useBackofficeText } from '../hooks.ts';
import { DateTime, Empty, Money, PageHead, Pager, PlayerRef, StatusBadge, StatusFilter, TableCard } from './ui.tsx';

export const DEPOSIT_STATUSES = ['waiting', 'success', 'canceled'] as const satisfies readonly DepositStatus[];

/** Every deposit, newest first, by status and by player. */
export function DepositsPage({ status, playerId, offset, list }: { status: DepositStatus | undefined; playerId: number | undefined; offset: number; list: { items: AdminDeposit[]; total: number } }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const paths = useAdminPaths();
  const id = useId();
  const labels = t('statuses.deposit', { returnObjects: true }) as Record<DepositStatus, string>;
  const methods = t('methods', { returnObjects: true }) as Record<string, string>;
  const banks = t('banks', { returnObjects: true }) as Record<string, string>;
  const href = (next: { status?: DepositStatus; playerId?: number; offset?: number }) => paths.deposits({ status: next.status, playerId: next.playerId, offset: next.offset || undefined });
  const none = <span className="muted">{t('common.noValue')}</span>;

  return (
    <>
      <PageHead title={t('deposits.title')} lead={t('deposits.lead')} />
      <div className="bo-toolbar">
        <StatusFilter statuses={DEPOSIT_STATUSES} current={status} labels={labels} hrefFor={(s) => href({ status: s, playerId })} testId="deposit-status" />
        <Form method="get" action={paths.deposits()} className="bo-filters" data-testid="deposit-filters">
          {status && <input type="hidden" name="status" value={status} />}
          <div className="field">
            <label className="field__label" htmlFor={`${id}-player`}>{t('deposits.player')}</label>
            <input id={`${id}-player`} className="input" name="playerId" inputMode="numeric" pattern="[0-9]*" defaultValue={playerId ?? ''} placeholder={t('deposits.playerPlaceholder')} autoComplete="off" />
          </div>
          <button type="submit" className="button">{t('common.apply')}</button>
          {playerId !== undefined && <Link to={href({ status })} className="button button--ghost">{t('common.reset')}</Link>}
        </Form>
      </div>
      <TableCard
        label={t('deposits.title')}
        testId="deposits-table"
        footer={<Pager offset={offset} limit={PAGE_SIZE} total={list.total} shown={list.items.length} hrefFor={(o) => href({ status, playerId, offset: o })} />}
      >
        {list.items.length === 0 ? (
          <Empty>{t('deposits.empty')}</Empty>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('deposits.columns.player')}</th>
                <th scope="col" className="num">{t('deposits.columns.amount')}</th>
                <th scope="col">{t('deposits.columns.method')}</th>
                <th scope="col">{t('deposits.columns.status')}</th>
                <th scope="col">{t('deposits.columns.requisites')}</th>
                <th scope="col" className="num">{t('deposits.columns.points')}</th>
                <th scope="col">{t('deposits.columns.created')}</th>
                <th scope="col">{t('deposits.columns.provider')}</th>
                <th scope="col" className="num">{t('deposits.columns.id')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((d) => (
                <tr key={d.id} data-testid="deposit-row">
                  <td><PlayerRef player={d.player} /></td>
                  <td className="num">
                    <strong><Money kopecks={d.amount} /></strong>
                    {d.fee > 0 && <span className="bo-sub">{t('deposits.columns.fee')} <Money kopecks={d.fee} /></span>}
                  </td>
                  <td>
                    {methods[d.method] ?? d.method}
                    {(d.cryptoAmount || d.bank) && <span className="bo-sub">{d.cryptoAmount ? `${format.usdt(d.cryptoAmount)}\u00a0USDT` : (banks[d.bank!] ?? d.bank)}</span>}
                  </td>
                  <td>
                    <StatusBadge status={d.status} label={labels[d.status]} />
                    {d.reason && <span className="bo-sub bo-sub--wrap">{d.reason}</span>}
                  </td>
                  <td className="bo-mono cut" title={d.requisites ?? undefined}>{d.requisites ?? none}</td>
                  <td className="num">{d.points || none}</td>
                  <td>
                    <DateTime iso={d.createdAt} />
                    {d.completedAt && <span className="bo-sub">{t('deposits.columns.completed')} <DateTime iso={d.completedAt} /></span>}
                  </td>
                  <td className="bo-mono muted cut" title={d.providerRef ?? undefined}>{d.providerRef ?? none}</td>
                  <td className="num bo-id">{d.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
    </>
  );
}
