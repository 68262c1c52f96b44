import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { SupportStatus, SupportTicketList } from '@azart/contracts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { PageHead } from '~/shared/ui/page-head.tsx';
import { refreshTickets, ticketsStore } from '../tickets-store.ts';
import { onTicketChange } from '../unread.ts';
import { useSupportText } from './text.ts';

export function StatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useSupportText();
  return <span className={`badge support-status support-status--${status}`} data-testid="ticket-status" data-status={status}>{t(`status_${status}`)}</span>;
}

/**
 * The support screen (spec §2): the player's tickets on the left, the chosen
 * ticket's chat, the creation form or the empty-state text on the right. On a
 * narrow screen one side at a time: the list at /support, the rest with a way back.
 */
export function SupportLayout({ initial, children }: { initial: SupportTicketList | null; children: ReactNode }) {
  const { t } = useSupportText();
  const paths = usePaths();
  const locale = useLocale();
  const { pathname } = useLocation();
  const atList = pathname === paths.support();
  // The loader's list first (never one kept from an earlier session in this tab), then every refresh.
  const [list, setList] = useState<SupportTicketList | 'failed' | null>(initial);
  useEffect(() => {
    setList(initial);
    if (initial) ticketsStore.set(initial);
    else void refreshTickets();
  }, [initial]);
  useEffect(
    () =>
      ticketsStore.subscribe(() => {
        const next = ticketsStore.get();
        if (next !== null) setList(next);
      }),
    [],
  );
  // An agent's answer or a status set by support: the list follows at once.
  useEffect(() => onTicketChange(() => void refreshTickets()), []);

  const date = (iso: string) => new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'ru-RU', { day: 'numeric', month: 'short' });
  return (
    <div className="container support-page">
      <PageHead title={t('title')} lead={t('lead')} />
      <div className={`support-screen${atList ? ' is-list' : ' is-detail'}`}>
        <aside className="support-aside card" aria-label={t('tickets')}>
          <div className="support-aside__head">
            <h2 className="support-aside__title">{t('tickets')}</h2>
            <Link to={paths.support('create')} className="button button--primary button--sm" data-testid="support-new">{t('newTicket')}</Link>
          </div>
          {list === 'failed' ? (
            <p className="muted">{t('loadFailed')} <button type="button" className="chip-button" onClick={() => void refreshTickets()}>{t('retry')}</button></p>
          ) : list === null ? (
            <div className="support-aside__loading" aria-busy="true" />
          ) : list.items.length === 0 ? (
            <p className="muted" data-testid="support-no-tickets">{t('noTickets')}</p>
          ) : (
            <ul className="support-list" data-testid="support-list">
              {list.items.map((ticket) => (
                <li key={ticket.id}>
                  <NavLink to={paths.support(String(ticket.id))} className={({ isActive }) => `support-list__item${isActive ? ' is-active' : ''}`} data-testid="support-list-item">
                    <span className="support-list__subject">{ticket.subject}</span>
                    <span className="support-list__meta">
                      <StatusBadge status={ticket.status} />
                      <span className="muted">{date(ticket.lastMessageAt)}</span>
                      {ticket.unread > 0 && <span className="support-badge" aria-label={t('unread', { count: ticket.unread })}>{ticket.unread}</span>}
                    </span>
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <section className="support-main card">
          {!atList && <Link to={paths.support()} className="support-back" data-testid="support-back">← {t('back')}</Link>}
          {children}
        </section>
      </div>
    </div>
  );
}

/** /support: the empty-state text of spec §2 (select a ticket or create one). */
export function SupportEmpty() {
  const { t } = useSupportText();
  const paths = usePaths();
  return (
    <div className="support-empty" data-testid="support-empty">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round"><path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" /></svg>
      <p>{t('empty')}</p>
      <Link to={paths.support('create')} className="button button--primary">{t('newTicket')}</Link>
    </div>
  );
}
