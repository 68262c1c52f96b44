import { useId } from 'react';
import { Form, Link } from 'react-router';
import type { PlayerList } from '@azart/contracts';
import { PAGE_SIZE } from '../api/players.ts';
import { useAdminPaths, useBackofficeText } from '../hooks.ts';
import { IconSearch } from './icons.tsx';
import { DateTime, Empty, Money, PageHead, Pager, Pill, TableCard } from './ui.tsx';

/** Support's player search: by the start of a login or by id, with balances and the blocked flag. */
export function PlayersPage({ q, offset, list }: { q: string; offset: number; list: PlayerList }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const id = useId();

  return (
    <>
      <PageHead title={t('players.title')} lead={t('players.lead')} />
      <Form method="get" action={paths.players()} className="bo-search" role="search" data-testid="player-search">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-q`}>{t('players.search')}</label>
          <input id={`${id}-q`} className="input" type="search" name="q" defaultValue={q} maxLength={40} placeholder={t('players.searchPlaceholder')} autoComplete="off" spellCheck={false} />
        </div>
        <button type="submit" className="button button--primary"><IconSearch /> {t('players.find')}</button>
      </Form>
      <TableCard
        label={t('players.title')}
        testId="players-table"
        footer={<Pager offset={offset} limit={PAGE_SIZE} total={list.total} shown={list.items.length} hrefFor={(o) => paths.players({ q, offset: o || undefined })} />}
      >
        {list.items.length === 0 ? (
          <Empty>{q ? t('players.emptyQuery', { q }) : t('players.empty')}</Empty>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('players.columns.login')}</th>
                <th scope="col" className="num">{t('players.columns.main')}</th>
                <th scope="col" className="num">{t('players.columns.bonus')}</th>
                <th scope="col">{t('players.columns.state')}</th>
                <th scope="col">{t('players.columns.scope')}</th>
                <th scope="col">{t('players.columns.created')}</th>
                <th scope="col" className="num">{t('common.id')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((p) => (
                <tr key={p.id} data-testid="player-row" data-login={p.login}>
                  <td><Link className="bo-player" to={paths.player(p.id)}><span className="bo-player__login">{p.login}</span></Link></td>
                  <td className="num"><Money kopecks={p.money} /></td>
                  <td className="num"><Money kopecks={p.bonusMoney} /></td>
                  <td>{p.blocked ? <Pill tone="bad">{t('players.blocked')}</Pill> : <Pill tone="ok">{t('players.active')}</Pill>}</td>
                  <td>
                    <span className="bo-pills">
                      {p.scope.filter((s) => s !== 'player').map((s) => <Pill key={s} tone="accent">{t(`scopes.${s}`)}</Pill>)}
                      {p.scope.every((s) => s === 'player') && <span className="muted">{t('scopes.player')}</span>}
                    </span>
                  </td>
                  <td><DateTime iso={p.createdAt} /></td>
                  <td className="num bo-id">{p.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
    </>
  );
}
