import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { BANKS, type Bank, type Deposit, type DepositClaim, type Withdrawal } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { applyUser } from '~/shared/session/session.ts';
import { cancelWithdrawal, getClaims, getDeposits, getWithdrawals, PAGE_SIZE } from '../api/cashier.ts';
import { useLiveRefresh } from '../hooks/use-live-refresh.ts';
import { useLoad } from '../hooks/use-load.ts';
import { usePaged, type Paged } from '../hooks/use-paged.ts';
import { CLAIM_TONE, formatDateTime, money, STATUS_TONE, usdtText } from '../logic/format.ts';
import { HISTORY_LISTS, HISTORY_PARAM, parseHistoryList, type HistoryList } from '../logic/tabs.ts';
import { useCashierT } from '../use-cashier-t.ts';
import { IconClip, IconExternal } from './icons.tsx';
import { EmptyState, LoadFailed, MethodIcon, Skeleton, StatusBadge } from './ui.tsx';

const ClaimModal = lazy(() => import('./claim-modal.tsx').then((m) => ({ default: m.ClaimModal })));

const LISTS = HISTORY_LISTS;
type List = HistoryList;

/**
 * History: deposits, withdrawals (a withdrawal still under review can be
 * cancelled, the money back at once) and the "deposit not received"
 * requests, each paged; everything refreshes on the player's live pushes.
 */
export function HistoryTab() {
  const { t } = useCashierT();
  // The list the URL names (a withdrawal's "open history" names withdrawals), deposits otherwise.
  const location = useLocation();
  const [list, setList] = useState<List>(() => parseHistoryList(new URLSearchParams(location.search).get(HISTORY_PARAM)));
  const [claimOpen, setClaimOpen] = useState(false);
  const deposits = usePaged(getDeposits, PAGE_SIZE);
  const withdrawals = usePaged(getWithdrawals, PAGE_SIZE);
  const claims = useLoad(getClaims);
  useLiveRefresh(() => {
    void deposits.reload();
    void withdrawals.reload();
    void claims.reload();
  });

  const move = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = LISTS[(LISTS.indexOf(list) + step + LISTS.length) % LISTS.length]!;
    setList(next);
    document.getElementById(`history-tab-${next}`)?.focus();
  };

  return (
    <div className="cashier-history">
      <div className="segmented" role="tablist" aria-label={t('history.label')} onKeyDown={move}>
        {LISTS.map((name) => (
          <button
            key={name}
            id={`history-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={list === name}
            aria-controls={`history-panel-${name}`}
            tabIndex={list === name ? 0 : -1}
            className={`segmented__item${list === name ? ' is-active' : ''}`}
            onClick={() => setList(name)}
            data-testid={`history-${name}`}
          >
            {t(`history.${name}`)}
          </button>
        ))}
      </div>
      <div id={`history-panel-${list}`} role="tabpanel" aria-labelledby={`history-tab-${list}`} className="cashier-history__panel">
        {list === 'deposits' && (
          <>
            <ClaimBanner onOpen={() => setClaimOpen(true)} />
            <PagedList paged={deposits} empty={t('history.emptyDeposits')} testId="history-deposits-list" render={(d) => <DepositRow key={d.id} deposit={d} />} />
          </>
        )}
        {list === 'withdrawals' && (
          <PagedList
            paged={withdrawals}
            empty={t('history.emptyWithdrawals')}
            testId="history-withdrawals-list"
            render={(w) => <WithdrawalRow key={w.id} withdrawal={w} onChange={withdrawals.replace} />}
          />
        )}
        {list === 'claims' && (
          <>
            <ClaimBanner onOpen={() => setClaimOpen(true)} />
            {claims.status === 'loading' ? (
              <Skeleton label={t('loading')} />
            ) : claims.status === 'error' || !claims.data ? (
              <LoadFailed text={t('errors.loadFailed')} retry={() => void claims.reload()} retryLabel={t('retry')} />
            ) : claims.data.items.length === 0 ? (
              <EmptyState title={t('history.emptyClaims')} />
            ) : (
              <ul className="pay-list" data-testid="history-claims-list">
                {claims.data.items.map((c) => <ClaimRow key={c.id} claim={c} />)}
              </ul>
            )}
          </>
        )}
      </div>
      {claimOpen && (
        <Suspense fallback={null}>
          <ClaimModal
            claims={claims.data?.items ?? []}
            onClose={() => setClaimOpen(false)}
            onSent={() => {
              setClaimOpen(false);
              setList('claims');
              void claims.reload();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function ClaimBanner({ onOpen }: { onOpen: () => void }) {
  const { t } = useCashierT();
  return (
    <div className="cashier-banner">
      <div>
        <p className="cashier-banner__title">{t('history.notReceived')}</p>
        <p className="cashier-banner__text">{t('history.notReceivedHint')}</p>
      </div>
      <button type="button" className="button button--sm" onClick={onOpen} data-testid="open-claim">
        <IconClip width={16} height={16} aria-hidden /> {t('claim.title')}
      </button>
    </div>
  );
}

function PagedList<T extends { id: number }>({ paged, empty, render, testId }: { paged: Paged<T>; empty: string; render: (item: T) => ReactNode; testId: string }) {
  const { t } = useCashierT();
  if (paged.status === 'loading') return <Skeleton label={t('loading')} />;
  if (paged.status === 'error') return <LoadFailed text={t('errors.loadFailed')} retry={() => void paged.reload()} retryLabel={t('retry')} />;
  if (paged.items.length === 0) return <EmptyState title={empty} text={t('history.emptyHint')} />;
  return (
    <>
      <ul className="pay-list" data-testid={testId}>{paged.items.map(render)}</ul>
      {paged.items.length < paged.total && (
        <div className="pay-list__more">
          <span className="muted">{t('history.shown', { shown: paged.items.length, total: paged.total })}</span>
          <button type="button" className="button button--sm" disabled={paged.loadingMore} onClick={() => void paged.loadMore()} data-testid={`${testId}-more`}>
            {paged.loadingMore ? t('loading') : t('history.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}

function Row({ icon, amount, badge, lines, actions, testId, id }: { icon: ReactNode; amount: ReactNode; badge: ReactNode; lines: ReactNode[]; actions?: ReactNode; testId: string; id: number }) {
  return (
    <li className="pay-row" data-testid={testId} data-id={id}>
      {icon}
      <div className="pay-row__main">
        <div className="pay-row__top">
          <span className="pay-row__amount money">{amount}</span>
          {badge}
        </div>
        {lines.filter(Boolean).map((line, i) => <p key={i} className="pay-row__line">{line}</p>)}
        {actions && <div className="pay-row__actions">{actions}</div>}
      </div>
    </li>
  );
}

/** "Bank card · •••• 4242 · Sberbank". */
function useWhere() {
  const { t } = useCashierT();
  return (p: Deposit | Withdrawal) =>
    [t(`methods.${p.method}`), p.requisites, p.bank ? (isBank(p.bank) ? t(`banks.${p.bank}`) : p.bank) : null].filter(Boolean).join(' · ');
}
/** A bank the contracts list (localised); any other text is shown as it came. */
const isBank = (value: string): value is Bank => (BANKS as readonly string[]).includes(value);

function DepositRow({ deposit: d }: { deposit: Deposit }) {
  const { t } = useCashierT();
  const locale = useLocale();
  const where = useWhere();
  const meta = [t('history.number', { id: d.id }), formatDateTime(d.createdAt, locale), d.fee ? t('history.fee', { fee: money(d.fee, locale) }) : null].filter(Boolean).join(' · ');
  return (
    <Row
      id={d.id}
      testId="deposit-row"
      icon={<MethodIcon method={d.method} />}
      amount={<>+{t('money', { amount: money(d.amount, locale) })}{d.cryptoAmount && <span className="pay-row__sub"> · {usdtText(d.cryptoAmount, locale)} USDT</span>}</>}
      badge={<StatusBadge tone={STATUS_TONE[d.status]} testId="deposit-status">{t(`statuses.${d.status}`)}</StatusBadge>}
      lines={[
        where(d),
        meta,
        d.points > 0 ? <span className="text-win">{t('history.points', { points: d.points })}</span> : null,
        d.reason ? <span className="pay-row__reason">{t('history.reason', { reason: d.reason })}</span> : null,
      ]}
      actions={d.status === 'waiting' && d.checkoutUrl ? (
        <a className="button button--sm button--primary" href={d.checkoutUrl} data-testid="deposit-pay">
          {t('history.pay')} <IconExternal width={14} height={14} aria-hidden />
        </a>
      ) : undefined}
    />
  );
}

function WithdrawalRow({ withdrawal: w, onChange }: { withdrawal: Withdrawal; onChange: (w: Withdrawal) => void }) {
  const { t } = useCashierT();
  const locale = useLocale();
  const where = useWhere();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const meta = [t('history.number', { id: w.id }), formatDateTime(w.createdAt, locale), w.fee ? t('history.fee', { fee: money(w.fee, locale) }) : null].filter(Boolean).join(' · ');

  async function cancel() {
    setBusy(true);
    try {
      const answer = await cancelWithdrawal(w.id);
      applyUser(answer.user);
      onChange(answer.withdrawal);
      setConfirming(false);
      toast.success(t('history.canceled', { id: w.id, amount: money(w.debit, locale) }));
    } catch {
      // the API layer showed why
    } finally {
      setBusy(false);
    }
  }

  return (
    <Row
      id={w.id}
      testId="withdrawal-row"
      icon={<MethodIcon method={w.method} />}
      amount={<>−{t('money', { amount: money(w.amount, locale) })}</>}
      badge={<StatusBadge tone={STATUS_TONE[w.status]} testId="withdrawal-status">{t(`statuses.${w.status}`)}</StatusBadge>}
      lines={[where(w), meta, w.reason ? <span className="pay-row__reason">{t('history.reason', { reason: w.reason })}</span> : null]}
      actions={w.cancellable ? (
        confirming ? (
          <div className="pay-row__confirm" role="group" aria-label={t('history.cancelQuestion', { amount: money(w.debit, locale) })}>
            <p>{t('history.cancelQuestion', { amount: money(w.debit, locale) })}</p>
            <div>
              <button type="button" className="button button--sm button--danger" disabled={busy} onClick={() => void cancel()} data-testid="withdrawal-cancel-confirm">{t('history.cancelYes')}</button>
              <button type="button" className="button button--sm button--ghost" disabled={busy} onClick={() => setConfirming(false)}>{t('history.cancelNo')}</button>
            </div>
          </div>
        ) : (
          <button type="button" className="button button--sm" onClick={() => setConfirming(true)} data-testid="withdrawal-cancel">{t('history.cancel')}</button>
        )
      ) : undefined}
    />
  );
}

function ClaimRow({ claim: c }: { claim: DepositClaim }) {
  const { t } = useCashierT();
  const locale = useLocale();
  return (
    <Row
      id={c.id}
      testId="claim-row"
      icon={<span className="method-icon method-icon--claim" aria-hidden><IconClip width={20} height={20} /></span>}
      amount={t('history.claimFor', { id: c.depositId })}
      badge={<StatusBadge tone={CLAIM_TONE[c.status]} testId="claim-status">{t(`claimStatuses.${c.status}`)}</StatusBadge>}
      lines={[
        <span className="pay-row__comment">{c.comment}</span>,
        [c.fileName, formatDateTime(c.createdAt, locale)].join(' · '),
        c.reason ? <span className="pay-row__reason">{t('history.reason', { reason: c.reason })}</span> : null,
      ]}
    />
  );
}
