import { Fragment, useId, useState } from 'react';
import { Form, Link } from 'react-router';
import type { AuditList } from '@azart/contracts';
import { PAGE_SIZE, type AuditFilters } from '../api/house.ts';
import { useAccess, useAdminPaths, useBackofficeText } from '../hooks.ts';
import { AuditDetails } from './audit-details.tsx';
import { IconChevronRight } from './icons.tsx';
import { DateTime, Empty, PageHead, Pager, TableCard } from './ui.tsx';

/** Target types the audit log knows; a player's id opens their page. */
const TARGET_TYPES = ['player', 'game', 'withdrawal', 'deposit_claim', 'promo', 'bonus_settings'] as const;

/** Every staff action, newest first: filters, pages, and each entry's before/after on demand. */
export function AuditPage({ filters, offset, list }: { filters: AuditFilters; offset: number; list: AuditList }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const access = useAccess();
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const labels = t('audit.actionLabels', { returnObjects: true }) as Record<string, string>;
  const targets = t('audit.targets', { returnObjects: true }) as Record<string, string>;
  const toggle = (entry: number) => setOpen((prev) => {
    const next = new Set(prev);
    if (next.has(entry)) next.delete(entry);
    else next.add(entry);
    return next;
  });
  const filtered = Boolean(filters.action || filters.targetType || filters.targetId);
  const actions = Object.keys(labels);
  if (filters.action && !actions.includes(filters.action)) actions.push(filters.action);

  return (
    <>
      <PageHead title={t('audit.title')} lead={t('audit.lead')} />
      <Form method="get" action={paths.audit()} className="bo-filters" aria-label={t('common.filters')} data-testid="audit-filters">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-action`}>{t('audit.action')}</label>
          <select id={`${id}-action`} className="input" name="action" defaultValue={filters.action ?? ''} data-testid="audit-action">
            <option value="">{t('audit.anyAction')}</option>
            {actions.map((a) => <option key={a} value={a}>{labels[a] ?? a}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>{t('audit.targetType')}</label>
          <select id={`${id}-type`} className="input" name="targetType" defaultValue={filters.targetType ?? ''} data-testid="audit-target-type">
            <option value="">{t('audit.anyTarget')}</option>
            {TARGET_TYPES.map((type) => <option key={type} value={type}>{targets[type]}</option>)}
            {filters.targetType && !(TARGET_TYPES as readonly string[]).includes(filters.targetType) && <option value={filters.targetType}>{filters.targetType}</option>}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-target`}>{t('audit.targetId')}</label>
          <input id={`${id}-target`} className="input" name="targetId" defaultValue={filters.targetId ?? ''} maxLength={64} autoComplete="off" data-testid="audit-target-id" />
        </div>
        <button type="submit" className="button button--primary">{t('common.apply')}</button>
        {filtered && <Link to={paths.audit()} className="button button--ghost">{t('common.reset')}</Link>}
      </Form>
      <TableCard
        label={t('audit.title')}
        testId="audit-table"
        footer={<Pager offset={offset} limit={PAGE_SIZE} total={list.total} shown={list.items.length} hrefFor={(o) => paths.audit({ ...filters, offset: o || undefined })} />}
      >
        {list.items.length === 0 ? (
          <Empty>{t('audit.empty')}</Empty>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col"><span className="sr-only">{t('audit.expand')}</span></th>
                <th scope="col">{t('audit.columns.action')}</th>
                <th scope="col">{t('audit.columns.target')}</th>
                <th scope="col">{t('audit.columns.actor')}</th>
                <th scope="col">{t('audit.columns.time')}</th>
                <th scope="col">{t('audit.columns.ip')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((entry) => {
                const expanded = open.has(entry.id);
                const detailsId = `${id}-details-${entry.id}`;
                const targetLabel = `${targets[entry.target.type] ?? entry.target.type} #${entry.target.id}`;
                const playerId = entry.target.type === 'player' ? Number(entry.target.id) : NaN;
                return (
                  <Fragment key={entry.id}>
                    <tr className={expanded ? 'is-open' : undefined} data-testid="audit-row" data-action={entry.action}>
                      <td>
                        <button type="button" className="bo-expand" aria-expanded={expanded} aria-controls={detailsId} aria-label={expanded ? t('audit.collapse') : t('audit.expand')} onClick={() => toggle(entry.id)} data-testid="audit-expand">
                          <IconChevronRight />
                        </button>
                      </td>
                      <td className="bo-strong">{labels[entry.action] ?? <span className="bo-mono">{entry.action}</span>}</td>
                      <td>{Number.isSafeInteger(playerId) && access.canOpen('players') ? <Link to={paths.player(playerId)}>{targetLabel}</Link> : targetLabel}</td>
                      <td>{entry.actor ? <span className="bo-player"><span className="bo-player__login">{entry.actor.login}</span> <span className="bo-player__id">#{entry.actor.id}</span></span> : <span className="muted">{t('common.system')}</span>}</td>
                      <td><DateTime iso={entry.createdAt} /></td>
                      <td className="bo-mono muted">{entry.ip ?? t('common.noValue')}</td>
                    </tr>
                    <tr className="bo-details-row" id={detailsId} hidden={!expanded}>
                      <td />
                      <td colSpan={5}>{expanded && <AuditDetails details={entry.details} />}</td>
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        )}
      </TableCard>
    </>
  );
}
