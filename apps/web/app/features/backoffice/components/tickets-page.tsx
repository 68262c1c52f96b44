import '../tickets.css';
import { useId, useState, type FormEvent } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { SUPPORT_STATUSES, type AgentTicketList, type CannedReply, type SupportStatus } from '@azart/contracts';
import { addCanned, deleteCanned, TICKETS_PAGE_SIZE } from '../api/support.ts';
import { useAccess, useAdminPaths, useBackofficeText } from '../hooks.ts';
import { IconSearch } from './icons.tsx';
import { apiMessages, DateTime, Empty, FormMessages, PageHead, Pager, Pill, PlayerRef, RefreshBar, SegmentFilter, StatusBadge, StatusFilter } from './ui.tsx';
import { useLiveList } from './use-live-list.ts';

export const TICKET_STATUSES = SUPPORT_STATUSES;
export const TICKET_ASSIGNEES = ['me', 'none'] as const;
export type TicketAssignee = (typeof TICKET_ASSIGNEES)[number];
const REFRESH_SECONDS = 20;

/** The canned replies: the list with delete, and a form to add one (every change audited on the server). */
function CannedReplies({ items }: { items: CannedReply[] }) {
  const { t } = useBackofficeText();
  const revalidator = useRevalidator();
  const id = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await addCanned(title, body);
      setTitle('');
      setBody('');
      setErrors([]);
      toast.success(t('tickets.cannedAdded'));
      await revalidator.revalidate();
    } catch (caught) {
      const { fields, form } = apiMessages(caught);
      setErrors([...form, ...Object.values(fields).flat()]);
    } finally {
      setBusy(false);
    }
  }

  async function remove(reply: CannedReply) {
    try {
      await deleteCanned(reply.id);
      toast.success(t('tickets.cannedDeleted'));
      await revalidator.revalidate();
    } catch (caught) {
      for (const message of apiMessages(caught).form) toast.error(message);
    }
  }

  return (
    <section className="bo-card bo-canned" aria-labelledby={`${id}-title`} data-testid="canned-replies">
      <h2 className="bo-card__title" id={`${id}-title`}>{t('tickets.cannedTitle')}</h2>
      <p className="muted">{t('tickets.cannedLead')}</p>
      {items.length === 0 ? (
        <Empty>{t('tickets.cannedEmpty')}</Empty>
      ) : (
        <ul className="bo-canned__list">
          {items.map((reply) => (
            <li key={reply.id} className="bo-canned__item" data-testid="canned-reply">
              <div><strong>{reply.title}</strong><p className="bo-canned__body">{reply.body}</p></div>
              <button type="button" className="button button--sm bo-button--danger-ghost" onClick={() => void remove(reply)}>{t('tickets.cannedDelete')}</button>
            </li>
          ))}
        </ul>
      )}
      <form className="form bo-canned__form" onSubmit={add}>
        <FormMessages messages={errors} />
        <label className="field"><span className="field__label">{t('tickets.cannedName')}</span><input className="input" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} data-testid="canned-title" /></label>
        <label className="field"><span className="field__label">{t('tickets.cannedBody')}</span><textarea className="input bo-textarea" rows={3} value={body} maxLength={5000} onChange={(e) => setBody(e.target.value)} data-testid="canned-body" /></label>
        <button type="submit" className="button button--sm" disabled={busy || !title.trim() || !body.trim()} data-testid="canned-add">{t('tickets.cannedAdd')}</button>
      </form>
    </section>
  );
}

/** The agents' queue (issue 14 item 6): by status, mine or unassigned, a search; waiting tickets first. */
export function TicketsPage({ status, assignee, q, offset, list, canned }: { status: SupportStatus | undefined; assignee: TicketAssignee | undefined; q: string; offset: number; list: AgentTicketList; canned: CannedReply[] }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const access = useAccess();
  const id = useId();
  const live = useLiveList(list.items, { seconds: REFRESH_SECONDS, paused: false });
  const labels = t('tickets.statuses', { returnObjects: true }) as Record<SupportStatus, string>;
  const assignees = t('tickets.assignee', { returnObjects: true }) as Record<TicketAssignee | 'all', string>;
  const href = (next: { status?: SupportStatus; assignee?: TicketAssignee; q?: string; offset?: number }) =>
    paths.tickets({ status: next.status, assignee: next.assignee, q: next.q || undefined, offset: next.offset || undefined });
  const countLabels = Object.fromEntries(TICKET_STATUSES.map((s) => [s, list.counts[s] ? `${labels[s]} · ${list.counts[s]}` : labels[s]])) as Record<SupportStatus, string>;

  return (
    <>
      <PageHead title={t('tickets.title')} lead={t('tickets.lead')} />
      <div className="bo-toolbar">
        <StatusFilter statuses={TICKET_STATUSES} current={status} labels={countLabels} hrefFor={(s) => href({ status: s, assignee, q })} testId="ticket-status" />
        <SegmentFilter name="assignee" options={TICKET_ASSIGNEES} current={assignee} labels={assignees} allLabel={assignees.all} label={t('tickets.assignedTo')} hrefFor={(a) => href({ status, assignee: a, q })} testId="ticket-assignee" />
        <RefreshBar updatedAt={live.updatedAt} onRefresh={live.refresh} busy={live.busy} autoSeconds={REFRESH_SECONDS} />
      </div>
      <Form method="get" action={paths.tickets()} className="bo-search" role="search" data-testid="ticket-search">
        {status && <input type="hidden" name="status" value={status} />}
        {assignee && <input type="hidden" name="assignee" value={assignee} />}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-q`}>{t('tickets.search')}</label>
          <input id={`${id}-q`} className="input" type="search" name="q" defaultValue={q} maxLength={100} autoComplete="off" />
        </div>
        <button type="submit" className="button button--primary"><IconSearch /></button>
      </Form>
      {list.items.length === 0 ? (
        <div className="bo-card"><Empty>{t('tickets.empty')}</Empty></div>
      ) : (
        <ul className="bo-tickets" data-testid="tickets-list">
          {list.items.map((ticket) => (
            <li key={ticket.id} className={`bo-card bo-ticket${live.fresh.has(ticket.id) ? ' is-fresh' : ''}`} data-testid="ticket-row" data-ticket={ticket.id}>
              <Link to={paths.ticket(ticket.id)} className="bo-ticket__link">
                <span className="bo-ticket__title">{t('tickets.item', { id: ticket.id })} · {ticket.subject}</span>
              </Link>
              <span className="bo-ticket__meta">
                <StatusBadge status={ticket.status} label={labels[ticket.status]} />
                {ticket.waiting && <Pill tone="warn">{t('tickets.waiting')}</Pill>}
                <PlayerRef player={ticket.player} />
                <span className="muted">{t('tickets.assignedTo')}: {ticket.assignee?.login ?? t('tickets.nobody')}</span>
                <span className="muted">{t('tickets.lastMessage')}: <DateTime iso={ticket.lastMessageAt} /></span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager offset={offset} limit={TICKETS_PAGE_SIZE} total={list.total} shown={list.items.length} hrefFor={(o) => href({ status, assignee, q, offset: o })} />
      {access.can('ticket.answer') && <CannedReplies items={canned} />}
    </>
  );
}
